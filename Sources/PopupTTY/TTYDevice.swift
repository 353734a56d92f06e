#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The controlling terminal, opened as /dev/tty: the dialog never touches stdin or stdout.
public final class TTYDevice: @unchecked Sendable {
    public let fd: Int32
    private var closed = false

    /// Opens the controlling terminal; nil when the process has none (CI, cron, setsid).
    public init?(path: String = "/dev/tty") {
        let fd = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        guard isatty(fd) == 1 else {
            Glibc.close(fd)
            return nil
        }
        self.fd = fd
    }

    deinit { close() }

    public func close() {
        guard !closed else { return }
        closed = true
        _ = Glibc.close(fd)
    }

    /// The terminal's size in cells; nil when the terminal will not say.
    public func windowSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes every byte, retrying short writes. Stops with an error when the terminal is gone or
    /// when `shouldAbort` says a signal wants the program to end (a write blocked on a slow reader).
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
            if written < 0 && code == EINTR {
                if shouldAbort() { throw TTYError("write", code: EINTR) }
                continue
            }
            if written < 0 && (code == EAGAIN || code == EWOULDBLOCK) {
                var pfd = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&pfd, 1, 100)
                if shouldAbort() { throw TTYError("write", code: EINTR) }
                continue
            }
            throw TTYError("write", code: written == 0 ? EIO : code)
        }
    }

    /// Reads what is available (call after poll says so). Empty means end of file; nil, that a
    /// signal came first.
    public func readAvailable(max: Int = 65536) throws -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: max)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, max) }
            if count >= 0 { return Array(buffer.prefix(count)) }
            let code = errno
            if code == EINTR || code == EAGAIN { return nil }
            throw TTYError("read", code: code)
        }
    }
}
