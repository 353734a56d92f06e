import PopupCore
import PopupTTY

/// A progress box with no box: its input read to the end (a writer never meets a closed pipe),
/// its state written as plain lines (`ProgressLog`), for logs and `--plain`.
public struct PlainProgress {
    public let dialog: Dialog

    public init(_ dialog: Dialog) {
        self.dialog = dialog
    }

    /// Reads `input` to its end, handing each due line to `write`; returns what was read.
    public func run(_ input: DataInput, write: (String) -> Void) -> ProgressState {
        var state = ProgressState()
        var log = ProgressLog()
        let start = MonotonicClock.now()
        while true {
            let now = MonotonicClock.now() - start
            // A percentage held back by the interval is printed when its second is up, input or not.
            let pending = log.holdsBack(state, message: dialog.message)
            let ready = Poll.wait([input.fd], timeout: pending ? max(0, log.nextDue - now) : nil)
            let clock = MonotonicClock.now() - start
            if ready.readable.contains(input.fd) || ready.broken.contains(input.fd) {
                guard let bytes = input.read() else { continue }
                if bytes.isEmpty {
                    state.end(at: clock)
                    if let line = log.next(state, message: dialog.message, clock: clock, final: true) { write(line + "\n") }
                    return state
                }
                state.consume(bytes, at: clock)
            }
            if let line = log.next(state, message: dialog.message, clock: clock) { write(line + "\n") }
        }
    }
}
