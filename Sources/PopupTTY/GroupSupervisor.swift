import Glibc

/// A small process that outlives us to finish stopping a command's process group. We hold one end
/// of a pipe to it, its lifeline. Released (the command ended and was reaped), it exits. When the
/// lifeline closes unreleased — we left while the command was still stopping (Ctrl-C, SIGTERM: the
/// shell gets its prompt back at once), or we died, SIGKILL included — it sends the group SIGTERM
/// (unless we said we had), reads and drops the group's output (so its last words never meet a
/// closed pipe), and sends SIGKILL if the group is still there after `grace`.
///
/// It is forked twice, so the init process reaps it, and runs in a session of its own: no
/// terminal's signal, no Ctrl-Z and no `kill` of our process group reaches it. It holds nothing of
/// ours open but the lifeline and the output (no terminal, no lock), and /dev/null as its stdio,
/// so that `x=$(popupctl …)` never waits for it. Between the forks and its exit it calls only
/// async-signal-safe functions on memory set up before the fork.
final class GroupSupervisor {
    private var lifeline: Int32

    /// What we tell it down the lifeline.
    private enum Word: UInt8 {
        /// The group's leader ended and was reaped: nothing to do.
        case released = 0x52  // R
        /// SIGTERM was sent: what is left is the wait and the SIGKILL.
        case terminated = 0x54  // T
    }

    /// Starts a supervisor for `group`, whose output we read from `output`; nil when it cannot be
    /// started (the command then runs unsupervised, as it did before there was one).
    init?(group: pid_t, output: Int32, grace: Double) {
        // Off 0, 1 and 2 (a closed stdout must not become the lifeline), and never inherited.
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        let moved = [ends[0], ends[1], open("/dev/null", O_RDWR | O_CLOEXEC)].map(Descriptors.aboveStandardStreams)
        guard let readEnd = moved[0], let writeEnd = moved[1], let devNull = moved[2] else {
            moved.compactMap { $0 }.forEach { _ = close($0) }
            return nil
        }
        ends = [readEnd, writeEnd]
        for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        defer { close(devNull) }
        let plan = Plan(group: group, lifeline: ends[0], output: output, devNull: devNull,
                        highestDescriptor: max(Descriptors.highestOpen(), ends[1], devNull), grace: grace)
        let first = fork()
        if first == 0 {
            // The middle process only lets the supervisor go, so that it is nobody's child of ours.
            if fork() == 0 { Self.supervise(plan) }
            _exit(0)
        }
        close(ends[0])
        guard first > 0 else {
            close(ends[1])
            return nil
        }
        var status: Int32 = 0
        while waitpid(first, &status, 0) < 0 && errno == EINTR {}
        lifeline = ends[1]
    }

    deinit { closeLifeline() }

    /// The command ended and was reaped: the supervisor exits, touching nothing.
    func release() { say(.released) }

    /// We leave with the command stopping (SIGTERM sent): the supervisor sees it through.
    func handOver() { say(.terminated) }

    private func say(_ word: Word) {
        guard lifeline >= 0 else { return }
        var byte = word.rawValue
        _ = write(lifeline, &byte, 1)
        closeLifeline()
    }

    private func closeLifeline() {
        guard lifeline >= 0 else { return }
        close(lifeline)
        lifeline = -1
    }

    /// All the supervisor needs, made before the fork.
    private struct Plan {
        var group: pid_t
        var lifeline: Int32
        var output: Int32
        var devNull: Int32
        var highestDescriptor: Int32
        var grace: Double
    }

    /// The supervisor's whole life, after the forks.
    private static func supervise(_ plan: Plan) -> Never {
        _ = setsid()
        for signal in 1..<Int32(65) {
            switch signal {
            case SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM:
                _ = Glibc.signal(signal, SIG_IGN)
            default:
                // Our handlers write to descriptors it does not have.
                _ = Glibc.signal(signal, SIG_DFL)
            }
        }
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        // The lifeline becomes 3 and the output 4, by way of numbers above everything open; the rest closes.
        let top = plan.highestDescriptor
        let lifeline = fcntl(plan.lifeline, F_DUPFD, top + 1)
        let output = fcntl(plan.output, F_DUPFD, top + 2)
        for standard in Int32(0)...2 { _ = dup2(plan.devNull, standard) }
        _ = dup2(lifeline, 3)
        _ = dup2(output, 4)
        var fd: Int32 = 5
        while fd <= top + 2 {
            _ = close(fd)
            fd += 1
        }

        var terminated = false
        var byte: UInt8 = 0
        while true {
            let count = read(3, &byte, 1)
            if count == 1 && byte == Word.released.rawValue { _exit(0) }
            if count == 1 && byte == Word.terminated.rawValue { terminated = true }
            if count == 0 || (count < 0 && errno != EINTR) { break }
        }
        if !terminated {
            _ = kill(-plan.group, SIGTERM)
            _ = kill(-plan.group, SIGCONT)
        }
        let deadline = MonotonicClock.now() + plan.grace
        var drained = pollfd(fd: 4, events: Int16(POLLIN), revents: 0)
        var sink: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        while MonotonicClock.now() < deadline {
            if kill(-plan.group, 0) != 0 && errno == ESRCH { _exit(0) }
            drained.revents = 0
            // At the output's end (a descriptor of -1) the poll only waits.
            if poll(&drained, 1, 20) > 0 {
                let count = withUnsafeMutableBytes(of: &sink) { read(4, $0.baseAddress, $0.count) }
                if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { drained.fd = -1 }
            }
        }
        _ = kill(-plan.group, SIGKILL)
        _exit(0)
    }
}
