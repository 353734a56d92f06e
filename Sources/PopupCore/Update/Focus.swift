/// What has the keyboard: the list, a text field, a button or a part of the content.
public enum Focus: Sendable, Hashable {
    /// The message, as a stop of its own (`Conventions.messageIsFocusStop`).
    case message
    /// The list of items.
    case list
    /// The text field at this index in `Dialog.fields`.
    case field(Int)
    /// The button at this index in `Dialog.effectiveButtons`.
    case button(Int)
    /// A part of the dialog's `Content` (an editor's text, a calendar's month, year or days …),
    /// by its index in the content's parts.
    case content(Int)
}

extension Focus {
    /// A part of the content has the keyboard.
    var isContent: Bool {
        if case .content = self { return true }
        return false
    }
}
