import Glibc

/// A command run in a session of its own, its stdout and stderr into one pipe we read. It has no
/// controlling terminal: one that asks on /dev/tty (sudo, ssh) fails at once and says so in its
/// output, instead of being stopped for ever (SIGTTIN) behind the box and drawing over it; unless
/// it is `asking`, when the box steps aside for it (`ChildProcess+Terminal`). Its
/// process group is stopped and continued with us (Ctrl-Z, `fg`), and a `GroupSupervisor`
/// stops it if we die or leave before it has ended.
public final class ChildProcess: @unchecked Sendable {
    public let pid: pid_t
    /// The command's output, stdout and stderr interleaved as written.
    public let output: DataInput
    /// What the command writes to its progress channel (`POPUPCTL_PROGRESS_FD`), when it has one.
    public let progress: DataInput?
    /// The descriptor the progress channel is in the command, and the variable that names it.
    public static let progressDescriptor: Int32 = 3
    public static let progressVariable = "POPUPCTL_PROGRESS_FD"
    private var status: Int32?
    private let supervisor: GroupSupervisor?
    /// SIGTERM was sent: a command that handles it is not asked twice.
    private var terminated = false

    /// Whose the process is.
    public enum Kind: Sendable {
        /// The person's: the command a progress box runs, a preview.
        case command
        /// The person's command that may ask on the terminal, run while a box is shown: a process
        /// group of its own in our session, stopped (SIGTTIN, SIGTTOU) when it touches the
        /// terminal, for the box to hand it the terminal.
        case asking
        /// Ours (tmux): a process group of its own in our session, and no supervisor or job
        /// control beyond what we do with it ourselves.
        case helper
    }

    /// Whether the command has a progress channel (`POPUPCTL_PROGRESS_FD`), and where it goes.
    public enum ProgressChannel: Sendable {
        case none
        /// A pipe of its own (`progress`): a box shows what it says as its bar and message.
        case apart
        /// Into the output, where it is passed through with the rest (plain lines, a log).
        case withOutput
    }

    /// What a command's stdin is.
    public enum Stdin: Sendable {
        /// Ours.
        case inherited
        /// /dev/null: it reads nothing (a preview must not eat our stdin, which may be the items).
        case null
    }

    /// Starts `arguments` (the first found on PATH). Its stdin is ours, unless ours is a terminal
    /// (the terminal is not the command's to read); a `helper` of ours gets /dev/null, so that it
    /// never holds on to our input.
    /// With `progressChannel`, the command also gets a channel for its progress, apart from its
    /// output: descriptor 3, named in its environment as `POPUPCTL_PROGRESS_FD`. `asking`: it runs in a
    /// process group of its own that is given the terminal when it asks on it (the box steps aside).
    public convenience init(_ arguments: [String], helper: Bool = false, asking: Bool = false,
                            progressChannel: ProgressChannel = .none) throws {
        try self.init(argumentBytes: arguments.map { Array($0.utf8) },
                      stdin: helper || StandardStreams.isTerminal(StandardStreams.input) ? .null : .inherited,
                      kind: helper ? .helper : asking ? .asking : .command, progressChannel: progressChannel)
    }

    /// Starts the command whose words are `argumentBytes` (a NUL, which no word can hold, reads as
    /// a space), its output read without blocking when `nonBlocking`.
    public init(argumentBytes arguments: [[UInt8]], stdin: Stdin, nonBlocking: Bool = false, kind: Kind = .command,
                progressChannel: ProgressChannel = .none) throws {
        guard let program = arguments.first else { throw TTYError("posix_spawn", code: ENOENT) }
        let name = String(decoding: program, as: UTF8.self)
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TTYError("pipe", code: errno) }
        guard let readEnd = Descriptors.aboveStandardStreams(fds[0]),
              let writeEnd = Descriptors.aboveStandardStreams(fds[1]) else { throw TTYError("pipe", code: errno) }
        for fd in [readEnd, writeEnd] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // A roomier pipe (the default is 64 KiB): a command that pours out output switches to us a
        // sixteenth as often. Refused (a limit for this user) it stays as it was.
        _ = fcntl(writeEnd, F_SETPIPE_SZ, Int32(1 << 20))
        defer { Glibc.close(writeEnd) }
        let channel = progressChannel == .apart ? try Self.channelPipe() : nil
        defer { if let channel { Glibc.close(channel.write) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if case .null = stdin { posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0) }
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
        if let channel { posix_spawn_file_actions_adddup2(&actions, channel.write, Self.progressDescriptor) }
        if progressChannel == .withOutput { posix_spawn_file_actions_adddup2(&actions, writeEnd, Self.progressDescriptor) }
        let environment = progressChannel == .none ? nil : Self.environment(setting: "\(Self.progressVariable)=\(Self.progressDescriptor)")
        defer { environment?.forEach { free($0) } }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A session of its own is a process group of its own too, its number the command's.
        SpawnDefaults.apply(to: &attributes, groupFlag: kind == .command ? POSIX_SPAWN_SETSID : Int32(POSIX_SPAWN_SETPGROUP))

        var child: pid_t = 0
        var result = Self.spawn(&child, name, arguments, &actions, &attributes, environment)
        if result == ENOEXEC, let script = CommandSearch.path(of: name) {
            // A file the kernel cannot run (a script without a #! line) is a shell script, as
            // execvp, env, timeout and every shell take it.
            result = Self.spawn(&child, "/bin/sh", [Array("/bin/sh".utf8), Array(script.utf8)] + arguments.dropFirst(),
                                &actions, &attributes, environment)
        }
        guard result == 0 else {
            Glibc.close(readEnd)
            if let channel { Glibc.close(channel.read) }
            throw TTYError(name, code: result)
        }
        if nonBlocking { _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK) }
        pid = child
        output = DataInput(fd: readEnd, owned: true, name: "the output of '\(name)'")
        progress = channel.map { DataInput(fd: $0.read, owned: true, name: "the progress of '\(name)'") }
        supervisor = kind == .helper ? nil : GroupSupervisor(group: child, output: readEnd, grace: Self.killGrace)
        Self.live.insert(child)
        if kind != .helper { JobControl.follow(child) }
    }

    deinit { JobControl.unfollow(pid) }

    /// posix_spawnp with `arguments` as its argv; the error number, 0 when it started.
    private static func spawn(_ child: inout pid_t, _ file: String, _ arguments: [[UInt8]],
                              _ actions: inout posix_spawn_file_actions_t, _ attributes: inout posix_spawnattr_t,
                              _ environment: [UnsafeMutablePointer<CChar>?]?) -> Int32 {
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map(cString) + [nil]
        defer { argv.forEach { free($0) } }
        guard let environment else { return posix_spawnp(&child, file, &actions, &attributes, argv, environ) }
        return posix_spawnp(&child, file, &actions, &attributes, argv, environment)
    }

    /// A pipe for the progress channel, both ends close-on-exec and above the descriptor the
    /// command gets it as (so that the dup2 always moves it there and clears close-on-exec).
    private static func channelPipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TTYError("pipe", code: errno) }
        let read = fcntl(fds[0], F_DUPFD_CLOEXEC, progressDescriptor + 7)
        let write = fcntl(fds[1], F_DUPFD_CLOEXEC, progressDescriptor + 7)
        let code = errno
        Glibc.close(fds[0])
        Glibc.close(fds[1])
        guard read >= 0, write >= 0 else {
            if read >= 0 { Glibc.close(read) }
            if write >= 0 { Glibc.close(write) }
            throw TTYError("pipe", code: code)
        }
        return (read, write)
    }

    /// Our environment with `setting` (NAME=VALUE) in place of any NAME there was, NULL-ended,
    /// for posix_spawn (freed by the caller).
    private static func environment(setting: String) -> [UnsafeMutablePointer<CChar>?] {
        let prefix = Array(setting.utf8.prefix { $0 != 0x3D }) + [0x3D]
        var entries: [UnsafeMutablePointer<CChar>?] = []
        var index = 0
        while let entry = environ[index] {
            index += 1
            let bytes = Array(UnsafeRawBufferPointer(start: entry, count: strlen(entry)))
            if !bytes.starts(with: prefix) { entries.append(strdup(entry)) }
        }
        return entries + [strdup(setting), nil]
    }

    /// A C string of `bytes`, for argv (freed by the caller).
    private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
        let string = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (offset, byte) in bytes.enumerated() { string[offset] = CChar(bitPattern: byte == 0 ? 0x20 : byte) }
        string[bytes.count] = 0
        return string
    }

    /// Asks the command's whole group to end; continued too, in case it is stopped.
    public func terminate() {
        terminated = true
        _ = kill(-pid, SIGTERM)
        _ = kill(-pid, SIGCONT)
    }

    /// Ends the command's whole group at once (a preview nobody will look at).
    public func killGroup() { _ = kill(-pid, SIGKILL) }

    /// The exit status once the command has ended, nil while it runs. What it left running in
    /// its group is killed first, while the ended command still holds the group's number (it is
    /// not reaped yet, so the number cannot have gone to another process).
    public func endedKillingGroup() -> Int32? {
        if let status { return status }
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0, info.si_signo == SIGCHLD else { return nil }
        killGroup()
        return poll()
    }

    /// The exit status, once the command has ended (a signal's death as 128 + its number); nil while it runs.
    public func poll() -> Int32? {
        if let status { return status }
        var raw: Int32 = 0
        let result = waitpid(pid, &raw, WNOHANG)
        guard result == pid else {
            if result < 0 && errno != EINTR { ended(127) }
            return status
        }
        ended(Self.exitStatus(raw))
        return status
    }

    /// The commands started and not yet reaped: children of ours that `OrphanSweep` leaves alone.
    nonisolated(unsafe) private static var live: Set<pid_t> = []

    /// Whether `pid` is a command started here and not yet reaped.
    public static func isLive(_ pid: pid_t) -> Bool { live.contains(pid) }

    private func ended(_ status: Int32) {
        self.status = status
        Self.live.remove(pid)
        supervisor?.release()
        JobControl.unfollow(pid)
    }

    /// Seconds a command that is being stopped has between SIGTERM and SIGKILL.
    public static let killGrace = 3.0
    /// Seconds a command that is being stopped as we leave (Ctrl-C, a signal) has to end before
    /// its supervisor sees the rest through: well within the half second in which we answer.
    public static let leaveGrace = 0.2

    /// Waits for the command to end. `stopping`: its group gets SIGTERM now (unless it has already
    /// ended) and SIGKILL `killGrace` seconds later. `leaving` is asked while it waits: a yes
    /// means we must go now, and the command is left to `stopForLeaving()`. Nil when the command
    /// was left stopping.
    public func wait(stopping: Bool, leaving: () -> Bool = { false }) -> Int32? {
        var deadline: Double?
        // A command that has ended is not signalled: what it left running in its group stays.
        if stopping, poll() == nil {
            terminate()
            deadline = MonotonicClock.now() + Self.killGrace
        }
        while true {
            if let status = poll() { return status }
            if leaving() { return stopForLeaving() }
            if let due = deadline, MonotonicClock.now() >= due {
                _ = kill(-pid, SIGKILL)
                deadline = .infinity
            }
            Self.pause()
        }
    }

    /// Stops the command as we leave: its group gets SIGTERM (unless it has ended) and
    /// `leaveGrace` to end; one still running then is handed to its supervisor, which sends
    /// SIGKILL after `killGrace` (a command that ignores SIGTERM never holds us). Its status, nil
    /// when it was handed over.
    public func stopForLeaving() -> Int32? {
        if let status = poll() { return status }
        if !terminated { terminate() }
        let deadline = MonotonicClock.now() + Self.leaveGrace
        while MonotonicClock.now() < deadline {
            if let status = poll() { return status }
            Self.pause()
        }
        if let status = poll() { return status }
        guard let supervisor else {
            // Nobody to leave it to: it is stopped here, whatever the wait.
            _ = kill(-pid, SIGKILL)
            return wait(stopping: false)
        }
        supervisor.handOver()
        JobControl.unfollow(pid)
        return nil
    }

    private static func pause() {
        var pause = timespec(tv_sec: 0, tv_nsec: 5_000_000)
        nanosleep(&pause, nil)
    }

    /// Runs a helper to its end with /dev/null for stdin: its status and the first `limit` bytes
    /// of its output; nil when it cannot be started, has not ended within `timeout` seconds, or a
    /// signal asked us to end meanwhile (`SignalRelay.pendingTermination` tells): a helper that
    /// hangs (tmux behind a server that does not answer) must not hang us. Its output is read
    /// only when there is some, and one that is given up on is ended and reaped here. Not
    /// `interruptible`: it has its `timeout` whatever came (it is part of ending).
    public static func run(_ arguments: [String], limit: Int, timeout: Double,
                           interruptible: Bool = true) -> (status: Int32, output: [UInt8])? {
        guard let child = try? ChildProcess(arguments, helper: true) else { return nil }
        let signals = interruptible ? (try? SignalRelay.acquire()) ?? -1 : -1
        defer { if signals >= 0 { SignalRelay.release() } }
        let deadline = MonotonicClock.now() + timeout
        var output: [UInt8] = []
        var ended = false
        while !interruptible || SignalRelay.pendingTermination == nil {
            let now = MonotonicClock.now()
            guard now < deadline else { break }
            if !ended {
                let ready = Poll.wait([child.output.fd, signals].filter { $0 >= 0 }, timeout: deadline - now)
                if signals >= 0 { _ = SignalRelay.drain() }
                guard ready.readable.contains(child.output.fd) || ready.broken.contains(child.output.fd),
                      let bytes = child.output.read() else { continue }
                if bytes.isEmpty { ended = true } else if output.count < limit { output += bytes.prefix(limit - output.count) }
            } else if let status = child.poll() {
                return (status, output)
            } else {
                // Its output ended as it exited: the status follows at once.
                var pause = timespec(tv_sec: 0, tv_nsec: 200_000)
                nanosleep(&pause, nil)
            }
        }
        _ = child.end(grace: helperGrace)
        return nil
    }

    /// Seconds a helper of ours that is given up on has between SIGTERM and SIGKILL: short, for
    /// we answer a signal within half a second whatever the helper does.
    public static let helperGrace = 0.05

    /// Ends the command now: its group gets SIGTERM (unless it has ended), SIGKILL `grace`
    /// seconds later if it still runs; then it is reaped. Its status.
    @discardableResult
    public func end(grace: Double) -> Int32 {
        if let status = poll() { return status }
        terminate()
        let deadline = MonotonicClock.now() + grace
        while MonotonicClock.now() < deadline {
            if let status = poll() { return status }
            Self.pause()
        }
        killGroup()
        return wait(stopping: false) ?? 128 + SIGKILL
    }

    static func exitStatus(_ raw: Int32) -> Int32 {
        let signal = raw & 0x7F
        return signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
    }
}
