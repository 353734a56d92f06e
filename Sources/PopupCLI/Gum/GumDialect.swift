import PopupCore
import PopupKit
import PopupTTY

/// popupctl linked as `gum`: gum's verbs, read from its command line as gum reads them
/// (`GumArguments`), shown with popupctl's engine, ending as gum's contract says (`GumContract`).
/// `popupctl confirm …` is the same reading.
struct GumDialect: Dialect {
    var names: [String] { ["gum"] }

    func wording(environment: [String: String]) -> ErrorWording { .gum }

    func read(_ arguments: [String], io: CommandIO) throws -> DialectReading {
        try Self.read(arguments, program: "gum", io: io)
    }

    /// `arguments` after the program's name, which gum's help uses.
    static func read(_ arguments: [String], program: String, io: CommandIO) throws -> DialectReading {
        guard let first = arguments.first else {
            throw CLIError.other("expected one of " + GumVerb.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
        }
        switch first {
        case "-h", "--help": return .printed(Printed(Array(GumHelp.usage(program: program).utf8), to: .stdout))
        case "-v", "--version": return .printed(Printed(Array("gum version \(HelpText.version) (popupctl)\n".utf8), to: .stdout))
        default: break
        }
        guard let verb = GumVerb(rawValue: first) else { throw CLIError.unexpectedArgument(first) }
        let command = try GumArguments.read(verb, Array(arguments.dropFirst()), environment: io.environment)
        if command.help { return .printed(Printed(Array(GumHelp.verb(verb, program: program).utf8), to: .stdout)) }
        return try GumPlans.make(command, arguments: [program] + arguments, io: io)
    }

    /// Whether popupctl's own command line starts with a gum verb (`popupctl confirm "Sure?"`).
    static func isVerb(_ word: String?) -> Bool { word.flatMap(GumVerb.init(rawValue:)) != nil }
}

extension ErrorWording {
    /// gum's: its words for a verb that failed (status 1), `gum: error: …` and popupctl's 125 for
    /// a command line it cannot read.
    static let gum = ErrorWording(describe: { error in
        func line(_ message: String) -> String { "gum: error: " + Sanitizer.line(message) + "\n" }
        switch error {
        case let failure as GumFailure: return (Sanitizer.line(failure.message) + "\n", failure.status)
        case let failure as CommandStartFailure:
            return (line("cannot run '\(failure.command)': \(SystemError.message(failure.code))"), failure.code == SystemError.noSuchFile ? 127 : 126)
        case PopupError.noTerminal: return (line(CLIError.noTerminal.description), 125)
        case let error as CLIError: return (line(error.description), 125)
        case let error as PopupError: return (line(error.description), 125)
        default: return (line("\(error)"), 125)
        }
    })
}
