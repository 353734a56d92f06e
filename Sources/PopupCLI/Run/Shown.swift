import PopupCore

/// How a plan's popup ended (nil: only shown, `Plan.Kind.inform`) and, for a progress box, the
/// last lines of its output: what the rest of the run needs of it, wherever it was shown.
struct Shown {
    var outcome: Outcome?
    var tail: [String] = []
}

/// A popup shown by another process failed there with `status`; its words are on stderr already.
struct RelayedFailure: Error {
    var status: Int32
}
