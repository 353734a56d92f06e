/// Why a validation pattern is refused, in words that name the construct ("lookahead '(?=' is
/// not supported", "missing ')'").
public struct PatternError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in words, for the one line on stderr.
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
