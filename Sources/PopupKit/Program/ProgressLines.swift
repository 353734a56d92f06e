import PopupCore

/// A progress box as plain lines, as a pure program: its input's bytes read into a
/// `ProgressState`, written as `ProgressLog` lines (a line at most once a second while only the
/// percentage moves, at once when the message changes, once at the end). It ends as its input
/// does, or as the box's timeout ends it.
struct ProgressLines: LineProgram {
    /// The progress box the lines stand for: its title and message start them.
    let dialog: Dialog
    private(set) var state: ProgressState
    private var log = ProgressLog()

    init(_ dialog: Dialog) {
        self.dialog = dialog
        state = ProgressState(log: dialog.progress?.showsBar == false)
    }

    func opening() -> [LineCommand] { [] }
    func start() -> [LineCommand] { [] }

    /// A percentage held back by the interval is written when its second is up, input or not.
    var wake: Double? {
        [log.holdsBack(state, message: dialog.message) ? log.nextDue : nil, dialog.timeout].compactMap { $0 }.min()
    }

    var deadline: Double? { dialog.timeout }

    var awaitsLine: Bool { false }

    mutating func update(_ event: LineEvent) -> [LineCommand] {
        switch event {
        case .timer(let clock):
            let due = line(at: clock)
            guard let timeout = dialog.timeout, clock >= timeout else { return due }
            return due + [.finish(TimeoutOutcome.outcome(dialog, values: []))]
        case .input(.data(let bytes, let clock)):
            state.consume(bytes, at: clock)
            return line(at: clock)
        case .input(.dataEnded(let clock)):
            state.end(at: clock)
            return line(at: clock, final: true) + [.finish(.completed)]
        case .line, .endOfLines, .input:
            return []
        }
    }

    /// The line due at `clock`, if one is.
    private mutating func line(at clock: Double, final: Bool = false) -> [LineCommand] {
        log.next(state, message: dialog.message, clock: clock, final: final).map { [.write($0 + "\n")] } ?? []
    }
}
