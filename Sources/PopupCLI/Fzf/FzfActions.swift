/// fzf's `--bind` action names, each read and checked (an unknown one is an error, as in fzf).
/// The list carries out those `FzfKeyMap` maps; a binding to any other leaves the key its own
/// meaning, so that fzf's own shell bindings (ctrl-r:toggle-sort, shift-delete:execute-silent…)
/// still run; the closing note of issue 32 lists them.
enum FzfActions {
    static let known: Set<String> = [
        "abort", "accept", "accept-non-empty", "accept-or-print-query", "backward-char", "backward-delete-char",
        "backward-delete-char/eof", "backward-kill-word", "backward-word", "become", "beginning-of-line", "bell", "cancel",
        "change-border-label", "change-ghost", "change-header", "change-header-label", "change-input-label",
        "change-list-label", "change-multi", "change-nth", "change-pointer", "change-preview", "change-preview-label",
        "change-preview-window", "change-prompt", "change-query", "clear-multi", "clear-query", "clear-screen",
        "clear-selection", "close", "delete-char", "delete-char/eof", "deselect", "deselect-all", "disable-search", "down",
        "down-match", "down-selected", "enable-search", "end-of-line", "exclude", "exclude-multi", "execute", "execute-silent",
        "first", "top", "forward-char", "forward-word", "hide-header", "hide-input", "hide-preview", "ignore", "jump", "kill-line",
        "kill-word", "last", "next-history", "next-selected", "offset-down", "offset-middle", "offset-up", "page-down",
        "page-up", "half-page-down", "half-page-up", "pos", "prev-history", "prev-selected", "preview", "preview-bottom",
        "preview-down", "preview-half-page-down", "preview-half-page-up", "preview-page-down", "preview-page-up",
        "preview-top", "preview-up", "print", "put", "refresh-preview", "rebind", "reload", "reload-sync", "replace-query",
        "search", "select", "select-all", "show-header", "show-input", "show-preview", "toggle", "toggle-all", "toggle-bind",
        "toggle-header", "toggle-hscroll", "toggle-in", "toggle-input", "toggle-multi-line", "toggle-out", "toggle-preview",
        "toggle-preview-wrap", "toggle-raw", "toggle-search", "toggle-sort", "toggle-track", "toggle-track-current",
        "toggle-up", "toggle-down", "toggle-wrap", "track", "track-current", "transform", "transform-border-label",
        "transform-ghost", "transform-header", "transform-header-label", "transform-input-label", "transform-list-label",
        "transform-nth", "transform-pointer", "transform-preview-label", "transform-prompt", "transform-query",
        "transform-search", "unbind", "unix-line-discard", "unix-word-rubout", "untrack-current", "up", "up-match",
        "up-selected", "yank", "bg-transform", "bg-cancel", "raw-up", "raw-down", "enable-raw", "disable-raw",
    ]

    static func isKnown(_ name: String) -> Bool { known.contains(name) }
}
