import PopupCore
import PopupTTY

/// A terminal in memory: scripted input, captured output, a fixed size, an environment of its own
/// and a virtual clock. Drives the whole run loop in tests, with no device and no real time; a
/// `ProgressPopup`'s calls come in at `.program` steps, as its program makes them.
public final class MemoryTerminal: Terminal {
    /// One scripted event; `next(timeout:)` plays them in order.
    public enum Step: Sendable, Equatable {
        /// Input bytes, read as they are.
        case bytes([UInt8])
        /// Input text, read as its UTF-8 bytes.
        case text(String)
        /// A signal arrives (see `TerminalSignal`).
        case signal(Int32)
        /// Virtual time passes with no input.
        case wait(Double)
        /// The terminal takes this size, and the loop gets SIGWINCH.
        case resize(Size)
        /// Bytes on the watched data input (a progress box's stdin).
        case data([UInt8])
        /// The data input ends.
        case dataEnd
        /// The program feeding its `ProgressPopup` makes its next call (an `update`, or `finish`),
        /// read as one input: waits for it in real time (the virtual clock stands still), at most
        /// `programWait`. Skipped while no program feeds the box.
        case program
        /// Output of the preview command asked for last (see `previewRequests`).
        case previewOutput([UInt8])
        /// That command ends with this status.
        case previewEnd(Int32)
    }

    /// How long a `.program` step waits for the program's call: past it, the program is taken as
    /// stuck and the terminal reads as closed, so that a test fails instead of hanging.
    public var programWait = 10.0

    /// Every byte written so far, in order.
    public private(set) var output: [UInt8] = []
    /// The size the run loop sees; a `.resize` step changes it.
    public var size: Size
    /// What a presentation left to the terminal is read from (`Presentation.automatic`); never
    /// the process's.
    public var environment: [String: String]
    /// True between `enterRawMode()` and `restoreMode()`.
    public private(set) var isRaw = false
    /// How many times `suspend()` was called (Ctrl-Z).
    public private(set) var suspendCount = 0
    private var script: [Step]
    private var clock = 0.0
    /// Each frame as written, for tests that look at intermediate screens.
    public private(set) var writes: [[UInt8]] = []

    /// A terminal of `size` (80 × 24 by default) with `environment` (none by default) that plays
    /// `script`; once the script is over, a wait with a timeout times out and one without reads as closed.
    public init(size: Size = Size(width: 80, height: 24), environment: [String: String] = [:], script: [Step]) {
        self.size = size
        self.environment = environment
        self.script = script
    }

    /// The output decoded as UTF-8.
    public var outputText: String { String(decoding: output, as: UTF8.self) }

    /// Scripted steps not yet read: input that would be left for the shell.
    public var unreadSteps: [Step] { script }

    /// The virtual clock in seconds, from 0: only `.wait` steps and timeouts move it.
    public func now() -> Double { clock }
    /// Only sets `isRaw`.
    public func enterRawMode() throws { isRaw = true }
    /// Only clears `isRaw`.
    public func restoreMode() { isRaw = false }

    /// Appends `bytes` to `output`, and to `writes` as one write.
    public func write(_ bytes: [UInt8]) throws {
        output += bytes
        writes.append(bytes)
    }

    /// Plays the next step: bytes or text as input, a signal, a resize as SIGWINCH; a wait longer than
    /// `timeout` uses up the timeout and keeps the rest.
    public func next(timeout: Double?) throws -> TerminalInput {
        while let step = script.first {
            switch step {
            case .wait(let seconds):
                if let timeout, timeout < seconds {
                    clock += timeout
                    script[0] = .wait(seconds - timeout)
                    return .timeout
                }
                clock += seconds
                script.removeFirst()
            case .bytes(let bytes):
                script.removeFirst()
                return .bytes(bytes)
            case .text(let text):
                script.removeFirst()
                return .bytes(Array(text.utf8))
            case .signal(let signal):
                script.removeFirst()
                return .signal(signal)
            case .resize(let newSize):
                script.removeFirst()
                size = newSize
                return .signal(TerminalSignal.windowChange)
            case .data(let bytes):
                script.removeFirst()
                return .data(bytes)
            case .dataEnd:
                script.removeFirst()
                return .dataEnded
            case .previewOutput(let bytes):
                script.removeFirst()
                return .previewOutput(bytes, generation: previewRequests.last??.generation ?? 0)
            case .previewEnd(let status):
                script.removeFirst()
                return .previewEnded(status: status, generation: previewRequests.last??.generation ?? 0)
            case .program:
                script.removeFirst()
                guard let feed else { continue }
                guard let updates = feed.next(waitingAtMost: programWait) else { return .closed }
                if updates.contains(.end) { self.feed = nil }
                return .progress(updates)
            }
        }
        guard let timeout else { return .closed }
        clock += timeout
        return .timeout
    }

    /// Plays the steps the watched input and the program make (`.data`, `.dataEnd`, `.program`),
    /// signals, and waits up to `timeout`; stops at the first key or resize, leaving it unread.
    public func nextWatched(timeout: Double) throws -> TerminalInput {
        var left = timeout
        while let step = script.first {
            switch step {
            case .data, .dataEnd, .signal, .previewOutput, .previewEnd:
                return try next(timeout: nil)
            case .program:
                guard feed != nil else {
                    script.removeFirst()
                    continue
                }
                return try next(timeout: nil)
            case .wait(let seconds):
                guard seconds <= left else {
                    clock += left
                    script[0] = .wait(seconds - left)
                    return .timeout
                }
                clock += seconds
                left -= seconds
                script.removeFirst()
            case .bytes, .text, .resize:
                return .timeout
            }
        }
        clock += left
        return .timeout
    }

    /// The data input its `.data` and `.dataEnd` steps stand for: given to a dialog as the input
    /// it reads (a list's items still to come, `Popup.run(on:items:)`), it is never read itself.
    public let scriptedInput = DataInput(fd: -1, owned: false, name: "the script's data")

    /// Data comes from `.data` steps; the input given is only noted.
    public func watch(_ input: DataInput?) { watchesData = input != nil }
    /// True while a data input is watched.
    public private(set) var watchesData = false

    /// The program's calls come at `.program` steps, one a step.
    public func watch(updates feed: ProgressFeed?) { self.feed = feed }
    private var feed: ProgressFeed?

    /// Every preview asked for, in order (nil: stop), with no command run: `.previewOutput` and
    /// `.previewEnd` steps stand for what it would print.
    public private(set) var previewRequests: [PreviewRequest?] = []
    public func preview(_ request: PreviewRequest?) { previewRequests.append(request) }

    /// Counts the call; the process goes on running.
    public func suspend() { suspendCount += 1 }
    /// Does nothing: there is no real terminal to restore.
    public func armEmergencyRestore(_ bytes: [UInt8]) {}
    /// Does nothing.
    public func disarmEmergencyRestore() {}

    /// A terminating signal that is the next step: it arrived while the input before it is handled.
    public func pendingTermination() -> Int32? {
        guard case .signal(let signal)? = script.first,
              [TerminalSignal.interrupt, TerminalSignal.terminate, TerminalSignal.hangup, TerminalSignal.quit].contains(signal)
        else { return nil }
        return signal
    }
}
