import PopupCore
import PopupTTY

/// The controlling terminal (/dev/tty), with signals relayed into the input stream.
public final class SystemTerminal: Terminal {
    private let device: TTYDevice
    private let raw: RawMode?
    private let signalFD: Int32
    private var rawEnabled = false
    private var queuedSignals: [Int32] = []

    /// Opens /dev/tty; nil when the process has no controlling terminal.
    public init?() {
        guard let device = TTYDevice() else { return nil }
        self.device = device
        raw = RawMode(fd: device.fd)
        guard let fd = try? SignalRelay.install() else { return nil }
        signalFD = fd
    }

    deinit {
        restoreMode()
        SignalRelay.disarmEmergencyRestore()
        SignalRelay.uninstallRelays()
    }

    /// The window size the kernel reports; 80 × 24 when it cannot be read.
    public var size: Size {
        guard let size = device.windowSize() else { return Size(width: 80, height: 24) }
        return Size(width: size.columns, height: size.rows)
    }

    /// Seconds on a monotonic clock.
    public func now() -> Double { MonotonicClock.now() }

    /// Switches /dev/tty to raw mode, keeping its settings to restore (nothing when they cannot be read).
    public func enterRawMode() throws {
        guard let raw else { return }
        try raw.enable()
        rawEnabled = true
    }

    /// Puts the saved terminal settings back, if raw mode is on.
    public func restoreMode() {
        guard rawEnabled, let raw else { return }
        raw.restore()
        rawEnabled = false
    }

    /// Writes all of `bytes`, stopping early when a signal asks the process to end; throws
    /// `PopupError.terminalClosed` on hangup.
    public func write(_ bytes: [UInt8]) throws {
        do {
            try device.writeAll(bytes) { SignalRelay.pendingTermination != nil }
        } catch let error as TTYError where error.isInterrupted {
            // A signal wants us gone mid-write; the loop will see it next.
        } catch let error as TTYError where error.isHangup {
            throw PopupError.terminalClosed
        } catch let error as TTYError {
            throw PopupError.terminal(error.description)
        }
    }

    /// Waits for input or a relayed signal, signals first; hangup and end of file read as `.closed`.
    public func next(timeout: Double?) throws -> TerminalInput {
        queuedSignals += SignalRelay.drain()
        if !queuedSignals.isEmpty { return .signal(queuedSignals.removeFirst()) }
        let ready = Poll.wait([device.fd, signalFD], timeout: timeout)
        queuedSignals += SignalRelay.drain()
        if !queuedSignals.isEmpty { return .signal(queuedSignals.removeFirst()) }
        if ready.readable.contains(device.fd) {
            guard let bytes = try readOrHangup() else { return .timeout }
            return bytes.isEmpty ? .closed : .bytes(bytes)
        }
        if ready.broken.contains(device.fd) { return .closed }
        return .timeout
    }

    private func readOrHangup() throws -> [UInt8]? {
        do {
            return try device.readAvailable()
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
}
