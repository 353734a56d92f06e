import PopupCore

/// How a dialog was answered without asking anyone: the outcome and, replayed from a recording,
/// the query its list ended with (what `--print-query` prints; nil: the one given).
public struct Answered: Sendable, Equatable {
    public var outcome: Outcome
    public var query: String?

    public init(_ outcome: Outcome, query: String? = nil) {
        self.outcome = outcome
        self.query = query
    }
}
