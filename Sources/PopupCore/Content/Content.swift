/// The dialog's content besides its message, fields and list (`Dialog.content`): one of the
/// content models, as given; `DialogState.content` holds it as the person changed it.
public enum Content: Sendable, Equatable {
    /// Multi-line text to edit (dialog's `--editbox`).
    case editor(TextEditor)

    /// The model inside, whatever its kind.
    public var model: any ContentModel {
        switch self {
        case .editor(let editor): return editor
        }
    }

    /// The content holding `model`; nil for a model of no known kind.
    public init?(_ model: any ContentModel) {
        switch model {
        case let editor as TextEditor: self = .editor(editor)
        default: return nil
        }
    }

    /// Changes the model inside by `change`, keeping its kind.
    @discardableResult
    public mutating func update<Result>(_ change: (inout any ContentModel) -> Result) -> Result {
        var inside = model
        let result = change(&inside)
        if let changed = Content(inside) { self = changed }
        return result
    }
}
