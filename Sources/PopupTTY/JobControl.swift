import Glibc

/// Stopping the process as the terminal's Ctrl-Z would.
public enum JobControl {
    /// Stops this process group; returns when it is continued (`fg`).
    public static func suspend() {
        Glibc.signal(SIGTSTP, SIG_DFL)
        kill(0, SIGTSTP)
        SignalRelay.reinstallRelay(SIGTSTP)
    }
}
