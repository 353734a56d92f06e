import PopupTTY

/// The command by the name popupctl was run as: linked as `whiptail` or `dialog` it reads that
/// tool's arguments and keeps its contract; by any other name, popupctl's own (`Dialects`).
public enum FrontEnd {
    public static func run(invokedAs name: String, _ arguments: [String], io: CommandIO) -> Int32 {
        run(invokedAs: name, arguments, io: io, dialects: .standard)
    }

    static func run(invokedAs name: String, _ arguments: [String], io: CommandIO, dialects: Dialects) -> Int32 {
        run(dialects.dialect(invokedAs: name), arguments, io: io)
    }

    /// The exit status of `arguments` read by `dialect`. The one place where an error, wherever
    /// it comes from (the command line, the runner, a box of a chain), becomes words on stderr and
    /// a status: as the dialect words it, told where its results go once the command line said.
    static func run(_ dialect: any Dialect, _ arguments: [String], io: CommandIO) -> Int32 {
        var wording = dialect.wording(environment: io.environment)
        do {
            switch try dialect.read(arguments, io: io) {
            case .printed(let printed):
                try write(printed, io: io)
                return printed.status
            case .show(let chain):
                if let descriptor = chain.resultDescriptor { wording.resultDescriptor = descriptor }
                return try Runner.run(chain, io: io)
            }
        } catch {
            return wording.status(for: error, io: io)
        }
    }

    private static func write(_ printed: Printed, io: CommandIO) throws {
        guard !printed.bytes.isEmpty else { return }
        switch printed.sink {
        case .stdout: try io.writeStdout(bytes: printed.bytes)
        case .descriptor(let fd): try io.write(bytes: printed.bytes, toDescriptor: fd)
        }
    }
}
