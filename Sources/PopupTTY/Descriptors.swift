import Glibc

/// Keeping our descriptors off 0, 1 and 2.
enum Descriptors {
    /// `fd` moved to 3 or above (close-on-exec), or nil when that fails. When a script runs us with
    /// stdout closed (`>&-`), open() hands out 1; left there, the answer written to "stdout" would
    /// land on the terminal or in our signal pipe instead of failing as it must.
    static func aboveStandardStreams(_ fd: Int32) -> Int32? {
        guard fd <= 2 else { return fd }
        let moved = fcntl(fd, F_DUPFD_CLOEXEC, 3)
        Glibc.close(fd)
        return moved >= 0 ? moved : nil
    }
}
