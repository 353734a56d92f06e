import PopupCore
import PopupTTY
import Synchronization

/// A progress box a Swift program feeds while it works: the box runs on a thread of its own,
/// reading what `update` sends as its input, and is drawn at the frame rate however often it is fed.
///
/// ```swift
/// let progress = try ProgressPopup(title: "Importing", buttons: [Button("Cancel", role: .cancel)]).start()
/// for (index, photo) in photos.enumerated() {
///     guard progress.update(percent: Double(index) * 100 / Double(photos.count), message: photo.name) else { break }
///     try importPhoto(photo)
/// }
/// let outcome = progress.finish()   // .completed, or the button chosen
/// ```
public final class ProgressPopup: @unchecked Sendable {
    /// The box shown.
    public let popup: Popup
    private var pipe: DataPipe?
    /// The percentage sent last: a message sent alone goes with it, so it is never read as one.
    private var lastPercent: Double?
    private var worker: Worker?
    private let result = ResultBox()

    /// A progress box for `popup` (its dialog becomes one if it is not already).
    public init(_ popup: Popup) {
        var popup = popup
        if popup.dialog.progress == nil { popup.dialog.progress = ProgressSpec() }
        self.popup = popup
    }

    /// A progress box from its parts: with `waitsAtEnd`, `finish()` leaves it saying "Done" until OK.
    public convenience init(title: String = "", message: String = "", buttons: [Button] = [], waitsAtEnd: Bool = false,
                            theme: Theme = .standard, presentation: Presentation = .current) {
        var dialog = Dialog(title: title, message: message, buttons: buttons)
        dialog.progress = ProgressSpec(waitsAtEnd: waitsAtEnd)
        self.init(Popup(dialog, theme: theme, presentation: presentation))
    }

    /// Shows the box on the controlling terminal; throws `PopupError.noTerminal` without one.
    @discardableResult
    public func start() throws -> ProgressPopup {
        guard let terminal = SystemTerminal() else { throw PopupError.noTerminal }
        return try start(on: terminal)
    }

    /// Shows the box on `terminal`; it takes the terminal until `finish()`.
    @discardableResult
    public func start(on terminal: Terminal) throws -> ProgressPopup {
        precondition(pipe == nil, "a ProgressPopup starts once")
        let pipe = try DataPipe()
        self.pipe = pipe
        let run = Handoff(popup: popup, terminal: terminal, pipe: pipe, result: result)
        worker = try Worker { run.go() }
        return self
    }

    /// Sends the percentage (0–100; nil leaves it) and a new message (nil keeps it). False once
    /// the box has closed (a button, Esc, Ctrl-C): time to stop the work.
    @discardableResult
    public func update(percent: Double? = nil, message: String? = nil) -> Bool {
        guard let pipe else { return false }
        let sent = percent.map { min(100, max(0, $0)) }
        if let sent { lastPercent = sent }
        guard let text = Self.input(percent: sent, message: message, lastPercent: lastPercent) else {
            return !result.isClosed
        }
        return pipe.write(Array(text.utf8))
    }

    /// The input lines for one update: the gauge's block (a percentage, then the message with its
    /// line breaks written as \n on one line); without a percentage yet, zenity's `# TEXT` line, so
    /// a message of digits (or one that reads XXX) is never taken for a percentage or a block's end.
    static func input(percent: Double?, message: String?, lastPercent: Double?) -> String? {
        if let message {
            let escaped = message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: "\\n")
            let readsAsMarker = escaped.filter { $0 != " " && $0 != "\t" } == "XXX"
            guard let shown = percent ?? lastPercent, !readsAsMarker else {
                return (percent.map { "\($0)\n" } ?? "") + "# " + escaped + "\n"
            }
            return "XXX\n\(shown)\n" + escaped + "\nXXX\n"
        }
        return percent.map { "\($0)\n" }
    }

    /// Ends the input and waits for the box to close: at once, or at OK when it waits at the end.
    /// `.completed`, or how it ended before (a button, `.dismissed`, `.interrupted`).
    @discardableResult
    public func finish() -> Outcome {
        pipe?.closeWriter()
        worker?.join()
        worker = nil
        return result.outcome ?? .completed
    }

    /// What the thread hands back: written as it ends, read by the caller's `update` at any time.
    private final class ResultBox: Sendable {
        private let state = Mutex<(outcome: Outcome?, isClosed: Bool)>((nil, false))
        var outcome: Outcome? { state.withLock { $0.outcome } }
        var isClosed: Bool { state.withLock { $0.isClosed } }
        func close(with outcome: Outcome) { state.withLock { $0 = (outcome, true) } }
    }

    /// What the box's thread needs, handed over whole.
    private struct Handoff: @unchecked Sendable {
        let popup: Popup
        let terminal: Terminal
        let pipe: DataPipe
        let result: ResultBox

        func go() {
            let outcome = (try? popup.runProgress(on: terminal, input: pipe.input).outcome) ?? .interrupted(signal: TerminalSignal.hangup)
            result.close(with: outcome)
            // The writer learns that the box is gone at its next write (EPIPE).
            pipe.input.close()
        }
    }
}
