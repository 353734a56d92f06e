import PopupCLI
import PopupKit
import PopupTTY

/// The command's outside world in memory: environment, stdin and files in, stdout and stderr out,
/// and a record of whether anything tried to open a terminal.
final class MemoryIO: CommandIO {
    let environment: [String: String]
    var stdoutIsTerminal = false
    var stdinIsTerminal = false
    var helpWidth = 80
    var stdin: [UInt8] = []
    var files: [String: [UInt8]] = [:]
    /// What `openTerminal` and `openLineTerminal` hand out (none by default).
    var terminal: Terminal?
    var lineTerminal: LineTerminal?
    private(set) var stdout = ""
    private(set) var stderr = ""
    private(set) var terminalOpened = false

    init(environment: [String: String] = [:], files: [String: [UInt8]] = [:], stdin: [UInt8] = []) {
        self.environment = environment
        self.files = files
        self.stdin = stdin
    }

    func readStdin(limit: Int) throws -> [UInt8] { Array(stdin.prefix(limit)) }
    /// A missing file is worded as `SystemIO` words it.
    func readFile(_ path: String, limit: Int) throws -> [UInt8] {
        guard let bytes = files[path] else { throw CLIError.unreadable(what: "'\(path)'", reason: "no such file or directory") }
        return bytes
    }
    func streamingStdin() -> DataInput? { nil }
    func writeStdout(bytes: [UInt8]) throws { stdout += String(decoding: bytes, as: UTF8.self) }
    func writeStderr(_ text: String) { stderr += text }
    func openTerminal() -> Terminal? {
        terminalOpened = true
        return terminal
    }
    func openLineTerminal() -> LineTerminal? {
        terminalOpened = true
        return lineTerminal
    }
}
