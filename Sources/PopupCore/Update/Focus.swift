/// What has the keyboard: a text field or a button.
public enum Focus: Sendable, Hashable {
    /// The message, as a stop of its own (`Conventions.messageIsFocusStop`).
    case message
    /// The list of items.
    case list
    /// The text field at this index in `Dialog.fields`.
    case field(Int)
    /// The button at this index in `Dialog.effectiveButtons`.
    case button(Int)
}
