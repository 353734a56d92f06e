import PopupCore
import PopupTTY

/// /dev/tty in cooked mode: the kernel edits the line, Ctrl-C is SIGINT, relayed to the loop.
public final class SystemLineTerminal: LineTerminal {
    private let device: TTYDevice
    private var settings: RawMode?
    private let sources: EventSources
    private var buffered: [UInt8] = []
    private var echoOff = false
    private var lock: TerminalLock?
    private var claimed = false
    /// What was written since the last newline: the question waiting for its answer.
    private var openLine = ""
    /// The terminal's character set: text is written in it and lines are read in it.
    public let charset: Charset

    /// Opens /dev/tty and relays signals to `readLine`; nil when the process has no controlling
    /// terminal. The character set is the locale's unless given.
    public init?(charset: Charset = Charset.from(environment: EnvironmentReader.read())) {
        guard let device = TTYDevice() else { return nil }
        self.device = device
        self.charset = charset
        let sources = EventSources()
        guard sources.relaysSignals else { return nil }
        self.sources = sources
    }

    deinit {
        setEcho(true)
        SignalRelay.disarmEmergencyRestore()
        lock?.release()
    }

    /// Waits for any dialog already on this terminal, and only then reads its settings.
    private func claim() throws {
        guard !claimed else { return }
        lock = try TerminalClaim.claim(device)
        claimed = true
        settings = RawMode(fd: device.fd)
        // Echo may be off (a password) when a signal kills us: the handler puts it back.
        SignalRelay.armEmergencyRestore(fd: device.fd, settings: settings?.saved, bytes: [])
        // A line typed before the question was asked is not its answer.
        device.discardPendingInput()
    }

    /// Writes all of `text`; throws `PopupError.terminalClosed` on hangup, `PopupError.terminal` on any
    /// other failure.
    public func write(_ text: String) throws {
        try claim()
        if let newline = text.lastIndex(of: "\n") {
            openLine = String(text[text.index(after: newline)...])
        } else {
            openLine += text
        }
        do {
            try device.writeAll(charset.encode(text)) { SignalRelay.pendingTermination != nil }
        } catch let error as TTYError where error.isInterrupted {
            // Ending, and the terminal is not reading: the loop sees the signal next.
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

    /// The next line, without its newline, waiting at most `timeout` seconds (nil: for ever); any
    /// signal ends the wait, and a last line without a newline still counts.
    public func readLine(timeout: Double?) throws -> LineInput {
        try claim()
        let deadline = timeout.map { now() + $0 }
        while true {
            if let newline = buffered.firstIndex(of: 0x0A) {
                let line = String(decoding: charset.decode(Array(buffered[..<newline])), as: UTF8.self)
                buffered.removeSubrange(...newline)
                return .line(line)
            }
            if let signal = sources.nextSignal() { return .signal(signal) }
            let left = deadline.map { $0 - now() }
            if let left, left <= 0 { return .timeout }
            switch sources.wait(device: device.fd, timeout: left) {
            case .input(.signal(let signal)):
                return .signal(signal)
            case .input:
                continue
            case .device(let readable, let broken):
                // Before reading: a hung-up terminal also reads as end of file, which is Ctrl-D's meaning.
                if broken { throw PopupError.terminalClosed }
                guard readable else { continue }
                let bytes: [UInt8]?
                do {
                    bytes = try device.readAvailable()
                } catch let error as TTYError where error.isHangup {
                    throw PopupError.terminalClosed
                }
                guard let bytes else { continue }
                if bytes.isEmpty { return buffered.isEmpty ? .endOfFile : .line(String(decoding: charset.decode(buffered), as: UTF8.self)) }
                buffered += bytes
            }
        }
    }

    /// Drops the half-typed line and anything typed after it, in the kernel and read already.
    public func discardUnreadInput() {
        buffered.removeAll()
        device.discardPendingInput()
    }

    /// Ctrl-Z: stops as any line-reading program does, the echo on while stopped, and asks the
    /// open question again after `fg`.
    public func suspend() {
        let wasOff = echoOff
        setEcho(true)
        JobControl.suspend()
        if wasOff { setEcho(false) }
        // Back from `fg`: the shell has written over the question, and Ctrl-Z dropped the half-typed
        // answer (the terminal flushes its input on a stop). Ask again, as a line editor does.
        if !openLine.isEmpty {
            buffered.removeAll()
            try? device.writeAll(charset.encode(openLine)) { SignalRelay.pendingTermination != nil }
        }
    }
}
