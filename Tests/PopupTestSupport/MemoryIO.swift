import PopupCLI
import PopupCore
import PopupKit
import PopupTTY

/// The command's whole outside world in memory: environment, stdin and files in, stdout and stderr
/// out, the terminals it may open (a `MemoryTerminal` for the box, a `MemoryLineTerminal` for the
/// plain prompt) and a record of whether anything tried to open one. Drives argv → parser →
/// resolver → run loop → encoder → bytes.
public final class MemoryIO: CommandIO {
    public let environment: [String: String]
    public var stdoutIsTerminal = false
    public var stdinIsTerminal = false
    public var helpWidth = 80
    public var stdin: [UInt8] = []
    public var files: [String: [UInt8]] = [:]
    /// What `openTerminal` and `openLineTerminal` hand out (none by default).
    public var terminal: MemoryTerminal?
    public var lineTerminal: MemoryLineTerminal?
    public private(set) var stdout = ""
    public private(set) var stderr = ""
    public private(set) var terminalOpened = false
    /// Whether writing to /dev/tty works, and what was written there.
    public var hasControllingTerminal = false
    public private(set) var terminalText = ""
    /// `>&-`: stdout is not open.
    public var stdoutIsClosed = false
    /// The run a replay belongs to, and the runs still going (none: every replay goes on).
    public var replayRun: String?
    public var liveReplayRuns: Set<String> = []
    /// Set to run as inside a tmux popup another popupctl opened (see `PopupCaller`).
    public var caller: PopupCaller?

    public init(environment: [String: String] = [:], files: [String: [UInt8]] = [:], stdin: [UInt8] = [],
                terminal: MemoryTerminal? = nil, lineTerminal: MemoryLineTerminal? = nil) {
        self.environment = environment
        self.files = files
        self.stdin = stdin
        self.terminal = terminal
        self.lineTerminal = lineTerminal
    }

    /// A world with a terminal of `size` that plays `script` (Enter by default), motion reduced so
    /// that the first frame is the final one.
    public static func drawing(size: Size = Size(width: 80, height: 24), script: [MemoryTerminal.Step] = [.text("\r")],
                               stdin: [UInt8] = [], environment: [String: String] = ["POPUPCTL_REDUCE_MOTION": "1"],
                               lineTerminal: MemoryLineTerminal? = nil) -> MemoryIO {
        MemoryIO(environment: environment, stdin: stdin, terminal: MemoryTerminal(size: size, script: script), lineTerminal: lineTerminal)
    }

    /// At most `limit` bytes, as a read that stops there.
    public func readStdin(limit: Int) throws -> [UInt8] { Array(stdin.prefix(limit)) }
    /// A missing file is worded as `SystemIO` words it.
    public func readFile(_ path: String, limit: Int) throws -> [UInt8] {
        guard let bytes = files[path] else { throw CLIError.unreadable(what: "'\(path)'", reason: "no such file or directory") }
        return bytes
    }
    public func streamingStdin() -> DataInput? { nil }
    public func replayRunIsAlive(_ id: String) -> Bool { liveReplayRuns.contains(id) }
    public func descriptorIsOpen(_ fd: Int32) -> Bool { fd == 1 ? !stdoutIsClosed : fd == 2 }
    public func writeTerminal(_ text: String) -> Bool {
        guard hasControllingTerminal else { return false }
        terminalText += text
        return true
    }
    public func writeStdout(bytes: [UInt8]) throws { stdout += String(decoding: bytes, as: UTF8.self) }
    public func writeStderr(_ text: String) { stderr += text }
    public func openTerminal() -> Terminal? {
        terminalOpened = true
        return terminal
    }
    public func openLineTerminal() -> LineTerminal? {
        terminalOpened = true
        return lineTerminal
    }

    /// Runs popupctl with `arguments`; returns the exit status.
    public func run(_ arguments: [String]) -> Int32 { PopupCommand.run(arguments, io: self) }
}
