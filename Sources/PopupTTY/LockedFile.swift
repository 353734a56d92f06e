import Glibc

/// A file held under an exclusive flock(2) while it is read and rewritten, so processes that
/// share it take turns: what one reads and writes back, the next one sees. The kernel drops the
/// lock when its holder dies, however it dies.
///
/// The files popupctl writes (a progress file, a recording) are opened as the per-terminal lock
/// is: created 0600, never through a symbolic link, and only when they are regular files of our
/// own with no other names; anything else is a `FileRefusal`, before anything is written.
public final class LockedFile: @unchecked Sendable {
    private let fd: Int32
    private var released = false

    private init(fd: Int32) { self.fd = fd }

    deinit { release() }

    /// Opens `path` (creating it) and locks it, waiting at most `seconds` for another holder: a
    /// stopped holder must not hang us. Signals keep their default effect meanwhile. Throws
    /// `TTYError` or `FileRefusal`.
    public static func lock(_ path: String, waitingAtMost seconds: Double) throws -> LockedFile {
        let fd = try openOwned(path, O_RDWR)
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
        try Self.read(fd, from: 0, limit: limit)
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

    /// Appends `bytes` to `path` (creating it) in one write under the lock, so lines from
    /// processes running at once never interleave; returns the file's `identity`. Throws
    /// `TTYError` or `FileRefusal`.
    @discardableResult
    public static func append(_ bytes: [UInt8], to path: String, waitingAtMost seconds: Double = 10) throws -> String {
        let fd = try openOwned(path, O_WRONLY | O_APPEND)
        defer { Glibc.close(fd) }
        try lock(fd, waitingAtMost: seconds)
        do {
            try StandardStreams.writeAll(fd, bytes)
        } catch let error as TTYError {
            throw error
        } catch {
            throw TTYError("write", code: EIO)
        }
        return try identity(fd)
    }

    /// Checks that `path` (created if need be, as `append` opens it) has room for `count` more
    /// bytes: that many are written under the lock and taken back, so a full filesystem is found
    /// before a command runs, not after; returns the file's `identity`. Throws `TTYError` or
    /// `FileRefusal`.
    @discardableResult
    public static func checkRoom(_ count: Int, in path: String, waitingAtMost seconds: Double = 10) throws -> String {
        let fd = try openOwned(path, O_WRONLY | O_APPEND)
        defer { Glibc.close(fd) }
        try lock(fd, waitingAtMost: seconds)
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw TTYError("stat", code: errno) }
        // Line breaks: were we killed before taking them back, a recording gains blank lines only.
        defer { _ = ftruncate(fd, info.st_size) }
        do {
            try StandardStreams.writeAll(fd, [UInt8](repeating: 0x0A, count: count))
        } catch let error as TTYError {
            throw error
        } catch {
            throw TTYError("write", code: EIO)
        }
        return try identity(fd)
    }

    /// The bytes of the regular file `path` from `offset` up to and including the first line feed
    /// (all the rest when there is none; empty at the end), failing past `limit` bytes. The line
    /// is measured first and read into a buffer of its size: a long line costs its bytes once.
    /// Throws `TTYError` or `FileRefusal`.
    public static func line(of path: String, from offset: Int, limit: Int) throws -> [UInt8] {
        let fd = try openRegular(path)
        defer { Glibc.close(fd) }
        var length = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try preadRetrying(fd, &chunk, at: offset + length)
            if count == 0 { break }
            if let end = chunk.prefix(count).firstIndex(of: 0x0A) {
                length += end + 1
                break
            }
            length += count
            if length > limit { throw TTYError("read", code: EFBIG) }
        }
        if length > limit { throw TTYError("read", code: EFBIG) }
        var line = [UInt8](repeating: 0, count: length)
        var done = 0
        while done < length {
            let count = try line.withUnsafeMutableBytes { buffer in Result { () throws(TTYError) in
                try preadRetrying(fd, buffer.baseAddress! + done, count: length - done, at: offset + done)
            } }.get()
            if count == 0 { break }
            done += count
        }
        // Shorter only when the file shrank between the two reads.
        line.removeLast(length - done)
        return line
    }

    /// What tells one file from another whatever is appended to it: its device and inode, and its
    /// birth time where the file system keeps one, "DEV:INO:SECONDS.NANOSECONDS" (else "DEV:INO"):
    /// a file made anew on a removed one's inode is another file (a symbolic link is followed;
    /// the file must be a regular one). Throws `TTYError` or `FileRefusal`.
    public static func identity(of path: String) throws -> String {
        let fd = try openRegular(path)
        defer { Glibc.close(fd) }
        return try identity(fd)
    }

    private static func identity(_ fd: Int32) throws(TTYError) -> String {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw TTYError("stat", code: errno) }
        return "\(info.st_dev):\(info.st_ino)" + (BirthTime.of(fd).map { ":" + $0 } ?? "")
    }

    /// Opens a file to write, creating it 0600: not through a symbolic link, and only a regular
    /// file of ours with one name. O_NONBLOCK: a FIFO in its place must not hang the open.
    private static func openOwned(_ path: String, _ flags: Int32) throws -> Int32 {
        // Its directory reached without following another user's links (`WrittenFileDirectory`).
        let directory = try WrittenFileDirectory(of: path)
        defer { directory.close() }
        var info = stat()
        if fstatat(directory.fd, directory.name, &info, AT_SYMLINK_NOFOLLOW) == 0 { try trust(info) }
        let opened = openat(directory.fd, directory.name, flags | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, mode_t(0o600))
        guard opened >= 0 else { throw TTYError("open", code: errno) }
        guard let fd = Descriptors.aboveStandardStreams(opened) else { throw TTYError("open", code: EMFILE) }
        do {
            guard fstat(fd, &info) == 0 else { throw TTYError("stat", code: errno) }
            try trust(info)
            try blocking(fd)
        } catch {
            Glibc.close(fd)
            throw error
        }
        return fd
    }

    /// Opens a file to read: any path, but a regular file (a FIFO would wait for a writer).
    static func openRegular(_ path: String) throws -> Int32 {
        let fd = try open(path, O_RDONLY | O_NONBLOCK)
        var info = stat()
        do {
            guard fstat(fd, &info) == 0 else { throw TTYError("stat", code: errno) }
            if let kind = kind(info) { throw FileRefusal.notRegular(kind) }
            try blocking(fd)
        } catch {
            Glibc.close(fd)
            throw error
        }
        return fd
    }

    private static func trust(_ info: stat) throws(FileRefusal) {
        if (info.st_mode & S_IFMT) == S_IFLNK { throw .symbolicLink }
        if let kind = kind(info) { throw .notRegular(kind) }
        // In a shared directory, a file planted by another user is not ours to write.
        if info.st_uid != geteuid() { throw .otherOwner }
        if info.st_nlink > 1 { throw .otherLinks }
    }

    /// What a file that is not a regular one is, in words; nil for a regular file.
    private static func kind(_ info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a file"
        }
    }

    private static func blocking(_ fd: Int32) throws(TTYError) {
        let flags = fcntl(fd, F_GETFL)
        guard flags >= 0, fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0 else { throw TTYError("fcntl", code: errno) }
    }

    private static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o600) throws(TTYError) -> Int32 {
        let opened = Glibc.open(path, flags | O_CLOEXEC, mode)
        guard opened >= 0 else { throw TTYError("open", code: errno) }
        guard let fd = Descriptors.aboveStandardStreams(opened) else { throw TTYError("open", code: EMFILE) }
        return fd
    }

    private static func preadRetrying(_ fd: Int32, _ buffer: inout [UInt8], at offset: Int) throws(TTYError) -> Int {
        let count = buffer.count
        return try buffer.withUnsafeMutableBytes { bytes in Result { () throws(TTYError) in
            try preadRetrying(fd, bytes.baseAddress!, count: count, at: offset)
        } }.get()
    }

    private static func preadRetrying(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, count: Int, at offset: Int) throws(TTYError) -> Int {
        while true {
            let read = pread(fd, buffer, count, off_t(offset))
            if read >= 0 { return read }
            if errno != EINTR { throw TTYError("read", code: errno) }
        }
    }

    private static func read(_ fd: Int32, from start: Int, limit: Int) throws(TTYError) -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var offset = start
        while true {
            let count = try preadRetrying(fd, &chunk, at: offset)
            if count == 0 { return result }
            result += chunk.prefix(count)
            offset += count
            if result.count > limit { throw TTYError("read", code: EFBIG) }
        }
    }
}
