import PopupKit
import PopupTTY

/// The real process: stdin, stdout, stderr, files, /dev/tty.
public final class SystemIO: CommandIO {
    public let environment: [String: String]
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

    public var helpWidth: Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return TTYDevice()?.windowSize()?.columns ?? 80
    }

    public func readStdin(limit: Int) throws -> [UInt8] {
        do {
            return try StandardStreams.readAll(StandardStreams.input, limit: limit)
        } catch let error as TTYError {
            throw CLIError.unreadable(what: "stdin", reason: SystemError.message(error.code))
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

    public func write(bytes: [UInt8], toDescriptor fd: Int32) throws {
        do {
            try StandardStreams.writeAll(fd, bytes)
        } catch let error as TTYError {
            throw CLIError.other("cannot write to descriptor \(fd): \(SystemError.message(error.code))")
        }
    }

    public func descriptorIsOpen(_ fd: Int32) -> Bool { StandardStreams.isOpen(fd) }

    public func openTerminal() -> Terminal? { SystemTerminal() }
    public func openLineTerminal() -> LineTerminal? { SystemLineTerminal(charset: charset) }
    public func streamingStdin() -> DataInput? {
        StandardStreams.isTerminal(StandardStreams.input) ? nil : DataInput.standardInput
    }
}
