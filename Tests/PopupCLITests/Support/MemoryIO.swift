import PopupCore
import PopupKit
@testable import PopupCLI

/// The command's outside world in memory: files, stdin, captured stdout and stderr, and the
/// terminals it would open.
final class MemoryIO: CommandIO {
    var environment: [String: String]
    var files: [String: [UInt8]]
    var stdin: [UInt8]
    var terminal: Terminal?
    var lineTerminal: LineTerminal?
    private(set) var stdout = ""
    private(set) var stderr = ""

    init(environment: [String: String] = ["TERM": "xterm-256color"], files: [String: [UInt8]] = [:], stdin: [UInt8] = [],
         terminal: Terminal? = nil, lineTerminal: LineTerminal? = nil) {
        self.environment = environment
        self.files = files
        self.stdin = stdin
        self.terminal = terminal
        self.lineTerminal = lineTerminal
    }

    var stdoutIsTerminal: Bool { false }
    var helpWidth: Int { 80 }

    func readStdin(limit: Int) throws -> [UInt8] { stdin }

    /// Worded as `SystemIO` words a missing file.
    func readFile(_ path: String, limit: Int) throws -> [UInt8] {
        guard let bytes = files[path] else { throw CLIError.unreadable(what: "'\(path)'", reason: "no such file or directory") }
        return bytes
    }

    func writeStdout(_ text: String) throws { stdout += text }
    func writeStderr(_ text: String) { stderr += text }
    func openTerminal() -> Terminal? { terminal }
    func openLineTerminal() -> LineTerminal? { lineTerminal }
}

/// A line terminal with typed answers, capturing what the prompt writes.
final class ScriptedLineTerminal: LineTerminal {
    private var lines: [String]
    private(set) var output = ""

    init(lines: [String]) { self.lines = lines }

    func write(_ text: String) throws { output += text }
    func readLine(timeout: Double?) throws -> LineInput { lines.isEmpty ? .endOfFile : .line(lines.removeFirst()) }
    func setEcho(_ on: Bool) {}
    func now() -> Double { 0 }
}
