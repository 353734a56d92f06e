import PopupCore
import PopupTTY

/// A progress box with no box: its input read to the end (a writer never meets a closed pipe),
/// its state written as plain lines (`ProgressLog`), for logs and `--plain`.
public struct PlainProgress {
    /// The progress box the lines stand for: its title and message start them.
    public let dialog: Dialog

    /// Plain progress lines for `dialog`.
    public init(_ dialog: Dialog) {
        self.dialog = dialog
    }

    /// Reads `input` to its end, handing each due line to `write`; returns what was read and how it
    /// ended: completed, interrupted by a signal (INT, TERM, HUP, QUIT) or, with a timeout, as the
    /// box's timeout ends it. Ctrl-Z stops it as usual. A read error throws
    /// `PopupError.unreadable`: it is no end of the input. `clock` gives seconds on a monotonic
    /// clock (the line terminal's `now`, say): the lines' seconds and the timeout are read from it.
    public func run(_ input: DataInput, clock: () -> Double,
                    write: (String) -> Void) throws -> (progress: ProgressState, outcome: Outcome) {
        var state = ProgressState(log: dialog.progress?.showsBar == false)
        var log = ProgressLog()
        let signals = try? SignalRelay.acquire()
        defer { if signals != nil { SignalRelay.release() } }
        let start = clock()
        while true {
            let now = clock() - start
            if let timeout = dialog.timeout, now >= timeout { return (state, TimeoutOutcome.outcome(dialog, values: [])) }
            // A percentage held back by the interval is printed when its second is up, input or not.
            let pending = log.holdsBack(state, message: dialog.message)
            let wake = [pending ? log.nextDue : nil, dialog.timeout].compactMap { $0 }.min()
            let ready = Poll.wait([input.fd] + (signals.map { [$0] } ?? []), timeout: wake.map { max(0, $0 - now) })
            for signal in SignalRelay.drain() {
                switch signal {
                case SignalNumbers.interrupt, SignalNumbers.terminate, SignalNumbers.hangup, SignalNumbers.quit:
                    return (state, .interrupted(signal: signal))
                case SignalNumbers.terminalStop:
                    JobControl.suspend()
                default:
                    break
                }
            }
            let elapsed = clock() - start
            if ready.readable.contains(input.fd) || ready.broken.contains(input.fd) {
                guard let bytes = input.read() else { continue }
                if bytes.isEmpty {
                    if let failure = PopupError.failure(of: input) { throw failure }
                    state.end(at: elapsed)
                    if let line = log.next(state, message: dialog.message, clock: elapsed, final: true) { write(line + "\n") }
                    return (state, .completed)
                }
                state.consume(bytes, at: elapsed)
            }
            if let line = log.next(state, message: dialog.message, clock: elapsed) { write(line + "\n") }
        }
    }
}
