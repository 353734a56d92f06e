import PopupCLI
import PopupCore
import PopupKit
import PopupTTY

/// The command's whole outside world in memory: a `MemoryTerminal` for the dialog, stdin bytes,
/// captured stdout and stderr. Drives argv → parser → resolver → run loop → encoder → bytes.
final class MemoryCommandIO: CommandIO {
    let environment: [String: String]
    let terminal: MemoryTerminal
    let lineTerminal: MemoryLineTerminal?
    var stdin: [UInt8]
    var stdoutIsTerminal = false
    private(set) var stdout = ""
    private(set) var stderr = ""

    init(size: Size = Size(width: 80, height: 24), script: [MemoryTerminal.Step] = [.text("\r")],
         stdin: [UInt8] = [], environment: [String: String] = ["POPUPCTL_REDUCE_MOTION": "1"],
         lineTerminal: MemoryLineTerminal? = nil) {
        terminal = MemoryTerminal(size: size, script: script)
        self.stdin = stdin
        self.environment = environment
        self.lineTerminal = lineTerminal
    }

    var helpWidth: Int { 80 }
    func readStdin(limit: Int) throws -> [UInt8] { stdin }
    func readFile(_ path: String, limit: Int) throws -> [UInt8] { throw CLIError.unreadable(what: path, reason: "no files here") }
    func streamingStdin() -> DataInput? { nil }
    func writeStdout(bytes: [UInt8]) throws { stdout += String(decoding: bytes, as: UTF8.self) }
    func writeStderr(_ text: String) { stderr += text }
    /// Bytes written to descriptors other than 1 and 2, by descriptor.
    private(set) var descriptors: [Int32: [UInt8]] = [:]
    func write(bytes: [UInt8], toDescriptor fd: Int32) throws {
        switch fd {
        case 1: try writeStdout(bytes: bytes)
        case 2: stderr += String(decoding: bytes, as: UTF8.self)
        default: descriptors[fd, default: []] += bytes
        }
    }
    func descriptorIsOpen(_ fd: Int32) -> Bool { fd <= 2 || descriptors[fd] != nil }
    /// Opens descriptor `fd` for results.
    func open(_ fd: Int32) { descriptors[fd] = descriptors[fd] ?? [] }
    func openTerminal() -> Terminal? { terminal }
    func openLineTerminal() -> LineTerminal? { lineTerminal }

    /// Runs popupctl with `arguments`; returns the exit status.
    func run(_ arguments: [String]) -> Int32 { PopupCommand.run(arguments, io: self) }
}

/// A cooked terminal in memory for the plain prompt: scripted lines, captured text.
final class MemoryLineTerminal: LineTerminal {
    private var script: [LineInput]
    private(set) var output = ""
    private var clock = 0.0

    init(_ script: [LineInput]) { self.script = script }

    func write(_ text: String) throws { output += text }
    func readLine(timeout: Double?) throws -> LineInput {
        guard !script.isEmpty else { return .endOfFile }
        return script.removeFirst()
    }
    func setEcho(_ on: Bool) {}
    func now() -> Double { clock }
    /// Each time the prompt dropped unread input, what it had written by then.
    private(set) var discards: [String] = []
    func discardUnreadInput() { discards.append(output) }
}
