/// What a button means; the role sets its look and the safe first focus.
public enum ButtonRole: String, Sendable, Codable, CaseIterable {
    case `default`
    case cancel
    case destructive
}
