import Glibc

// The process groups stopped and continued with us; changed only by the thread that runs the
// command, read there too (Ctrl-Z is handled in the run loop, not in a signal handler).
nonisolated(unsafe) private var followers: [pid_t] = []

/// Stopping the process as the terminal's Ctrl-Z would.
public enum JobControl {
    /// Ctrl-Z stops `group` too (a command we run, in a session of its own, is no part of our
    /// job), and `fg` continues it.
    public static func follow(_ group: pid_t) {
        if !followers.contains(group) { followers.append(group) }
    }

    /// `group` ended, or is no longer ours to stop.
    public static func unfollow(_ group: pid_t) {
        followers.removeAll { $0 == group }
    }

    /// Stops this process group, and the groups that follow it; returns when it is continued
    /// (`fg`), the followers continued first.
    public static func suspend() {
        for group in followers { _ = kill(-group, SIGSTOP) }
        Glibc.signal(SIGTSTP, SIG_DFL)
        kill(0, SIGTSTP)
        SignalRelay.reinstallRelay(SIGTSTP)
        for group in followers { _ = kill(-group, SIGCONT) }
    }
}
