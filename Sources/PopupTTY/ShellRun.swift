import Glibc

/// A command a list action runs (fzf's `execute`, `execute-silent`, `reload`). Every signal is at
/// its default and none is held in it.
public final class ShellRun {
    /// Where its streams go.
    public enum Streams: Sendable {
        /// On the terminal, in our process group, its stdin the terminal and its output ours (the
        /// terminal when ours is not one), as fzf runs `execute`.
        case terminal
        /// With no terminal, in a group of its own, every stream /dev/null (`execute-silent`).
        case none
        /// Its stdout into `output`, the rest /dev/null, in a group of its own (`reload`).
        case output
    }

    public let pid: pid_t
    /// Its stdout, with `Streams.output`.
    public let output: DataInput?
    private var status: Int32?
    private let ownGroup: Bool

    /// Starts `arguments` (the first found on PATH) with our environment and `adding`.
    public init(_ arguments: [[UInt8]], adding: [String: String], streams: Streams) throws {
        guard let program = arguments.first else { throw TTYError("posix_spawn", code: ENOENT) }
        let name = String(decoding: program, as: UTF8.self)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: (read: Int32, write: Int32)?
        switch streams {
        case .terminal:
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/tty", O_RDONLY, 0)
            for fd: Int32 in [1, 2] where isatty(fd) == 0 { posix_spawn_file_actions_addopen(&actions, fd, "/dev/tty", O_WRONLY, 0) }
        case .none, .output:
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            if streams == .none {
                posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            } else {
                var fds: [Int32] = [0, 0]
                guard pipe(&fds) == 0, let read = Descriptors.aboveStandardStreams(fds[0]),
                      let write = Descriptors.aboveStandardStreams(fds[1]) else { throw TTYError("pipe", code: errno) }
                for fd in [read, write] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
                pipeEnds = (read, write)
                posix_spawn_file_actions_adddup2(&actions, write, 1)
            }
        }
        defer { if let pipeEnds { close(pipeEnds.write) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        SpawnDefaults.apply(to: &attributes, groupFlag: streams == .terminal ? 0 : Int32(POSIX_SPAWN_SETPGROUP))
        ownGroup = streams != .terminal

        var entries: [UnsafeMutablePointer<CChar>?] = []
        var index = 0
        while let entry = environ[index] {
            index += 1
            let text = String(cString: entry)
            let key = text.prefix { $0 != "=" }
            if adding[String(key)] == nil { entries.append(strdup(entry)) }
        }
        entries += adding.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { entries.forEach { free($0) } }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { word in
            let string = malloc(word.count + 1)!.assumingMemoryBound(to: CChar.self)
            for (offset, byte) in word.enumerated() { string[offset] = CChar(bitPattern: byte == 0 ? 0x20 : byte) }
            string[word.count] = 0
            return string
        } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let result = posix_spawnp(&child, name, &actions, &attributes, argv, entries)
        guard result == 0 else {
            if let pipeEnds { close(pipeEnds.read) }
            throw TTYError(name, code: result)
        }
        pid = child
        output = pipeEnds.map { DataInput(fd: $0.read, owned: true, name: "the output of '\(name)'") }
    }

    /// Its exit status (128 + N for signal N) once it has ended, nil while it runs.
    public func ended() -> Int32? {
        if let status { return status }
        var raw: Int32 = 0
        guard waitpid(pid, &raw, WNOHANG) == pid else { return nil }
        status = Self.decode(raw)
        return status
    }

    /// Waits until it ends; its exit status.
    public func wait() -> Int32 {
        if let status { return status }
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
        status = Self.decode(raw)
        return status ?? 0
    }

    /// Asks it (its whole group, when it has one of its own) to end.
    public func terminate() {
        _ = kill(ownGroup ? -pid : pid, SIGTERM)
    }

    /// Ends it (its whole group, when it has one of its own) at once and reaps it.
    public func killNow() {
        guard ended() == nil else { return }
        _ = kill(ownGroup ? -pid : pid, SIGKILL)
        _ = wait()
    }

    private static func decode(_ raw: Int32) -> Int32 {
        raw & 0x7F == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
    }
}
