import PopupKit
import PopupTTY

/// Everything the command touches outside itself, so tests can run it in memory.
public protocol CommandIO: AnyObject {
    var environment: [String: String] { get }
    var stdoutIsTerminal: Bool { get }
    /// Whether stdin is a terminal (someone would have to type what is read from it).
    var stdinIsTerminal: Bool { get }
    /// Whether stderr is a terminal (what is written there is seen).
    var stderrIsTerminal: Bool { get }
    /// Columns for --help.
    var helpWidth: Int { get }
    func readStdin(limit: Int) throws -> [UInt8]
    func readFile(_ path: String, limit: Int) throws -> [UInt8]
    /// A settings file (a theme, DIALOGRC, NEWT_COLORS_FILE): refused unless it is a regular file.
    func readSettingsFile(_ path: String, limit: Int) throws -> [UInt8]
    /// The last `limit` bytes of a file (all of a shorter one), read from its end.
    func readFileTail(_ path: String, limit: Int) throws -> [UInt8]
    /// Writes bytes as they are: a list item answers with its original bytes, valid UTF-8 or not.
    func writeStdout(bytes: [UInt8]) throws
    func writeStderr(_ text: String)
    /// Writes bytes to an inherited descriptor (whiptail's and dialog's --output-fd).
    func write(bytes: [UInt8], toDescriptor fd: Int32) throws
    /// True when the descriptor is open (checked before a dialog is shown for its result).
    func descriptorIsOpen(_ fd: Int32) -> Bool
    func openTerminal() -> Terminal?
    func openLineTerminal() -> LineTerminal?
    /// Drops what was typed on the terminal before now (see the extension's note).
    func discardTypedAhead()
    /// stdin to read a list's items (or a progress box's lines) from while the dialog is shown;
    /// nil when it cannot be (a terminal, or no real stdin), and the items are read before.
    /// Throws when stdin is closed (`<&-`): that is no empty input.
    func streamingStdin() throws -> DataInput?
    /// The file at `path` to read a list's items from as they come, and its size when known; nil
    /// when files are only read whole here (`readFile`).
    func streamingFile(_ path: String) throws -> (input: DataInput, size: Int?)?
    /// The date and time now, on the local clock (dialog's calendar and time boxes start there).
    func localTime() -> LocalTime
    /// Writes `text` on the controlling terminal; false when there is none.
    func writeTerminal(_ text: String) -> Bool
    /// The run of a script a replayed dialog belongs to (`ReplayRun`), nil when runs cannot be told apart.
    var replayRun: String? { get }
    /// Whether the run named `id` (a `replayRun`) is still going.
    func replayRunIsAlive(_ id: String) -> Bool
    /// What `readStdin` returned (stdin feeds one option a run), kept where a popup another process
    /// shows may need to read it too (inside tmux); empty when nothing was read or kept.
    var stdinRead: [UInt8] { get }
    /// Set in a run inside a tmux popup that another popupctl opened: the runner shows the popup
    /// and tells that process how it ended, and that process does the rest.
    var caller: PopupCaller? { get }
}

extension CommandIO {
    /// Writes text to stdout.
    func writeStdout(_ text: String) throws { try writeStdout(bytes: Array(text.utf8)) }

    /// stdout and stderr only, for worlds that have no other descriptors.
    public func write(bytes: [UInt8], toDescriptor fd: Int32) throws {
        switch fd {
        case 1: try writeStdout(bytes: bytes)
        case 2: writeStderr(String(decoding: bytes, as: UTF8.self))
        default: throw CLIError.other("cannot write to descriptor \(fd): Bad file descriptor")
        }
    }

    public func descriptorIsOpen(_ fd: Int32) -> Bool { (1...2).contains(fd) }

    /// Files only read whole, for worlds that have no descriptors.
    public func streamingFile(_ path: String) throws -> (input: DataInput, size: Int?)? { nil }

    public func localTime() -> LocalTime { LocalTime.now() }

    /// By default the whole file is read and its end kept (a world in memory has small files).
    public func readFileTail(_ path: String, limit: Int) throws -> [UInt8] {
        Array(try readFile(path, limit: Int.max).suffix(limit))
    }
    /// One run for everything: worlds without processes never start a replay again by themselves.
    public var replayRun: String? { nil }
    public func replayRunIsAlive(_ id: String) -> Bool { false }
}

extension CommandIO {
    public var stdinIsTerminal: Bool { false }
    public var stderrIsTerminal: Bool { false }
    public func writeTerminal(_ text: String) -> Bool { false }
    public var stdinRead: [UInt8] { [] }
    public var caller: PopupCaller? { nil }

    /// Drops what was typed on the terminal before now (curses' flushinp as whiptail and dialog
    /// start), unless a box ended on it just before (`TypeAheadHandoff`); a world with no
    /// terminal has nothing to drop.
    public func discardTypedAhead() {}

    /// In memory a settings file is read as any other.
    public func readSettingsFile(_ path: String, limit: Int) throws -> [UInt8] { try readFile(path, limit: limit) }

    /// Reads stdin for `what` ("the message"). From a terminal it first says so on stderr: waiting
    /// silently on an empty screen for Ctrl-D (`popupctl -m -` with nothing piped) is almost
    /// always a mistake.
    func readStdin(_ what: String, limit: Int) throws -> [UInt8] {
        if stdinIsTerminal { writeStderr("popupctl: reading \(what) from stdin (Ctrl-D ends it)\n") }
        return try readStdin(limit: limit)
    }
}
