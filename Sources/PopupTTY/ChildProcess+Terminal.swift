import Glibc

/// An `asking` command and the terminal: it stops when it touches the terminal from the background,
/// and is handed it (the foreground, continued) while the box steps aside, as a shell's `fg` would.
extension ChildProcess {
    /// Why the command stopped.
    public enum Stop: Sendable {
        /// It touched the terminal from the background (SIGTTIN: it read it; SIGTTOU: it set its
        /// modes, as sudo and ssh do before reading).
        case toAsk
        /// Anything else (ours with Ctrl-Z, SIGTSTP typed while it asked, SIGSTOP).
        case other
    }

    /// The command's stop since last asked, taken; nil when it has not stopped. Its exit is left
    /// to `poll()`.
    public func takeStop() -> Stop? {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WSTOPPED | WNOHANG) == 0, info._sifields._sigchld.si_pid == pid else {
            return nil
        }
        let signal = info._sifields._sigchld.si_status
        return signal == SIGTTIN || signal == SIGTTOU ? .toAsk : .other
    }

    /// Whether the command has ended; it is not reaped (`poll()` does that).
    public var hasEnded: Bool {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return true }
        return info._sifields._sigchld.si_pid == pid
    }

    /// Hands the command's group the terminal and continues it. False when the terminal could
    /// not be handed over: it is left stopped (continued, it would only stop again).
    public func handTerminal() -> Bool {
        guard ForegroundGroup.set(pid) else { return false }
        continueGroup()
        return true
    }

    /// Continues the command's group (a stop for which nobody will continue it).
    public func continueGroup() { _ = kill(-pid, SIGCONT) }
}
