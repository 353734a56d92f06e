import PopupCore
import PopupKit
import PopupTTY

/// How a dialect words a failure on stderr, and the status it then exits with: popupctl's one
/// line and 125, or whiptail's and dialog's own words and statuses. `FrontEnd` is the one place
/// that asks it.
struct ErrorWording: Sendable {
    /// The text for stderr (each line ending in a newline) and the exit status for `error`.
    let describe: @Sendable (Error) -> (text: String, status: Int32)
    /// Under whiptail's and dialog's names, the descriptor their result goes to (stderr, unless
    /// told otherwise): nil for popupctl's own, whose stderr is only a log.
    var resultDescriptor: Int32?

    /// Words `error` on stderr and gives the status it ends the run with.
    func status(for error: any Error, io: CommandIO) -> Int32 {
        // A popup in another process failed there, and said so already.
        if let failure = error as? RelayedFailure { return failure.status }
        let (text, status) = describe(error)
        io.writeStderr(text)
        if resultDescriptor == StandardStreams.error, !io.stderrIsTerminal, (error as? CLIError)?.concernsAnswerFiles == true {
            // Stderr is the result, which `x=$(whiptail … 3>&1 1>&2 2>&3)` captures: a replay
            // that went wrong must reach a log too. The terminal when there is one, else stdout,
            // the tool's screen, which that swap makes the script's own stderr.
            if !io.writeTerminal(text) { try? io.write(bytes: Array(text.utf8), toDescriptor: StandardStreams.output) }
        }
        return status
    }

    /// popupctl's own: `popupctl: …` and 125; a command that cannot be run gives 127 or 126, as
    /// env, nice and timeout do.
    static let popupctl = ErrorWording(describe: { error in
        func line(_ message: String) -> String { "popupctl: " + bounded(message) + "\n" }
        switch error {
        case let failure as CommandStartFailure:
            let status: Int32 = failure.code == SystemError.noSuchFile ? 127 : 126
            return (line("cannot run '\(Sanitizer.line(failure.command))': \(SystemError.message(failure.code))"), status)
        case let failure as ResultWriteFailure:
            return (line("cannot write the result to descriptor \(failure.descriptor)"), 125)
        case PopupError.noTerminal:
            // The library's words are for a Swift program; the command's name its own options.
            return (line(CLIError.noTerminal.description), 125)
        default:
            return (line(summary(error)), 125)
        }
    })

    /// whiptail's or dialog's: its words for its own errors, `TOOL: …` for the rest, and its error
    /// status (dialog's DIALOG_ERROR applied).
    static func compat(_ profile: ToolProfile, environment: [String: String],
                       resultDescriptor: Int32 = StandardStreams.error) -> ErrorWording {
        let variables = CompatExitStatus.Variables(environment, profile: profile)
        return ErrorWording(describe: { error in
            let compatError: CompatError?
            switch error {
            case let error as CompatError: compatError = error
            case PopupError.noTerminal: compatError = .noTerminal
            case let failure as ResultWriteFailure: compatError = .badOutputDescriptor(failure.descriptor)
            default: compatError = nil
            }
            guard let compatError else {
                let text = "\(profile.name): " + bounded(summary(error)) + "\n"
                return (text, variables.error(CompatExitStatus.errorStatus))
            }
            // Each line made harmless: the message quotes words from the command line.
            let text = compatError.message(profile).split(separator: "\n").map { bounded(String($0)) + "\n" }.joined()
            return (text, variables.error(compatError.status(profile)))
        }, resultDescriptor: resultDescriptor)
    }

    /// The most characters a line of an error message has: whatever an input quotes, stderr gets
    /// short lines.
    static let lineLimit = 400

    /// `message` made one harmless line of at most `lineLimit` characters ("…" where it was cut).
    static func bounded(_ message: String) -> String {
        let head = message.prefix(lineLimit + 1)
        let line = Sanitizer.line(head.count > lineLimit ? String(head.prefix(lineLimit - 1)) : String(head))
        return head.count > lineLimit ? line + "…" : line
    }

    /// The one-line explanation any error has.
    private static func summary(_ error: Error) -> String {
        switch error {
        case let error as CLIError: return error.description
        case let error as PopupError: return error.description
        default: return "\(error)"
        }
    }
}
