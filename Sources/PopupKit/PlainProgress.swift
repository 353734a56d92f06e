import PopupCore
import PopupTTY

/// A progress box with no box: its input read to the end (a writer never meets a closed pipe),
/// its state written as plain lines (`ProgressLog`), for logs and `--plain`.
public struct PlainProgress {
    public let dialog: Dialog

    public init(_ dialog: Dialog) {
        self.dialog = dialog
    }

    /// Reads `input` to its end, handing each due line to `write`; returns what was read, and the
    /// signal (INT, TERM, HUP, QUIT) that ended it first, if one did. Ctrl-Z stops it as usual.
    public func run(_ input: DataInput, write: (String) -> Void) -> (progress: ProgressState, signal: Int32?) {
        var state = ProgressState()
        var log = ProgressLog()
        let signals = try? SignalRelay.install()
        defer { SignalRelay.uninstallRelays() }
        let start = MonotonicClock.now()
        while true {
            let now = MonotonicClock.now() - start
            // A percentage held back by the interval is printed when its second is up, input or not.
            let pending = log.holdsBack(state, message: dialog.message)
            let ready = Poll.wait([input.fd] + (signals.map { [$0] } ?? []), timeout: pending ? max(0, log.nextDue - now) : nil)
            for signal in SignalRelay.drain() {
                switch signal {
                case SignalNumbers.interrupt, SignalNumbers.terminate, SignalNumbers.hangup, SignalNumbers.quit:
                    return (state, signal)
                case SignalNumbers.terminalStop:
                    JobControl.suspend()
                default:
                    break
                }
            }
            let clock = MonotonicClock.now() - start
            if ready.readable.contains(input.fd) || ready.broken.contains(input.fd) {
                guard let bytes = input.read() else { continue }
                if bytes.isEmpty {
                    state.end(at: clock)
                    if let line = log.next(state, message: dialog.message, clock: clock, final: true) { write(line + "\n") }
                    return (state, nil)
                }
                state.consume(bytes, at: clock)
            }
            if let line = log.next(state, message: dialog.message, clock: clock) { write(line + "\n") }
        }
    }
}
