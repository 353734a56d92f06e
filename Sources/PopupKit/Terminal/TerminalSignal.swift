import PopupTTY

/// Signal numbers, for scripting a `MemoryTerminal` and reading `Outcome.interrupted`.
public enum TerminalSignal {
    /// SIGHUP: the terminal hung up.
    public static let hangup = SignalNumbers.hangup
    /// SIGQUIT: Ctrl-\ in a cooked terminal.
    public static let quit = SignalNumbers.quit
    /// SIGINT: Ctrl-C in a cooked terminal.
    public static let interrupt = SignalNumbers.interrupt
    /// SIGTERM: a request to end.
    public static let terminate = SignalNumbers.terminate
    /// SIGWINCH: the terminal changed size.
    public static let windowChange = SignalNumbers.windowChange
    /// SIGTSTP: a stop asked from the keyboard (Ctrl-Z in a cooked terminal).
    public static let terminalStop = SignalNumbers.terminalStop
    /// SIGCONT: the process goes on after a stop (`fg`).
    public static let continued = SignalNumbers.continued
}
