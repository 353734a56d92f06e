import Glibc

/// Signal numbers, named, so the run loop reads without libc in sight.
public enum SignalNumbers {
    public static let hangup = SIGHUP
    public static let interrupt = SIGINT
    public static let quit = SIGQUIT
    public static let terminate = SIGTERM
    public static let windowChange = SIGWINCH
    public static let terminalStop = SIGTSTP
    public static let continued = SIGCONT
    public static let childEnded = SIGCHLD
}
