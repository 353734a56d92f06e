import PopupKit
import PopupTTY

/// The real process: stdin, stdout, stderr, files, /dev/tty.
public final class SystemIO: CommandIO {
    public let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
        StandardStreams.ignoreBrokenPipe()
    }

    public var stdoutIsTerminal: Bool { StandardStreams.isTerminal(StandardStreams.output) }

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
            throw CLIError.unreadable(what: "'\(path)'", reason: SystemError.message(error.code))
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
        try? StandardStreams.writeAll(StandardStreams.error, Array(text.utf8))
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
    public func openLineTerminal() -> LineTerminal? { SystemLineTerminal(charset: Charset.from(environment: environment)) }
    public func streamingStdin() -> DataInput? {
        StandardStreams.isTerminal(StandardStreams.input) ? nil : DataInput.standardInput
    }
}
