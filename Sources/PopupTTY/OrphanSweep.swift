import Glibc

/// prctl(2) is variadic, which Swift cannot call: declared here with the five words Linux reads.
@_silgen_name("prctl")
private func prctlWords(_ option: Int32, _ second: UInt, _ third: UInt, _ fourth: UInt, _ fifth: UInt) -> Int32

/// What a command we ran left outside its process group: a preview that calls `setsid` (or
/// double-forks) leaves a process that killing the group never reaches, and that init would
/// adopt. While `adopt()` holds, we are a child subreaper (PR_SET_CHILD_SUBREAPER): such an
/// orphan is re-parented to us, and `sweep()` kills and reaps every child of ours that no
/// `ChildProcess` stands for. Chosen over cgroups (not ours to make) and over walking the
/// command's descendants (an orphan has left the tree before we look).
public enum OrphanSweep {
    private static let setChildSubreaper: Int32 = 36

    /// From now on orphaned descendants are ours. Idempotent.
    public static func adopt() {
        guard !adopting else { return }
        adopting = prctlWords(setChildSubreaper, 1, 0, 0, 0) == 0
    }

    /// Kills (SIGKILL) and reaps every child of ours in another session that is not a live
    /// `ChildProcess`: the adopted orphans (every command runs in a session of its own), and the
    /// supervisors of commands already reaped (released, on their way out). A child a program
    /// using PopupKit started itself stays in our session and is left alone. Then orphans go to
    /// init again. Linear in the number of processes.
    public static func sweep() {
        guard adopting else { return }
        let ours = getpid()
        let session = getsid(0)
        // An orphan's own children come to us as it dies: a few rounds, until one finds none.
        for _ in 0..<8 where sweepOnce(parent: ours, otherThan: session) > 0 {}
        _ = prctlWords(setChildSubreaper, 0, 0, 0, 0)
        adopting = false
    }

    /// Reaps the adopted children that have ended (a released supervisor, an orphan that ended
    /// on its own), so that none waits as a zombie for the sweep. Called as a child ends.
    public static func reapEnded() {
        guard adopting else { return }
        for (pid, state) in adopted(parent: getpid(), otherThan: getsid(0)) where state == UInt8(ascii: "Z") {
            var status: Int32 = 0
            _ = waitpid(pid, &status, WNOHANG)
        }
    }

    /// One pass: how many it killed.
    private static func sweepOnce(parent ours: pid_t, otherThan session: pid_t) -> Int {
        let found = adopted(parent: ours, otherThan: session)
        for (pid, _) in found {
            // Our child, not reaped: its number cannot have gone to another process.
            _ = kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        return found.count
    }

    /// Children of `ours` in a session other than `session` that no live `ChildProcess` stands
    /// for, with their state letter, from /proc.
    private static func adopted(parent ours: pid_t, otherThan session: pid_t) -> [(pid: pid_t, state: UInt8)] {
        (DirectoryReader.entries(of: "/proc", limit: 1 << 22) ?? []).compactMap { entry in
            guard let pid = pid_t(entry.name), let (state, parent, childSession) = stat(of: pid), parent == ours,
                  childSession != session, !ChildProcess.isLive(pid) else { return nil }
            return (pid, state)
        }
    }

    /// The state letter and the parent's and the session's numbers from /proc/PID/stat (the 1st,
    /// 2nd and 4th fields after the name's ")").
    private static func stat(of pid: pid_t) -> (UInt8, pid_t, pid_t)? {
        let fd = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 512) }
        guard count > 0, let close = buffer.prefix(count).lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = buffer[(close + 1)..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 3, let state = fields[0].first, let parent = pid_t(String(decoding: fields[1], as: UTF8.self)),
              let session = pid_t(String(decoding: fields[3], as: UTF8.self)) else { return nil }
        return (state, parent, session)
    }

    nonisolated(unsafe) private static var adopting = false
}
