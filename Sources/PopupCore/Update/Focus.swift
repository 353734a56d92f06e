/// What has the keyboard: a text field or a button.
public enum Focus: Sendable, Hashable {
    case field(Int)
    case button(Int)
}
