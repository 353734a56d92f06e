import PopupCore
import PopupTTY

/// /dev/tty in cooked mode: the kernel edits the line, Ctrl-C is SIGINT, relayed to the loop.
public final class SystemLineTerminal: LineTerminal {
    private let device: TTYDevice
    private let settings: RawMode?
    private let signalFD: Int32
    private var buffered: [UInt8] = []
    private var echoOff = false

    /// Opens /dev/tty and relays signals to `readLine`; nil when the process has no controlling terminal.
    public init?() {
        guard let device = TTYDevice() else { return nil }
        self.device = device
        settings = RawMode(fd: device.fd)
        guard let fd = try? SignalRelay.install() else { return nil }
        signalFD = fd
    }

    deinit {
        setEcho(true)
        SignalRelay.uninstallRelays()
    }

    /// Writes all of `text`; throws `PopupError.terminalClosed` on hangup, `PopupError.terminal` on any
    /// other failure.
    public func write(_ text: String) throws {
        do {
            try device.writeAll(Array(text.utf8))
        } catch let error as TTYError where error.isHangup {
            throw PopupError.terminalClosed
        } catch let error as TTYError {
            throw PopupError.terminal(error.description)
        }
    }

    /// Seconds on a monotonic clock.
    public func now() -> Double { MonotonicClock.now() }

    /// Turns the terminal's echo off (`false`) or puts the saved settings back (`true`).
    public func setEcho(_ on: Bool) {
        guard let settings else { return }
        if on {
            if echoOff { settings.restore() }
            echoOff = false
        } else {
            settings.armEchoOff()
            echoOff = true
        }
    }

    /// The next line, without its newline, waiting at most `timeout` seconds (nil: for ever); a signal
    /// other than a resize or continue ends the wait, and a last line without a newline still counts.
    public func readLine(timeout: Double?) throws -> LineInput {
        let deadline = timeout.map { now() + $0 }
        while true {
            if let newline = buffered.firstIndex(of: 0x0A) {
                let line = String(decoding: buffered[..<newline], as: UTF8.self)
                buffered.removeSubrange(...newline)
                return .line(line)
            }
            let signals = SignalRelay.drain().filter { $0 != SignalNumbers.windowChange && $0 != SignalNumbers.continued }
            if let signal = signals.first { return .signal(signal) }
            let left = deadline.map { $0 - now() }
            if let left, left <= 0 { return .timeout }
            let ready = Poll.wait([device.fd, signalFD], timeout: left)
            if ready.readable.contains(device.fd) {
                guard let bytes = try? device.readAvailable() else { return .endOfFile }
                if bytes.isEmpty { return buffered.isEmpty ? .endOfFile : .line(String(decoding: buffered, as: UTF8.self)) }
                buffered += bytes
            } else if ready.broken.contains(device.fd) {
                return .endOfFile
            }
        }
    }
}
