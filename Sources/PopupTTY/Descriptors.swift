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

    /// The highest descriptor open in this process, from /proc/self/fd; the limit on descriptors
    /// when that cannot be read.
    static func highestOpen() -> Int32 {
        // Without /proc, the limit; a container's can be a billion, and each number is a close().
        guard let directory = opendir("/proc/self/fd") else { return Int32(clamping: min(sysconf(Int32(_SC_OPEN_MAX)), 65_536)) }
        defer { closedir(directory) }
        var highest: Int32 = 2
        while let entry = readdir(directory) {
            let number = withUnsafeBytes(of: entry.pointee.d_name) { name -> Int32? in
                var value: Int32 = 0
                for byte in name.prefix(while: { $0 != 0 }) {
                    guard (0x30...0x39).contains(byte), value < 1 << 24 else { return nil }
                    value = value * 10 + Int32(byte - 0x30)
                }
                return name.first == 0 ? nil : value
            }
            if let number { highest = max(highest, number) }
        }
        return highest
    }
}
