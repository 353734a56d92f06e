import PopupKit
import PopupTTY

/// Everything the command touches outside itself, so tests can run it in memory.
public protocol CommandIO: AnyObject {
    var environment: [String: String] { get }
    var stdoutIsTerminal: Bool { get }
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
    /// stdin is a terminal: there is nothing piped in to read.
    var stdinIsTerminal: Bool { StandardStreams.isTerminal(StandardStreams.input) }
}
