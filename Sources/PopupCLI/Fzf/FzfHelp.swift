/// `fzf --help` under popupctl: what this fzf is, and where fzf's own options are described.
enum FzfHelp {
    static let text = """
    usage: fzf [options]

      popupctl linked as fzf: fzf 0.74's command line, FZF_DEFAULT_OPTS and
      FZF_DEFAULT_OPTS_FILE, FZF_DEFAULT_COMMAND and the walker, its output and
      exit statuses (0 picked, 1 no match, 2 error, 130 aborted), drawn in
      popupctl's cells. See fzf(1) for the options and popupctl(1), FZF, for
      what popupctl does differently.

    """
}
