/// A parsed validation pattern: what `PatternParser` reads and `PatternCompiler` turns into a program.
indirect enum PatternNode: Sendable, Equatable {
    case empty
    case character(Character)
    /// `.`: any Character but a line feed.
    case any
    case set(PatternClass)
    case assertion(PatternAssertion)
    case concatenation([PatternNode])
    case alternation([PatternNode])
    /// `max` nil: no upper bound.
    case repetition(PatternNode, min: Int, max: Int?)
}

/// Zero-width conditions on the position between two Characters.
enum PatternAssertion: Sendable, Equatable {
    /// `^`, `\A`
    case start
    /// `$`, `\z`, `\Z`
    case end
    /// `\b`
    case wordBoundary
    /// `\B`
    case notWordBoundary
}
