import PopupCLI
import PopupCore
import PopupKit
import PopupTTY

/// The command's whole outside world in memory: a `MemoryTerminal` for the dialog, stdin bytes,
/// captured stdout and stderr. Drives argv → parser → resolver → run loop → encoder → bytes.
public final class MemoryCommandIO: CommandIO {
    public let environment: [String: String]
    public let terminal: MemoryTerminal
    public let lineTerminal: MemoryLineTerminal?
    public var stdin: [UInt8]
    public var stdoutIsTerminal = false
    public private(set) var stdout = ""
    public private(set) var stderr = ""

    public init(size: Size = Size(width: 80, height: 24), script: [MemoryTerminal.Step] = [.text("\r")],
                stdin: [UInt8] = [], environment: [String: String] = ["POPUPCTL_REDUCE_MOTION": "1"],
                lineTerminal: MemoryLineTerminal? = nil) {
        terminal = MemoryTerminal(size: size, script: script)
        self.stdin = stdin
        self.environment = environment
        self.lineTerminal = lineTerminal
    }

    public var helpWidth: Int { 80 }
    public func readStdin(limit: Int) throws -> [UInt8] { stdin }
    public func readFile(_ path: String, limit: Int) throws -> [UInt8] {
        throw CLIError.unreadable(what: path, reason: "no files here")
    }
    public func streamingStdin() -> DataInput? { nil }
    public func writeStdout(bytes: [UInt8]) throws { stdout += String(decoding: bytes, as: UTF8.self) }
    public func writeStderr(_ text: String) { stderr += text }
    public func openTerminal() -> Terminal? { terminal }
    public func openLineTerminal() -> LineTerminal? { lineTerminal }

    /// Runs popupctl with `arguments`; returns the exit status.
    public func run(_ arguments: [String]) -> Int32 { PopupCommand.run(arguments, io: self) }
}
