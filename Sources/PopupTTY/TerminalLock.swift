import Glibc

/// One dialog per terminal: an exclusive flock on a file named after the terminal device, so a
/// second popupctl on the same terminal waits for the first instead of drawing over it. The
/// kernel drops a flock when its holder dies, however it dies: a killed holder leaves nothing stale.
public final class TerminalLock: @unchecked Sendable {
    public enum Wait {
        case acquired(TerminalLock)
        /// `shouldAbort` said stop while we waited.
        case abandoned
        /// No lock file we can trust (no writable directory, someone else's file): go unlocked
        /// rather than not at all.
        case unavailable
    }

    private let fd: Int32

    private init(fd: Int32) { self.fd = fd }

    deinit { release() }

    private var released = false

    public func release() {
        guard !released else { return }
        released = true
        _ = Glibc.close(fd)
    }

    /// Waits until this process holds the lock for terminal `device`, asking `shouldAbort` at
    /// least every tenth of a second and after every signal.
    public static func acquire(device: UInt64, shouldAbort: () -> Bool) -> Wait {
        guard let fd = openLockFile(device: device) else { return .unavailable }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                Glibc.close(fd)
                return .unavailable
            }
            if shouldAbort() {
                Glibc.close(fd)
                return .abandoned
            }
            // Interrupted by any signal, so a SIGTERM is seen at once.
            _ = poll(nil, 0, 100)
        }
        return .acquired(TerminalLock(fd: fd))
    }

    /// The lock file's path: in $XDG_RUNTIME_DIR when there is one, else /tmp; per user and device.
    public static func path(device: UInt64) -> String {
        RuntimeDirectory.file("tty-\(String(device, radix: 16)).lock")
    }

    private static func openLockFile(device: UInt64) -> Int32? {
        let opened = open(path(device: device), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard opened >= 0 else { return nil }
        guard let fd = Descriptors.aboveStandardStreams(opened) else { return nil }
        var info = stat()
        // In a shared /tmp, a file planted by another user is not ours to trust or to block on.
        guard fstat(fd, &info) == 0, info.st_uid == getuid(), (info.st_mode & S_IFMT) == S_IFREG else {
            Glibc.close(fd)
            return nil
        }
        return fd
    }
}
