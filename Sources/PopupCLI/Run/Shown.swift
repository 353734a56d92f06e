import PopupCore

/// How a plan's popup ended (nil: only shown, `Plan.Kind.inform`) and, for a progress box, what
/// its input said; for a list shown in a box of this process, the query as it ended: what the rest
/// of the run needs of it, wherever it was shown.
struct Shown {
    var outcome: Outcome?
    var progress: ProgressEnd?
    var query: String?
    /// A wrapped command's output went out line by line as it came (no box).
    var passedThrough = false
}

/// The end of a progress box's input, as the rest of the run needs it.
struct ProgressEnd: Equatable {
    /// The last lines of its output.
    var tail: [String]
    /// The input had ended.
    var ended: Bool

    init(tail: [String], ended: Bool) {
        self.tail = tail
        self.ended = ended
    }

    init(_ state: ProgressState) {
        self.init(tail: state.tail, ended: state.ended)
    }
}

/// A popup shown by another process failed there with `status`; its words are on stderr already.
struct RelayedFailure: Error {
    var status: Int32
}
