/// What must, or must not, be given together with an option, by long name. The builder checks
/// them once all options are applied, in table order, so the first broken rule is the one reported.
public enum OptionRule: Sendable, Equatable {
    /// Means nothing unless one of these is given too.
    case needs(anyOf: [String])
    /// Cannot be given with any of these, for `reason` ("it does not wait for an answer").
    case excludes([String], reason: String)

    /// What list options need: a list.
    public static let needsList = OptionRule.needs(anyOf: ["item", "items-from"])

    /// Every long name the rule refers to.
    public var names: [String] {
        switch self {
        case .needs(let names), .excludes(let names, _): names
        }
    }
}
