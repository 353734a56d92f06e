import PopupCLI
import PopupKit

/// The command's outside world in memory: environment, stdin and files in, stdout and stderr out,
/// and a record of whether anything tried to open a terminal.
final class MemoryIO: CommandIO {
    let environment: [String: String]
    var stdoutIsTerminal = false
    var helpWidth = 80
    var stdin: [UInt8] = []
    private(set) var stdout = ""
    private(set) var stderr = ""
    private(set) var terminalOpened = false

    init(environment: [String: String] = [:]) { self.environment = environment }

    func readStdin(limit: Int) throws -> [UInt8] { Array(stdin.prefix(limit)) }
    func readFile(_ path: String, limit: Int) throws -> [UInt8] {
        throw CLIError.unreadable(what: "'\(path)'", reason: "no files in memory")
    }
    func writeStdout(_ text: String) throws { stdout += text }
    func writeStderr(_ text: String) { stderr += text }
    func openTerminal() -> Terminal? {
        terminalOpened = true
        return nil
    }
    func openLineTerminal() -> LineTerminal? {
        terminalOpened = true
        return nil
    }
}
