/// What a button means; the role sets its look and the safe first focus.
public enum ButtonRole: String, Sendable, Codable, CaseIterable {
    /// An ordinary choice.
    case `default`
    /// Backs out: focused first when there is no default button, and chosen without checking the fields.
    case cancel
    /// Does something hard to undo; the built-in themes draw it in red where there is colour.
    case destructive
}
