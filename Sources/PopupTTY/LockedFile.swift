import Glibc

/// A file held under an exclusive flock(2) while it is read and rewritten, so processes that
/// share it take turns: what one reads and writes back, the next one sees. The kernel drops the
/// lock when its holder dies, however it dies.
public final class LockedFile: @unchecked Sendable {
    private let fd: Int32
    private var released = false

    private init(fd: Int32) { self.fd = fd }

    deinit { release() }

    /// Opens `path` (creating it, mode 0644) and locks it, waiting at most `seconds` for another
    /// holder: a stopped holder must not hang us. Signals keep their default effect meanwhile.
    public static func lock(_ path: String, waitingAtMost seconds: Double) throws(TTYError) -> LockedFile {
        let fd = try open(path, O_RDWR | O_CREAT)
        do {
            try lock(fd, waitingAtMost: seconds)
        } catch {
            Glibc.close(fd)
            throw error
        }
        return LockedFile(fd: fd)
    }

    /// Takes `fd`'s exclusive lock, polling, for at most `seconds`: a holder that never lets go
    /// makes an error, never a hang.
    private static func lock(_ fd: Int32, waitingAtMost seconds: Double) throws(TTYError) {
        let deadline = MonotonicClock.now() + seconds
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR, MonotonicClock.now() < deadline else {
                throw TTYError("lock", code: code)
            }
            _ = poll(nil, 0, 20)
        }
    }

    /// The whole file, failing past `limit` bytes.
    public func contents(limit: Int) throws(TTYError) -> [UInt8] {
        try Self.read(fd, from: 0, limit: limit, untilNewline: false)
    }

    /// Makes the file hold exactly `bytes`, on disk before this returns (a power cut after a
    /// line is taken must not give it out again).
    public func replace(with bytes: [UInt8]) throws(TTYError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress! + offset, $0.count - offset, off_t(offset)) }
            if written < 0 {
                if errno == EINTR { continue }
                throw TTYError("write", code: errno)
            }
            offset += written
        }
        guard ftruncate(fd, off_t(bytes.count)) == 0 else { throw TTYError("write", code: errno) }
        guard fsync(fd) == 0 else { throw TTYError("sync", code: errno) }
    }

    /// Unlocks and closes; also done when the value goes away.
    public func release() {
        guard !released else { return }
        released = true
        _ = Glibc.close(fd)
    }

    /// Appends `bytes` to `path` (creating it, mode 0600: answers may be private) in one
    /// write under the lock, so lines from processes running at once never interleave.
    public static func append(_ bytes: [UInt8], to path: String, waitingAtMost seconds: Double = 10) throws(TTYError) {
        let fd = try open(path, O_WRONLY | O_CREAT | O_APPEND, mode: 0o600)
        defer { Glibc.close(fd) }
        try lock(fd, waitingAtMost: seconds)
        do {
            try StandardStreams.writeAll(fd, bytes)
        } catch let error as TTYError {
            throw error
        } catch {
            throw TTYError("write", code: EIO)
        }
    }

    /// The bytes of `path` from `offset` up to and including the first line feed (all the rest
    /// when there is none; empty at the end), failing past `limit` bytes.
    public static func line(of path: String, from offset: Int, limit: Int) throws(TTYError) -> [UInt8] {
        let fd = try open(path, O_RDONLY)
        defer { Glibc.close(fd) }
        return try read(fd, from: offset, limit: limit, untilNewline: true)
    }

    /// What tells one version of `path` from another: device, inode, size and modification time.
    public static func identity(of path: String) throws(TTYError) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { throw TTYError("stat", code: errno) }
        return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec)\(String(info.st_mtim.tv_nsec + 1_000_000_000).dropFirst())"
    }

    private static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o644) throws(TTYError) -> Int32 {
        let opened = Glibc.open(path, flags | O_CLOEXEC, mode)
        guard opened >= 0 else { throw TTYError("open", code: errno) }
        guard let fd = Descriptors.aboveStandardStreams(opened) else { throw TTYError("open", code: EMFILE) }
        return fd
    }

    private static func read(_ fd: Int32, from start: Int, limit: Int, untilNewline: Bool) throws(TTYError) -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var offset = start
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(offset)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw TTYError("read", code: errno)
            }
            if count == 0 { return result }
            if untilNewline, let end = chunk.prefix(count).firstIndex(of: 0x0A) {
                result += chunk.prefix(end + 1)
                if result.count > limit { try tooBig() }
                return result
            }
            result += chunk.prefix(count)
            offset += count
            if result.count > limit { try tooBig() }
        }
    }

    private static func tooBig() throws(TTYError) -> Never {
        throw TTYError("read", code: EFBIG)
    }
}
