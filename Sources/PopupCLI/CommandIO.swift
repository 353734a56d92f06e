import PopupKit

/// Everything the command touches outside itself, so tests can run it in memory.
public protocol CommandIO: AnyObject {
    var environment: [String: String] { get }
    var stdoutIsTerminal: Bool { get }
    /// Whether stdin is a terminal (someone would have to type what is read from it).
    var stdinIsTerminal: Bool { get }
    /// Columns for --help.
    var helpWidth: Int { get }
    func readStdin(limit: Int) throws -> [UInt8]
    func readFile(_ path: String, limit: Int) throws -> [UInt8]
    func writeStdout(_ text: String) throws
    func writeStderr(_ text: String)
    func openTerminal() -> Terminal?
    func openLineTerminal() -> LineTerminal?
}

extension CommandIO {
    public var stdinIsTerminal: Bool { false }

    /// Reads stdin for `what` ("the message"). From a terminal it first says so on stderr: waiting
    /// silently on an empty screen for Ctrl-D (`popupctl -m -` with nothing piped) is almost
    /// always a mistake.
    func readStdin(_ what: String, limit: Int) throws -> [UInt8] {
        if stdinIsTerminal { writeStderr("popupctl: reading \(what) from stdin (Ctrl-D ends it)\n") }
        return try readStdin(limit: limit)
    }
}
