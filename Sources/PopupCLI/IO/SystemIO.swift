import PopupKit
import PopupTTY

/// The real process: stdin, stdout, stderr, files, /dev/tty.
public final class SystemIO: CommandIO {
    public let environment: [String: String]
    /// Kept inside tmux only, where a popup may be shown by another process that reads it too.
    public private(set) var stdinRead: [UInt8] = []
    /// The locale's character set: what stderr (read on the terminal) is written in, as the
    /// arguments are read. Stdout is data for the next command: UTF-8, as the input is.
    private let charset: Charset

    public init(environment: [String: String]) {
        self.environment = environment
        charset = Charset.from(environment: environment)
        StandardStreams.ignoreBrokenPipe()
    }

    public var stdoutIsTerminal: Bool { StandardStreams.isTerminal(StandardStreams.output) }
    public var stdinIsTerminal: Bool { StandardStreams.isTerminal(StandardStreams.input) }
    public var stderrIsTerminal: Bool { StandardStreams.isTerminal(StandardStreams.error) }

    public var helpWidth: Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return TTYDevice()?.windowSize()?.columns ?? 80
    }

    public func readStdin(limit: Int) throws -> [UInt8] {
        do {
            let bytes = try StandardStreams.readAll(StandardStreams.input, limit: limit)
            if !(environment["TMUX"] ?? "").isEmpty { stdinRead = bytes }
            return bytes
        } catch let error as TTYError {
            throw CLIError.unreadable(what: "stdin", reason: SystemError.message(error.code))
        }
    }

    public func readSettingsFile(_ path: String, limit: Int) throws -> [UInt8] {
        do {
            return try StandardStreams.readRegularFile(path, limit: limit)
        } catch {
            throw CLIError.unreadable(what: Excerpt.quoted(path), reason: CLIError.reason(error))
        }
    }

    public func readFile(_ path: String, limit: Int) throws -> [UInt8] {
        do {
            return try StandardStreams.readFile(path, limit: limit)
        } catch let error as TTYError {
            throw CLIError.unreadable(what: Excerpt.quoted(path), reason: SystemError.message(error.code))
        }
    }

    public func readFileTail(_ path: String, limit: Int) throws -> [UInt8] {
        do {
            return try StandardStreams.readFileTail(path, limit: limit)
        } catch let error as TTYError {
            throw CLIError.unreadable(what: Excerpt.quoted(path), reason: SystemError.message(error.code))
        }
    }

    public func writeStdout(bytes: [UInt8]) throws {
        do {
            try StandardStreams.writeAll(StandardStreams.output, bytes)
        } catch let error as TTYError {
            throw CLIError.output(SystemError.message(error.code))
        }
    }

    public func writeStderr(_ text: String) {
        try? StandardStreams.writeAll(StandardStreams.error, charset.encode(text))
    }

    public func writeTerminal(_ text: String) -> Bool {
        guard let terminal = TTYDevice() else { return false }
        defer { terminal.close() }
        // A terminal that takes nothing (stopped with Ctrl-S) must not keep us: a second at most.
        let deadline = MonotonicClock.now() + 1
        return (try? terminal.writeAll(charset.encode(text)) { MonotonicClock.now() > deadline }) != nil
    }

    public func write(bytes: [UInt8], toDescriptor fd: Int32) throws {
        do {
            try StandardStreams.writeAll(fd, bytes)
        } catch let error as TTYError {
            throw CLIError.other("cannot write to descriptor \(fd): \(SystemError.message(error.code))")
        }
    }

    public func descriptorIsOpen(_ fd: Int32) -> Bool { StandardStreams.isOpen(fd) }

    public var replayRun: String? { ReplayRun.current() }
    public func replayRunIsAlive(_ id: String) -> Bool { ReplayRun.isAlive(id) }

    public func openTerminal() -> Terminal? { SystemTerminal() }
    public func discardTypedAhead() {
        guard let device = TTYDevice(), !TypeAheadHandoff.followsABox(on: device) else { return }
        device.discardPendingInput()
    }
    public func openLineTerminal() -> LineTerminal? { SystemLineTerminal(charset: charset) }
    public func streamingStdin() throws -> DataInput? {
        guard StandardStreams.isOpen(StandardStreams.input) else {
            throw CLIError.unreadable(what: "stdin", reason: SystemError.message(SystemError.badDescriptor))
        }
        return StandardStreams.isTerminal(StandardStreams.input) ? nil : DataInput.standardInput
    }

    public func streamingFile(_ path: String) throws -> (input: DataInput, size: Int?)? {
        let name = Excerpt.quoted(path)
        do {
            return try DataInput.file(path, name: name)
        } catch let error as TTYError {
            throw CLIError.unreadable(what: name, reason: SystemError.message(error.code))
        }
    }
}
