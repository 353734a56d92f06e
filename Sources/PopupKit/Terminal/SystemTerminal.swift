import PopupCore
import PopupTTY

/// The controlling terminal (/dev/tty), with signals relayed into the input stream.
public final class SystemTerminal: Terminal {
    private let device: TTYDevice
    private var raw: RawMode?
    private let sources: EventSources
    private var rawEnabled = false
    private var lock: TerminalLock?
    private var claimed = false
    /// Reads a byte at a time, as curses does: what a dialog does not take stays typed for the
    /// next one (`enterRawMode(keepingTypeAhead:)`).
    private var readsByteByByte = false

    /// Opens /dev/tty; nil when the process has no controlling terminal.
    public init?() {
        guard let device = TTYDevice() else { return nil }
        self.device = device
        let sources = EventSources()
        guard sources.relaysSignals else { return nil }
        self.sources = sources
    }

    deinit {
        sources.stopPreviews()
        restoreMode()
        SignalRelay.disarmEmergencyRestore()
        // `sources` stops relaying signals as it goes, after this: the terminal is put back first.
    }

    /// The window size the kernel reports, clamped to `Size.largestScreen`; 80 × 24 when it cannot be read.
    public var size: Size {
        guard let size = device.windowSize() else { return Size(width: 80, height: 24) }
        return Size(width: size.columns, height: size.rows).clampedToScreen
    }

    /// This process's environment, read when asked (as a dialog is shown).
    public var environment: [String: String] { EnvironmentReader.read() }

    /// Seconds on a monotonic clock.
    public func now() -> Double { MonotonicClock.now() }

    /// Waits for any other dialog on this terminal to finish first, then reads the settings to
    /// restore: read while another dialog holds the terminal raw, they would be its raw ones.
    public func enterRawMode() throws { try enterRawMode(keepingTypeAhead: false) }

    /// `enterRawMode()`, keeping what was typed before when asked (as whiptail and dialog do);
    /// `PopupError.terminalClosed` on hangup.
    public func enterRawMode(keepingTypeAhead: Bool) throws {
        if !claimed {
            lock = try TerminalClaim.claim(device)
            claimed = true
        }
        if raw == nil { raw = RawMode(fd: device.fd) }
        guard let raw else { return }
        do {
            try raw.enable()
        } catch let error as TTYError where error.isHangup {
            // The terminal went away (its master closed: an ssh drop), as the SIGCONT that
            // follows its SIGHUP asked for it back: a hangup, not a failure.
            throw PopupError.terminalClosed
        }
        rawEnabled = true
        // Keys typed before the dialog was on screen were not an answer to it: a Tab and an Enter
        // typed ahead must not choose Delete unseen. (Queries are sent after this, so their
        // replies are not lost.)
        if !keepingTypeAhead { device.discardPendingInput() }
        readsByteByByte = keepingTypeAhead
    }

    /// Puts the saved terminal settings back, if raw mode is on, and drops what was typed for
    /// the dialog but not read (keys pressed as it ends), so that the shell never reads it.
    public func restoreMode() { restoreMode(keepingTypeAhead: false) }

    /// `restoreMode()`, keeping what was typed and not read when asked: the next program's keys.
    public func restoreMode(keepingTypeAhead: Bool) {
        if rawEnabled, let raw {
            raw.restore()
            if keepingTypeAhead { TypeAheadHandoff.boxEnds(on: device) } else { device.discardPendingInput() }
            rawEnabled = false
        }
        lock?.release()
        lock = nil
        claimed = false
    }

    /// Writes all of `bytes`, stopping early when a signal asks the process to end; throws
    /// `PopupError.terminalClosed` on hangup.
    public func write(_ bytes: [UInt8]) throws {
        do {
            try device.writeAll(bytes) { SignalRelay.pendingTermination != nil }
        } catch let error as TTYError where error.isInterrupted {
            // We are ending and the terminal is not taking bytes. What waits in its queue is a
            // frame nobody needs; drop it so that what we write now, and the way out, gets through.
            device.discardPendingOutput()
            device.writeNow([0x18] + bytes)
        } catch let error as TTYError where error.isHangup {
            throw PopupError.terminalClosed
        } catch let error as TTYError {
            throw PopupError.terminal(error.description)
        }
    }

    public var hasPendingKeys: Bool { Poll.wait([device.fd], timeout: 0).readable.contains(device.fd) }

    /// Waits for input or a relayed signal, signals first; hangup and end of file read as `.closed`.
    public func next(timeout: Double?) throws -> TerminalInput {
        try wait(timeout: timeout, keys: true)
    }

    /// Waits for the watched input or a relayed signal, the terminal's own input left unread.
    public func nextWatched(timeout: Double) throws -> TerminalInput {
        try wait(timeout: timeout, keys: false)
    }

    private func wait(timeout: Double?, keys: Bool) throws -> TerminalInput {
        switch sources.wait(device: keys ? device.fd : nil, timeout: timeout) {
        case .input(let input):
            return input
        case .device(let readable, _):
            guard readable else { return .closed }
            guard let bytes = try readOrHangup() else { return .timeout }
            return bytes.isEmpty ? .closed : .bytes(bytes)
        }
    }

    /// Runs the preview pane's command (see `PreviewRunner`).
    public func preview(_ request: PreviewRequest?) { sources.preview(request) }

    public func become(_ command: ShellCommand) throws {
        throw ProcessImage.replace(command.arguments, environment: environment.merging(command.environment) { $1 })
    }

    public func run(_ command: ShellCommand, streams: ShellRun.Streams) throws -> ShellRun? {
        try ShellRun(command.arguments, adding: command.environment, streams: streams)
    }

    /// Polls `input` with the terminal until it ends.
    public func watch(_ input: DataInput?) { sources.data = input }

    /// Polls `feed` with the terminal until its end.
    public func watch(updates feed: ProgressFeed?) { sources.feed = feed }

    private func readOrHangup() throws -> [UInt8]? {
        do {
            return try device.readAvailable(max: readsByteByByte ? 1 : 65536)
        } catch let error as TTYError where error.isHangup {
            return []
        }
    }

    /// Stops the process group with SIGTSTP; returns once it is continued (`fg`).
    public func suspend() { JobControl.suspend() }

    /// Has the crash handler put the saved terminal settings back and write `bytes` if the process dies.
    public func armEmergencyRestore(_ bytes: [UInt8]) {
        SignalRelay.armEmergencyRestore(fd: device.fd, settings: raw?.saved, bytes: bytes)
    }

    /// Cancels `armEmergencyRestore(_:)`.
    public func disarmEmergencyRestore() { SignalRelay.disarmEmergencyRestore() }

    /// INT, TERM, HUP or QUIT, as soon as its handler has run.
    public func pendingTermination() -> Int32? { SignalRelay.pendingTermination }
}
