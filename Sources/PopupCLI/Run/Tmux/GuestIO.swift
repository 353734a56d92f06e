import PopupKit
import PopupTTY

/// The outside world of a run inside a tmux popup that another popupctl opened: the caller's
/// environment and what its stdin and stdout were; the popup for a terminal; stdin as the caller
/// read it (a file) and as it still comes (a named pipe); stdout and stderr to the caller.
final class GuestIO: CommandIO {
    let environment: [String: String]
    let stdoutIsTerminal: Bool
    let stdinIsTerminal: Bool
    let caller: PopupCaller?
    private let stdin: [UInt8]
    private let feed: DataInput?

    init(_ request: PopupRequest, environment: [String: String], caller: PopupCaller, stdin: [UInt8], feed: DataInput?) {
        self.environment = environment
        stdoutIsTerminal = request.stdoutIsTerminal
        stdinIsTerminal = request.stdinIsTerminal
        self.caller = caller
        self.stdin = stdin
        self.feed = feed
    }

    var helpWidth: Int { 80 }

    func readStdin(limit: Int) throws -> [UInt8] { Array(stdin.prefix(limit)) }

    func readSettingsFile(_ path: String, limit: Int) throws -> [UInt8] {
        do {
            return try StandardStreams.readRegularFile(path, limit: limit)
        } catch {
            throw CLIError.unreadable(what: Excerpt.quoted(path), reason: CLIError.reason(error))
        }
    }

    func readFile(_ path: String, limit: Int) throws -> [UInt8] {
        do {
            return try StandardStreams.readFile(path, limit: limit)
        } catch let error as TTYError {
            throw CLIError.unreadable(what: Excerpt.quoted(path), reason: SystemError.message(error.code))
        }
    }

    func writeStdout(bytes: [UInt8]) throws { try caller?.send(.output(bytes)) }
    func writeStderr(_ text: String) { try? caller?.send(.error(text)) }
    /// The caller checked its descriptors before it opened the popup.
    func descriptorIsOpen(_ fd: Int32) -> Bool { true }
    func openTerminal() -> Terminal? { SystemTerminal() }
    func openLineTerminal() -> LineTerminal? { nil }
    func streamingStdin() -> DataInput? { feed }
    /// The caller streams a file's items as it streams stdin's, through the same pipe: the list
    /// shown here is the one it keeps.
    func streamingFile(_ path: String) throws -> (input: DataInput, size: Int?)? { feed.map { ($0, nil) } }
}
