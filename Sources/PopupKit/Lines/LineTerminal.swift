import PopupCore

/// What a plain, line-based prompt reads.
public enum LineInput: Sendable, Equatable {
    /// A line, without its newline.
    case line(String)
    /// The input ended (Ctrl-D, or the terminal went away).
    case endOfFile
    /// The wait's time ran out.
    case timeout
    /// A signal arrived (its number).
    case signal(Int32)
}

/// A terminal used line by line (cooked mode): for TERM=dumb, screen readers and `--plain`.
public protocol LineTerminal: AnyObject {
    /// Writes `text` as it is.
    func write(_ text: String) throws
    /// The next line typed, waiting at most `timeout` seconds (nil waits for ever); a signal that
    /// comes meanwhile ends the wait (the prompt decides what it means).
    func readLine(timeout: Double?) throws -> LineInput
    /// Turns echo off while a password is typed.
    func setEcho(_ on: Bool)
    /// Seconds on a monotonic clock.
    func now() -> Double
    /// Drops what was typed but not read, a half-typed line included, when the prompt ends
    /// without it: left in the queue, the shell would read it (a password, as a command).
    func discardUnreadInput()
    /// Ctrl-Z (`.signal(TerminalSignal.terminalStop)`): stops the process until `fg`, the terminal
    /// as the shell wants it meanwhile, and asks the open question again after.
    func suspend()
}

extension LineTerminal {
    /// Nothing to drop: a terminal in memory has no queue the shell reads.
    public func discardUnreadInput() {}
    /// Nothing to stop: a terminal in memory has no job.
    public func suspend() {}
}
