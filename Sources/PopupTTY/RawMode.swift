import Glibc

/// Saves the terminal's settings, switches to raw input, and puts them back exactly.
public struct RawMode: Sendable {
    public let fd: Int32
    public let saved: termios

    /// Reads the current settings; nil when `fd` is not a terminal.
    public init?(fd: Int32) {
        var settings = termios()
        guard tcgetattr(fd, &settings) == 0 else { return nil }
        self.fd = fd
        saved = settings
    }

    /// Raw input: no echo, no line editing, no signals from keys (Ctrl-C arrives as a byte and
    /// becomes an outcome), no CR/LF translation; output processing kept off too.
    public func enable() throws {
        var raw = saved
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard Self.set(fd, &raw) == 0 else { throw TTYError("tcsetattr", code: errno) }
    }

    /// tcsetattr, again when a signal interrupts it: started in the background (`popupctl &`),
    /// the call stops the process (SIGTTOU), and the SIGCONT of `fg` ends the wait with EINTR.
    /// Async-signal-safe.
    private static func set(_ fd: Int32, _ settings: inout termios) -> Int32 {
        while true {
            let result = tcsetattr(fd, TCSANOW, &settings)
            if result == 0 || errno != EINTR { return result }
        }
    }

    /// The saved settings with echo off (typing a password in cooked mode).
    public func armEchoOff() {
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL)
        _ = Self.set(fd, &quiet)
    }

    /// Puts the saved settings back. Async-signal-safe.
    public func restore() {
        var settings = saved
        _ = Self.set(fd, &settings)
    }
}
