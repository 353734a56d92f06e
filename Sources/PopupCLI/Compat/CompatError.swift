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

    /// The line(s) for stderr under `tool`'s name.
    func message(_ tool: CompatTool) -> String {
        switch (tool, self) {
        case (.whiptail, .unknownOption(let option)): return "\(option): unknown option\n"
        case (.whiptail, .missingArgument(let option)): return "\(option): missing argument\n"
        case (.whiptail, .badNumber(_, let value)): return "\(value): invalid numeric value\n"
        case (.dialog, .unknownOption(let option)): return "Unknown option \(option).\nUse --help to list options.\n"
        case (.dialog, .missingArgument(let option)): return "Expected an argument for \(option).\nUse --help to list options.\n"
        case (.dialog, .badNumber(let option, let value)): return "Expected a number for \(option), got '\(value)'.\nUse --help to list options.\n"
        case (_, .usage(let reason)): return "\(tool.rawValue): \(reason); see '\(tool.rawValue) --help'\n"
        case (_, .unsupportedBox(let box)):
            return "\(tool.rawValue): --\(box) is not supported by popupctl (supported: \(supported(tool)))\n"
        case (.whiptail, .badOutputDescriptor): return "Cannot open output-fd: Bad file descriptor\n"
        case (.dialog, .badOutputDescriptor(let fd)): return "dialog: cannot write the result to descriptor \(fd): Bad file descriptor\n"
        case (_, .noTerminal):
            return "\(tool.rawValue): no terminal (/dev/tty) to draw on; set POPUPCTL_ANSWER (and POPUPCTL_ITEMS or POPUPCTL_VALUES) to answer unattended\n"
        case (_, .badAnswer(let reason)): return "\(tool.rawValue): \(reason)\n"
        case (_, .unreadable(let reason)): return "\(tool.rawValue): \(reason)\n"
        }
    }

    /// The exit status: whiptail's option parser (popt) exits 1; everything else, and all of
    /// dialog's errors, the tool's error status.
    func status(_ tool: CompatTool) -> Int32 {
        switch (tool, self) {
        case (.whiptail, .unknownOption), (.whiptail, .missingArgument), (.whiptail, .badNumber): return 1
        default: return CompatTool.errorStatus
        }
    }

    private func supported(_ tool: CompatTool) -> String {
        CompatBox.allCases.filter { tool == .dialog || CompatBox.whiptailBoxes.contains($0) }
            .map { "--" + $0.rawValue }.joined(separator: " ")
    }
}
