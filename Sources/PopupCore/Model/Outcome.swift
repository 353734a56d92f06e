/// How a dialog ended.
public enum Outcome: Sendable, Equatable {
    /// A button was chosen; `values` are the text fields' contents in order, `items` the indices
    /// of the list items picked (in list order; empty without a list).
    case chosen(index: Int, label: String, role: ButtonRole, values: [String], items: [Int] = [])
    /// Dismissed without a choice: Esc, click outside, drag down.
    case dismissed(DismissReason)
    /// The timeout ran out and there is no default button.
    case timedOut
    /// Ended by a signal (Ctrl-C is SIGINT).
    case interrupted(signal: Int32)
    /// A progress box's input ended, and it closed by itself.
    case completed

    /// What dismissed the dialog: Esc, a click outside the box, or dragging it down.
    public enum DismissReason: String, Sendable, Equatable {
        /// Esc; a click outside the box; the box dragged down.
        case escape, tapOutside, drag
    }

    /// The process exit status the contract gives this outcome.
    public var exitStatus: Int32 {
        switch self {
        case .chosen(let index, _, _, _, _): return Int32(index)
        case .dismissed: return 255
        case .timedOut: return 124
        case .interrupted(let signal): return 128 + signal
        case .completed: return 0
        }
    }
}
