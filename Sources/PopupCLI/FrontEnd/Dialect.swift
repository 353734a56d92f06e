/// A command-line language popupctl speaks, chosen by the name it is run as: popupctl's own
/// options, whiptail's, dialog's. A dialect only reads its command line, into something to print
/// or plans for the runner (each with its result contract), and words its errors; everything
/// else is the runner's, the same for all. A new one is a folder and a line in `Dialects.standard`.
protocol Dialect: Sendable {
    /// The program names it answers to (`whiptail` for `/usr/bin/whiptail`).
    var names: [String] { get }

    /// What `arguments` ask for.
    func read(_ arguments: [String], io: CommandIO) throws -> DialectReading

    /// How it words a failure on stderr, and the status it exits with then.
    func wording(environment: [String: String]) -> ErrorWording
}

extension Dialect {
    /// The exit status `arguments` end with under this dialect; a failure is worded as it words them.
    func run(_ arguments: [String], io: CommandIO) -> Int32 {
        FrontEnd.run(self, arguments, io: io)
    }
}
