import Glibc

/// stdin, stdout and stderr as plain byte streams.
public enum StandardStreams {
    public static let input: Int32 = 0
    public static let output: Int32 = 1
    public static let error: Int32 = 2

    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// True when `fd` is an open descriptor.
    public static func isOpen(_ fd: Int32) -> Bool { fcntl(fd, F_GETFD) != -1 }

    /// A closed stdout becomes a write error (EPIPE) to report, not a silent death by SIGPIPE.
    public static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Reads to end of file, failing past `limit` bytes.
    public static func readAll(_ fd: Int32, limit: Int) throws -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return result }
            if count < 0 {
                if errno == EINTR { continue }
                throw TTYError("read", code: errno)
            }
            result += chunk.prefix(count)
            if result.count > limit { throw TTYError("read", code: EFBIG) }
        }
    }

    /// Writes every byte; fails with the system's reason (EPIPE when the reader is gone).
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw TTYError("write", code: errno)
            }
            offset += written
        }
    }

    /// The last `limit` bytes of a file (all of a shorter one), without reading what comes before.
    public static func readFileTail(_ path: String, limit: Int) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw TTYError(path, code: errno) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit {
            _ = lseek(fd, off_t(Int(info.st_size) - limit), SEEK_SET)
        }
        // A file that grows meanwhile gives what was there: at most `limit` bytes.
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while result.count < limit {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, min($0.count, limit - result.count)) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw TTYError("read", code: errno)
            }
            result += chunk.prefix(count)
        }
        return result
    }

    /// Reads a whole settings file (a theme, DIALOGRC), failing past `limit` bytes; anything but a
    /// regular file is a `FileRefusal`, never waited on (a FIFO would hang every run).
    public static func readRegularFile(_ path: String, limit: Int) throws -> [UInt8] {
        let fd = try LockedFile.openRegular(path)
        defer { close(fd) }
        return try readAll(fd, limit: limit)
    }

    /// Reads a whole file, failing past `limit` bytes.
    public static func readFile(_ path: String, limit: Int) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw TTYError(path, code: errno) }
        defer { close(fd) }
        return try readAll(fd, limit: limit)
    }
}
