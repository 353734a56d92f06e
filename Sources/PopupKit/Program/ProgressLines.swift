import PopupCore

/// A progress box as plain lines, as a pure program: its input's bytes read into a
/// `ProgressState`, written as `ProgressLog` lines (a line at most once a second while only the
/// percentage moves, at once when the message changes, once at the end). A wrapped command's
/// output (`ProgressSpec.readsProtocol` false) is passed through instead, each line as it comes,
/// cleaned, after the title: a CI log of a long build shows the build. It ends as its input
/// does, or as the box's timeout ends it.
struct ProgressLines: LineProgram {
    /// The progress box the lines stand for: its title and message start them.
    let dialog: Dialog
    private(set) var state: ProgressState
    private var log = ProgressLog()
    /// Splits a wrapped command's output into the lines passed through.
    private var passing: LineSplitter?

    init(_ dialog: Dialog) {
        self.dialog = dialog
        state = ProgressState(log: dialog.progress?.inputIsOutput == true)
        if dialog.progress?.readsProtocol == false { passing = LineSplitter() }
    }

    /// Passing a command's output through, the title and message say first what it is.
    func opening() -> [LineCommand] {
        guard passing != nil else { return [] }
        let text = [dialog.title, dialog.message].filter { !$0.isEmpty }.map { $0 + "\n" }.joined()
        return text.isEmpty ? [] : [.write(text)]
    }

    func start() -> [LineCommand] { [] }

    /// A percentage held back by the interval is written when its second is up, input or not.
    var wake: Double? {
        [passing == nil && log.holdsBack(state, message: dialog.message) ? log.nextDue : nil, dialog.timeout].compactMap { $0 }.min()
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
            return pass(bytes) + line(at: clock)
        case .input(.dataEnded(let clock)):
            state.end(at: clock)
            return pass(nil) + line(at: clock, final: true) + [.finish(.completed)]
        case .line, .endOfLines, .input:
            return []
        }
    }

    /// The command's lines `bytes` completes (nil: its input ended, the unfinished last line
    /// too), each cleaned of what could steer the terminal.
    private mutating func pass(_ bytes: [UInt8]?) -> [LineCommand] {
        guard var splitter = passing else { return [] }
        var text = ""
        let add: (UnsafeBufferPointer<UInt8>) -> Void = { line in
            text += line.split(separator: 0x09, omittingEmptySubsequences: false)
                .map { Sanitizer.line(String(decoding: $0, as: UTF8.self)) }.joined(separator: "\t") + "\n"
        }
        if let bytes { splitter.split(bytes, add) } else { splitter.finish(add) }
        passing = splitter
        return text.isEmpty ? [] : [.write(text)]
    }

    /// The line due at `clock`, if one is: none while a command's output is passed through.
    private mutating func line(at clock: Double, final: Bool = false) -> [LineCommand] {
        guard passing == nil else { return [] }
        return log.next(state, message: dialog.message, clock: clock, final: final).map { [.write($0 + "\n")] } ?? []
    }
}
