/// The dialog's content besides its message, fields and list (`Dialog.content`): one of the
/// content models, as given; `DialogState.content` holds it as the person changed it.
public enum Content: Sendable, Equatable {
    /// Multi-line text to edit (dialog's `--editbox`).
    case editor(TextEditor)
    /// A date (dialog's `--calendar`).
    case date(DatePicker)
    /// A time of day (dialog's `--timebox`).
    case time(TimePicker)
    /// A number between two bounds (dialog's `--rangebox`).
    case range(RangeValue)
    /// Items moved between two lists (dialog's `--buildlist`).
    case buildList(BuildList)
    /// The newest lines of a growing text (dialog's `--tailbox`).
    case log(LogView)
    /// Steps with their states and a bar (dialog's `--mixedgauge`).
    case gauges(MixedGauge)
    /// A path to pick from a directory's entries (dialog's `--fselect`, `--dselect`).
    case files(FileBrowser)

    /// The model inside, whatever its kind.
    public var model: any ContentModel {
        switch self {
        case .editor(let editor): return editor
        case .date(let picker): return picker
        case .time(let picker): return picker
        case .range(let range): return range
        case .buildList(let list): return list
        case .log(let log): return log
        case .gauges(let gauges): return gauges
        case .files(let browser): return browser
        }
    }

    /// The content holding `model`; nil for a model of no known kind.
    public init?(_ model: any ContentModel) {
        switch model {
        case let editor as TextEditor: self = .editor(editor)
        case let picker as DatePicker: self = .date(picker)
        case let picker as TimePicker: self = .time(picker)
        case let range as RangeValue: self = .range(range)
        case let list as BuildList: self = .buildList(list)
        case let log as LogView: self = .log(log)
        case let gauges as MixedGauge: self = .gauges(gauges)
        case let browser as FileBrowser: self = .files(browser)
        default: return nil
        }
    }

    /// An editor whose Enter submits (and whose Ctrl-J breaks the line).
    var editorEnterSubmits: Bool {
        if case .editor(let editor) = self { return editor.conventions.enterSubmits }
        return false
    }

    /// What stands in while `update` has the model out: a log of nothing costs nothing to make.
    private static let vacant = Content.log(LogView())

    /// Changes the model inside by `change`, keeping its kind.
    @discardableResult
    public mutating func update<Result>(_ change: (inout any ContentModel) -> Result) -> Result {
        var inside = model
        // The model taken out, not shared: a change to an editor's lines must not copy them all.
        self = Self.vacant
        let result = change(&inside)
        if let changed = Content(inside) { self = changed }
        return result
    }
}
