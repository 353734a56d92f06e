import PopupCore

/// The command line as plain values, before any input is read.
public struct Invocation: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        case show, help, version, listThemes, previewThemes
        case completions(CompletionShell)
    }
    public enum Source: Sendable, Equatable {
        case text(String)
        case stdin
        case file(String)
    }

    public var action: Action = .show
    public var title = ""
    public var message: Source = .text("")
    public enum ImageSource: Sendable, Equatable {
        case stdin
        case file(String)
    }

    public var image: ImageSource?
    public var imageProtocol: ImageProtocol = .auto
    public var buttons: [Button] = []
    /// `--buttons-from`: where more buttons come from, and where they go among the others.
    public var buttonsSource: Source?
    public var buttonsSourceIndex = 0
    public var filterable = false
    /// `--default` as given; matched to a button once all are known.
    public var defaultReference: String?
    public var fields: [TextField] = []
    /// List items from `--item`, and where more come from (`--items-from`).
    public var items: [String] = []
    public var itemsSource: Source?
    public var multi = false
    public var checkedTags: [String] = []
    /// `--default-item`: the tag the cursor starts on, the pick of an answer that names none.
    public var defaultItem: String?
    public var read0 = false
    /// `--preview-command`: shown for the item under the cursor, beside the list or below it.
    public var previewCommand: String?
    public var previewPosition: PreviewSpec.Position = .right
    public var print0 = false
    /// fzf's: the query typed at the start, words as substrings, the order, the header, fields,
    /// colours, answers decided without the box, the query printed.
    public var query = ""
    public var exact = false
    public var sorts = true
    public var tac = false
    public var header: [String] = []
    /// fzf's `--prompt`: what stands before the query.
    public var prompt: String?
    /// fzf's `--cycle`.
    public var cycles = false
    public var headerLines = 0
    public var delimiter: String?
    public var withNth: FieldSelection?
    public var nth: FieldSelection?
    public var ansi = false
    public var selectOne = false
    public var exitZero = false
    public var printQuery = false
    /// `--print-matches QUERY`: no dialog, the matches on stdout.
    public var printMatches: String?
    /// List items for an unattended answer, by tag.
    public var answerItems: [String]?
    /// `--answer-file`: answers recorded by POPUPCTL_RECORD (or written by hand), a line a dialog.
    public var answerFile: String?
    /// True when the dialog has a list.
    public var hasList: Bool { !items.isEmpty || itemsSource != nil }
    public var style: DialogStyle = .alert
    public var axis: ButtonAxis = .auto
    public var width: WidthRule?
    public var timeout: Double?
    public var answer: String?
    /// Field values for an unattended answer, in field order.
    public var answerValues: [String]?
    public var output: OutputMode?
    public var dismissOnEscape = true
    public var dismissOnTapOutside = true
    public var dismissOnDrag = true
    public var mouse = true
    public var inline = false
    /// `--rows`: inline, the most rows taken below the prompt.
    public var inlineRows: HeightRule?
    /// `--border`: an inline picker keeps its box, frame and buttons (`BarePicker`).
    public var border = false
    public var transition: Transition?
    public var exitTransition: ExitTransition = .none
    /// `--theme` as given, and `--set` assignments in order.
    public var theme: String?
    public var themeSettings: [String] = []
    /// `--tmux`: in a tmux popup over the pane, when inside tmux.
    public var tmux: TmuxSpec?
    public var noColor = false
    public var plain = false
    /// `--preview`: print one frame instead of asking.
    public var preview = false
    public var previewSize: Size?
    /// `--progress`: a progress box, fed by stdin or by `command`'s output.
    public var progress = false
    /// `--wait`: the progress box stays at the end of its input.
    public var progressWaits = false
    /// The command after `--`, run by the progress box; nil reads stdin.
    public var command: [String]?
    /// `--no-wait`: drawn once, not asked.
    public var noWait = false

    public init() {}
}
