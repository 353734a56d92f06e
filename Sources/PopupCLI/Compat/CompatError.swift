import PopupCore

/// What can be wrong with a whiptail or dialog command line, worded as that tool words it, with
/// the status it exits with. Every one is a single line on stderr, never a hang.
enum CompatError: Error, Equatable, Sendable {
    /// An option the tool does not know.
    case unknownOption(String)
    /// A value option at the end of the line.
    case missingArgument(String)
    /// `--output-fd x`.
    case badNumber(option: String, value: String)
    /// The arguments do not fit the box's shape (whiptail prints its usage).
    case usage(String)
    /// A box popupctl does not draw.
    case unsupportedBox(String)
    /// The result descriptor cannot be written.
    case badOutputDescriptor(Int32)
    /// No /dev/tty and no unattended answer.
    case noTerminal
    /// An unattended answer that does not fit the dialog.
    case badAnswer(String)
    /// A file (textbox, editbox) that cannot be read.
    case unreadable(String)

    /// How a tool words the errors only it words its own way, and the status its option errors
    /// exit with (`ToolProfile.wording`).
    struct Wording: Sendable {
        let unknownOption: @Sendable (_ option: String) -> String
        let missingArgument: @Sendable (_ option: String) -> String
        let badNumber: @Sendable (_ option: String, _ value: String) -> String
        let badOutputDescriptor: @Sendable (_ descriptor: Int32) -> String
        /// The status of an unknown option, a missing argument or a bad number.
        let optionErrorStatus: Int32

        /// whiptail's: popt's words, and popt's status 1.
        static let popt = Wording(
            unknownOption: { "\($0): unknown option\n" },
            missingArgument: { "\($0): missing argument\n" },
            badNumber: { _, value in "\(value): invalid numeric value\n" },
            badOutputDescriptor: { _ in "Cannot open output-fd: Bad file descriptor\n" },
            optionErrorStatus: 1)

        /// dialog's: each with its pointer to --help, and the error status.
        static let dialog = Wording(
            unknownOption: { "Unknown option \($0).\nUse --help to list options.\n" },
            missingArgument: { "Expected an argument for \($0).\nUse --help to list options.\n" },
            badNumber: { option, value in "Expected a number for \(option), got '\(value)'.\nUse --help to list options.\n" },
            badOutputDescriptor: { "dialog: cannot write the result to descriptor \($0): Bad file descriptor\n" },
            optionErrorStatus: CompatExitStatus.errorStatus)
    }

    /// The line(s) for stderr under `profile`'s tool name.
    func message(_ profile: ToolProfile) -> String {
        let name = profile.name
        switch self {
        // Words from the command line kept to one line each: the tool's wording has its own breaks.
        case .unknownOption(let option): return profile.wording.unknownOption(Sanitizer.line(option))
        case .missingArgument(let option): return profile.wording.missingArgument(Sanitizer.line(option))
        case .badNumber(let option, let value): return profile.wording.badNumber(Sanitizer.line(option), Sanitizer.line(value))
        case .usage(let reason): return "\(name): \(reason); see '\(name) --help'\n"
        case .unsupportedBox(let box):
            let supported = profile.boxes.map { "--" + $0.name }.joined(separator: " ")
            return "\(name): --\(box) is not supported by popupctl (supported: \(supported))\n"
        case .badOutputDescriptor(let fd): return profile.wording.badOutputDescriptor(fd)
        case .noTerminal:
            return "\(name): no terminal (/dev/tty) to draw on; set POPUPCTL_ANSWER (and POPUPCTL_ITEMS or POPUPCTL_VALUES) to answer unattended\n"
        case .badAnswer(let reason): return "\(name): \(reason)\n"
        case .unreadable(let reason): return "\(name): \(reason)\n"
        }
    }

    /// The exit status: the tool's own for an option error (popt exits 1); everything else the
    /// tool's error status.
    func status(_ profile: ToolProfile) -> Int32 {
        switch self {
        case .unknownOption, .missingArgument, .badNumber: return profile.wording.optionErrorStatus
        default: return CompatExitStatus.errorStatus
        }
    }
}
