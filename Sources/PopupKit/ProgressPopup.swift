import PopupCore
import PopupTTY
import Synchronization

/// A progress box a Swift program feeds while it works: the box runs on a thread of its own,
/// taking what `update` sends as typed values, and is drawn at the frame rate however often it is fed.
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
    /// What `update` sends, as values: nothing is written as gauge text and parsed back.
    private var feed: ProgressFeed?
    private var worker: Worker?
    private let result = ResultBox()

    /// A progress box for `popup` (its dialog becomes one if it is not already).
    public init(_ popup: Popup) {
        var popup = popup
        if popup.dialog.progress == nil { popup.dialog.progress = ProgressSpec() }
        self.popup = popup
    }

    /// A progress box from its parts: with `waitsAtEnd`, `finish()` leaves it saying "Done" until OK.
    /// The presentation, unless given, is the terminal's (`Presentation.automatic`: NO_COLOR,
    /// COLORTERM, TERM, POPUPCTL_REDUCE_MOTION from the environment when `start()` shows it on the
    /// controlling terminal; a `MemoryTerminal`'s own environment, never the process's).
    public convenience init(title: String = "", message: String = "", buttons: [Button] = [], waitsAtEnd: Bool = false,
                            theme: Theme = .standard, presentation: Presentation = .automatic) {
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

    /// Shows the box on `terminal`; it takes the terminal until `finish()`. The terminal hands the
    /// box what `update` sends (`Terminal.watch(updates:)`); a `MemoryTerminal` at each `.program` step.
    @discardableResult
    public func start(on terminal: Terminal) throws -> ProgressPopup {
        precondition(feed == nil, "a ProgressPopup starts once")
        let feed = try ProgressFeed()
        self.feed = feed
        let run = Handoff(popup: popup, terminal: terminal, feed: feed, result: result)
        worker = try Worker { run.go() }
        return self
    }

    /// Sends the percentage (0–100; nil leaves it) and a new message (nil keeps it; shown as given,
    /// its line breaks as line breaks). Never waits for the screen. False once the box has closed
    /// (a button, Esc, Ctrl-C): time to stop the work.
    @discardableResult
    public func update(percent: Double? = nil, message: String? = nil) -> Bool {
        guard let feed else { return false }
        let updates = Self.updates(percent: percent, message: message)
        return updates.isEmpty ? feed.isOpen : feed.send(updates)
    }

    /// The typed updates one call of `update` sends: the percentage first, so that the message is
    /// shown beside it.
    static func updates(percent: Double?, message: String?) -> [ProgressUpdate] {
        (percent.map { [ProgressUpdate.percent($0)] } ?? []) + (message.map { [ProgressUpdate.message($0)] } ?? [])
    }

    /// Ends the input and waits for the box to close: at once, or at OK when it waits at the end.
    /// `.completed`, or how it ended before (a button, `.dismissed`, `.interrupted`).
    @discardableResult
    public func finish() -> Outcome {
        _ = feed?.send([.end])
        worker?.join()
        worker = nil
        return result.outcome ?? .completed
    }

    /// What the thread hands back: written as it ends, read by the caller at any time.
    private final class ResultBox: Sendable {
        private let state = Mutex<Outcome?>(nil)
        var outcome: Outcome? { state.withLock { $0 } }
        func close(with outcome: Outcome) { state.withLock { $0 = outcome } }
    }

    /// What the box's thread needs, handed over whole.
    private struct Handoff: @unchecked Sendable {
        let popup: Popup
        let terminal: Terminal
        let feed: ProgressFeed
        let result: ResultBox

        func go() {
            let outcome = (try? popup.runProgress(on: terminal, updates: feed)) ?? .interrupted(signal: TerminalSignal.hangup)
            result.close(with: outcome)
            // The program learns that the box is gone at its next update.
            feed.close()
        }
    }
}
