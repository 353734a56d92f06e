import PopupCore

/// fzf's command line as plain values, before any input is read.
struct FzfOptions: Equatable {
    enum Action: Equatable {
        case show, version, help
        /// `--bash`, `--zsh`, `--fish`: fzf's own shell scripts, which popupctl does not carry.
        case shellScript(String)
    }

    enum Layout: String, Equatable {
        case `default`, reverse, reverseList = "reverse-list"
    }

    var action = Action.show
    /// nil: one item; 0: any number; N: at most N.
    var multi: Int?
    var sorts = true
    var tac = false
    /// `--scheme`, nil when not given (`FzfRanking.resolve`).
    var scheme: MatchScheme?
    /// The tiebreaks `--scheme` or `--tiebreak` gave, the later one; nil when neither was.
    var tiebreaks: [Tiebreak]?
    var exact = false
    var query = ""
    var prompt = "> "
    var pointer: String?
    var marker: String?
    var header: [String] = []
    var headerLines = 0
    var layout = Layout.default
    /// `--height`: inline, below the prompt.
    var height: HeightRule?
    var cycles = false
    var selectOne = false
    var exitZero = false
    /// `-f QUERY`: no terminal, the matches on stdout.
    var filter: String?
    var read0 = false
    var print0 = false
    var expect: [String] = []
    var printQuery = false
    var nth: FieldSelection?
    var withNth: FieldSelection?
    var acceptNth: FieldSelection?
    var delimiter: String?
    var ansi = false
    var noColor = false
    var preview: String?
    /// The shell and its flags bound commands run in (`--with-shell`); nil: `$SHELL -c`.
    var withShell: String?
    var previewBelow = false
    /// `--disabled` (`--phony`): typing does not filter.
    var searchDisabled = false
    /// `--preview-window hidden`, `~N`.
    var previewHidden = false
    var previewHeaderLines = 0
    var bindings: [FzfBinding] = []
    var walker = FzfWalker.Kinds()
    var walkerRoots: [String] = []
    var walkerSkip = [".git", "node_modules"]
    var tmux: String?
    var mouse = true
    /// `--height ~N`: no more rows than the items need.
    var heightAdapts = false
    /// `--info`: where the counts go.
    var info = PickerLook.Info.line
    /// `--border[=STYLE]`: the shape of the frame around it all; nil: none.
    var border: BorderShape?
    var borderLabel: String?
    var headerFirst = false
    /// `--scrollbar[=CHAR]` (nil: fzf's), `--no-scrollbar` (empty).
    var scrollbar: String?
    var scrollOff = 3
    /// `--color` specs, in order.
    var colors: [String] = []
}
