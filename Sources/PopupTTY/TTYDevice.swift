import Glibc

/// The controlling terminal, opened as /dev/tty: the dialog never touches stdin or stdout.
public final class TTYDevice: @unchecked Sendable {
    public let fd: Int32
    private var closed = false

    /// Opens the controlling terminal; nil when the process has none (CI, cron, setsid).
    public init?(path: String = "/dev/tty") {
        let opened = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard opened >= 0 else { return nil }
        guard isatty(opened) == 1, let fd = Descriptors.aboveStandardStreams(opened) else {
            Glibc.close(opened)
            return nil
        }
        // Our own open file description: non-blocking here changes nothing for the shell. A write
        // to a terminal that stopped reading then waits in poll, where a signal can reach us.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        self.fd = fd
    }

    deinit { close() }

    public func close() {
        guard !closed else { return }
        closed = true
        _ = Glibc.close(fd)
    }

    /// The number of the terminal behind /dev/tty (e.g. /dev/pts/3): the same terminal has the
    /// same number in every process. fstat would give /dev/tty's own number, the same for all.
    public func deviceNumber() -> UInt64? {
        var number: UInt32 = 0
        guard ioctl(fd, TIOCGDEV, &number) == 0 else { return nil }
        return UInt64(number)
    }

    /// The terminal's size in cells; nil when the terminal will not say.
    public func windowSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes every byte, retrying short writes and waiting while the terminal takes none. Stops
    /// with an error when the terminal is gone, or (EINTR) when `shouldAbort` says so; it is asked
    /// whenever the terminal is not taking bytes, so a slow reader cannot keep a signal waiting.
    public func writeAll(_ bytes: [UInt8], shouldAbort: () -> Bool = { false }) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
            }
            if written > 0 {
                offset += written
                continue
            }
            let code = errno
            guard written < 0, code == EINTR || code == EAGAIN || code == EWOULDBLOCK else {
                throw TTYError("write", code: written == 0 ? EIO : code)
            }
            if shouldAbort() { throw TTYError("write", code: EINTR) }
            var pfd = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            // Bounded, so that a signal landing just before the poll is seen soon anyway.
            _ = poll(&pfd, 1, 100)
            if pfd.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { throw TTYError("write", code: EIO) }
            if shouldAbort() { throw TTYError("write", code: EINTR) }
        }
    }

    /// Writes what the terminal takes now, without waiting; returns the count.
    @discardableResult
    public func writeNow(_ bytes: [UInt8]) -> Int {
        guard !bytes.isEmpty else { return 0 }
        let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress!, $0.count) }
        return max(0, written)
    }

    /// Drops output written but not yet taken by the terminal (a frame nobody will see).
    public func discardPendingOutput() {
        _ = tcflush(fd, TCOFLUSH)
    }

    /// Drops input typed but not yet read: a half-typed line, keys meant for a dialog that is
    /// ending. Left in the queue, the shell would read them next.
    public func discardPendingInput() {
        _ = tcflush(fd, TCIFLUSH)
    }

    /// Reads what is available (call after poll says so). Empty means end of file; nil, that a
    /// signal came first or that nothing was there after all.
    public func readAvailable(max: Int = 65536) throws -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: max)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, max) }
            if count >= 0 { return Array(buffer.prefix(count)) }
            let code = errno
            if code == EINTR || code == EAGAIN || code == EWOULDBLOCK { return nil }
            throw TTYError("read", code: code)
        }
    }
}
