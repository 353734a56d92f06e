import PopupTTY

/// Signal numbers, for scripting a `MemoryTerminal` and reading `Outcome.interrupted`.
public enum TerminalSignal {
    public static let hangup = SignalNumbers.hangup
    public static let quit = SignalNumbers.quit
    public static let interrupt = SignalNumbers.interrupt
    public static let terminate = SignalNumbers.terminate
    public static let windowChange = SignalNumbers.windowChange
    public static let terminalStop = SignalNumbers.terminalStop
    public static let continued = SignalNumbers.continued
}
