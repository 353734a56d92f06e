import Glibc

/// Which run of a script a replayed dialog belongs to, as /proc shows the processes: the process
/// that asks (our parent), or above it while that is only a subshell of its own parent (the same
/// command line: `$(popupctl … | head)`) or a wrapper that runs us (its arguments end with ours:
/// `timeout 9 popupctl …`, `sudo popupctl …`). Named "BOOT:PID:START" (the boot, the process
/// id, its start time), so a process id used again later is another run.
public enum ReplayRun {
    /// The run this process belongs to; nil without /proc.
    public static func current() -> String? {
        guard let boot = bootIdentity(), let own = commandLine(of: getpid()) else { return nil }
        var asking = getppid()
        // Bounded: a chain of subshells and wrappers is short, and /proc could change under us.
        for _ in 0..<32 {
            guard asking > 1, let parent = status(of: asking)?.parent, parent > 1,
                  let line = commandLine(of: asking) else { break }
            guard line == commandLine(of: parent) || runs(line, own) else { break }
            asking = parent
        }
        guard let start = status(of: asking)?.start else { return nil }
        return "\(boot):\(asking):\(start)"
    }

    /// Whether the run `id` (from `current`) is still going: its process is there, the same one
    /// (started when it was), and not a zombie.
    public static func isAlive(_ id: String) -> Bool {
        let parts = id.split(separator: ":").map(String.init)
        guard parts.count == 3, parts[0] == bootIdentity(), let pid = Int32(parts[1]), pid > 0,
              let found = status(of: pid) else { return false }
        return String(found.start) == parts[2] && found.state != "Z" && found.state != "X"
    }

    /// Whether the command line `line` runs `own` as a command of its own: it ends with our
    /// arguments, after a word naming our program.
    static func runs(_ line: [[UInt8]], _ own: [[UInt8]]) -> Bool {
        guard let program = own.first, line.count > own.count else { return false }
        let arguments = own.dropFirst()
        guard line.suffix(arguments.count).elementsEqual(arguments) else { return false }
        return baseName(line[line.count - own.count]) == baseName(program)
    }

    private static func baseName(_ word: [UInt8]) -> ArraySlice<UInt8> {
        word.lastIndex(of: UInt8(ascii: "/")).map { word[($0 + 1)...] } ?? word[...]
    }

    /// The state, parent and start time (clock ticks after boot) in /proc/PID/stat.
    static func status(of pid: pid_t) -> (state: Character, parent: pid_t, start: UInt64)? {
        guard let bytes = read("/proc/\(pid)/stat"), let close = bytes.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        // After the command name (which may hold spaces and parentheses): field 3 onwards.
        let fields = bytes[(close + 1)...].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
        guard fields.count > 19, let state = fields[0].first, let parent = pid_t(fields[1]), let start = UInt64(fields[19]) else { return nil }
        return (state, parent, start)
    }

    /// The words of /proc/PID/cmdline.
    static func commandLine(of pid: pid_t) -> [[UInt8]]? {
        guard let bytes = read("/proc/\(pid)/cmdline") else { return nil }
        return bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast(bytes.last == 0 ? 1 : 0).map(Array.init)
    }

    private static func bootIdentity() -> String? {
        guard let bytes = read("/proc/sys/kernel/random/boot_id") else { return nil }
        let text = String(decoding: bytes, as: UTF8.self).filter { $0.isHexDigit }
        return text.isEmpty ? nil : text
    }

    /// A small /proc file, whole (at most 64 KiB).
    private static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while result.count < 1 << 16 {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            result += chunk.prefix(count)
        }
        return result
    }
}
