import Glibc

/// glibc's POSIX_SPAWN_SETSID: spawn.h defines it only for _GNU_SOURCE, which Swift does not see.
private let spawnSetSessionID: Int32 = 0x80

/// One program running in a fresh pseudo-terminal of a fixed size, in a session of its own, so
/// that the terminal is its /dev/tty. The bench holds the master side: it reads what the program
/// draws, with the moment each piece arrived, and types keys.
final class PtyProcess {
    enum Event: Equatable {
        case output([UInt8], at: Double)
        case exited
        case timeout
    }

    let pid: pid_t
    /// Just before the spawn: "exec" in every time the bench reports from the start.
    let started: Double
    private let master: Int32
    /// Our copy of the slave, held until the program has opened its own: a master whose slave
    /// was never opened reads as hung up.
    private var slave: Int32
    private(set) var exitTime: Double?
    private(set) var exitStatus: Int32?
    private(set) var usage = rusage()
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

    init(_ launch: Launch) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: UInt16(launch.rows), ws_col: UInt16(launch.columns), ws_xpixel: 0, ws_ypixel: 0)
        var name = [CChar](repeating: 0, count: 4096)
        guard openpty(&master, &slave, &name, nil, &size) == 0 else {
            throw BenchError("openpty failed: " + String(cString: strerror(errno)))
        }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        self.master = master
        self.slave = slave

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // After setsid, the first open of the slave makes it the controlling terminal.
        var pipeEnds: [Int32] = [-1, -1]
        if let producer = launch.stdinProducer {
            guard pipe(&pipeEnds) == 0 else {
                close(master)
                close(slave)
                throw BenchError("pipe failed: " + String(cString: strerror(errno)))
            }
            for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            producerPid = Self.spawnProducer(producer, into: pipeEnds[1])
            posix_spawn_file_actions_addopen(&actions, 1, name, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        } else if let stdinPath = launch.stdinPath {
            posix_spawn_file_actions_addopen(&actions, 1, name, O_RDWR, 0)
            posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, launch.stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        Self.startClean(&attributes, defaults: [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGCHLD], flags: spawnSetSessionID)

        let argv = ([launch.executable] + launch.arguments).map { strdup($0) } + [nil]
        let envp = launch.environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        started = Monotonic.now()
        let result = posix_spawn(&pid, launch.executable, &actions, &attributes, argv, envp)
        // The pipe is the producer's and the tool's now: the tool sees its end when the producer ends.
        for end in pipeEnds where end >= 0 { close(end) }
        guard result == 0 else {
            if let producer = producerPid { kill(producer, SIGKILL) }
            close(master)
            close(slave)
            throw BenchError("cannot start \(launch.executable): " + String(cString: strerror(result)))
        }
        self.pid = pid
    }

    /// The process writing into the tool's stdin, while it runs.
    private var producerPid: pid_t?

    /// A child starts with no signal blocked and `defaults` at their default actions (we ignore
    /// or catch them, and it must not inherit that), plus `flags` (a session of its own).
    private static func startClean(_ attributes: inout posix_spawnattr_t, defaults signals: [Int32], flags: Int32) {
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in signals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF) | flags))
    }

    /// Starts `command` with its stdout on `pipe` and stdin from /dev/null; nil when it cannot start.
    private static func spawnProducer(_ command: [String], into pipe: Int32) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe, 1)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        startClean(&attributes, defaults: [SIGPIPE], flags: 0)
        let argv = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var environment: [UnsafeMutablePointer<CChar>?] = [nil]
        var pid: pid_t = 0
        guard posix_spawn(&pid, command[0], &actions, &attributes, argv, &environment) == 0 else { return nil }
        return pid
    }

    /// Ends the producer if it still writes, and collects it.
    private func stopProducer() {
        guard let producer = producerPid else { return }
        producerPid = nil
        kill(producer, SIGKILL)
        var status: Int32 = 0
        while waitpid(producer, &status, 0) < 0 && errno == EINTR {}
    }

    deinit {
        terminate()
        closeSlaveCopy()
        close(master)
    }

    var hasExited: Bool { exitTime != nil }

    /// Waits until `deadline` for output or for the end of the program, whichever comes first.
    func next(until deadline: Double) -> Event {
        while exitTime == nil {
            var wait = deadline - Monotonic.now()
            if slave >= 0 { wait = min(wait, 0.005) }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(max(0, wait * 1000).rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 {
                if slave >= 0 && reap(blocking: false) { return .exited }
                if Monotonic.now() >= deadline { return .timeout }
                continue
            }
            let count = read(master, &buffer, buffer.count)
            let at = Monotonic.now()
            if count > 0 {
                closeSlaveCopy()
                return .output(Array(buffer[0..<count]), at: at)
            }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            // EIO: every slave descriptor is closed, which happens as the program exits.
            exitTime = at
            _ = reap(blocking: true)
        }
        return .exited
    }

    /// Types bytes as if from the keyboard.
    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += written
        }
    }

    /// Kills the program when it is still running and collects its status and resource usage.
    func terminate() {
        defer { stopProducer() }
        guard exitStatus == nil else { return }
        if exitTime == nil { peakResident = Self.residentHighWater(pid) }
        kill(pid, SIGKILL)
        if exitTime == nil { exitTime = Monotonic.now() }
        _ = reap(blocking: true)
    }

    private func reap(blocking: Bool) -> Bool {
        guard exitStatus == nil else { return true }
        var status: Int32 = 0
        var result: pid_t
        repeat {
            result = wait4(pid, &status, blocking ? 0 : WNOHANG, &usage)
        } while result < 0 && errno == EINTR
        guard result == pid else { return false }
        exitStatus = status
        if exitTime == nil { exitTime = Monotonic.now() }
        return true
    }

    private func closeSlaveCopy() {
        guard slave >= 0 else { return }
        close(slave)
        slave = -1
    }

    /// The program's peak resident memory in bytes, read from /proc just before `terminate` killed
    /// it; nil when it ended by itself. (wait4's ru_maxrss will not do: a posix_spawn child shares
    /// the bench's memory until exec, and Linux carries that high-water mark across the exec.)
    private(set) var peakResident: Int?

    /// Peak resident memory as wait4 reports it (KiB on Linux): exact only for a child started
    /// from a small process, such as a shell that execs the program.
    var reportedMaxResident: Int { Int(usage.ru_maxrss) * 1024 }

    static func residentHighWater(_ pid: pid_t) -> Int? {
        let status = Machine.read("/proc/\(pid)/status")
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.dropFirst(6).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
}
