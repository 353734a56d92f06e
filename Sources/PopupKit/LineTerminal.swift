import PopupCore

/// What a plain, line-based prompt reads.
public enum LineInput: Sendable, Equatable {
    case line(String)
    case endOfFile
    case timeout
    case signal(Int32)
}

/// A terminal used line by line (cooked mode): for TERM=dumb, screen readers and `--plain`.
public protocol LineTerminal: AnyObject {
    func write(_ text: String) throws
    func readLine(timeout: Double?) throws -> LineInput
    /// Turns echo off while a password is typed.
    func setEcho(_ on: Bool)
    func now() -> Double
}
