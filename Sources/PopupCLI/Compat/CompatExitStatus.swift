/// The exit status a whiptail or dialog box ends with: 0 OK/Yes, 1 Cancel/No, 2 Help, 3 Extra,
/// 255 Esc or error; a tool that reads DIALOG_OK … DIALOG_TIMEOUT changes them as dialog does.
enum CompatExitStatus {
    /// The status both tools exit with for a dismissal or an error, before DIALOG_ESC/DIALOG_ERROR.
    static let errorStatus: Int32 = 255

    /// The statuses DIALOG_OK … DIALOG_TIMEOUT set, as numbers (nil: unset, not a number, or a tool
    /// that does not read them).
    struct Variables: Equatable, Sendable {
        var ok, cancel, help, extra, escape, itemHelp, timeout, error: Int32?

        init(_ environment: [String: String], profile: ToolProfile) {
            guard profile.readsStatusVariables else { return }
            let number = CompatExitStatus.number
            ok = number(environment["DIALOG_OK"])
            cancel = number(environment["DIALOG_CANCEL"])
            help = number(environment["DIALOG_HELP"])
            extra = number(environment["DIALOG_EXTRA"])
            escape = number(environment["DIALOG_ESC"])
            itemHelp = number(environment["DIALOG_ITEM_HELP"])
            timeout = number(environment["DIALOG_TIMEOUT"])
            error = number(environment["DIALOG_ERROR"])
        }

        /// An error's status, DIALOG_ERROR applied.
        func error(_ status: Int32) -> Int32 { status == errorStatus ? error ?? status : status }
    }

    /// The status for how a box ended, under `contract`'s tool.
    static func status(_ ending: CompatEnding, _ contract: CompatContract) -> Int32 {
        let variables = contract.variables
        switch ending {
        case .button(let button):
            let variable: Int32?
            switch button {
            case .ok: variable = variables.ok
            case .cancel: variable = variables.cancel
            // Help on a list with --item-help is dialog's "item help", DIALOG_ITEM_HELP's.
            case .help: variable = (contract.request.itemHelp && contract.request.box.kind.selection != nil ? variables.itemHelp : nil)
                ?? variables.help
            case .extra: variable = variables.extra
            }
            return variable ?? button.rawValue
        case .escape:
            return variables.escape ?? errorStatus
        case .timeout:
            return variables.timeout ?? errorStatus
        case .signal(let signal):
            // A signal the tool catches ends it with its own status (a Ctrl-C typed in the box
            // included), whatever DIALOG_CANCEL says; any other kills it.
            return contract.request.profile.signalStatuses[signal] ?? 128 + signal
        }
    }

    /// A status from the environment as the shell would see it (0–255); nil when not a number.
    private static func number(_ text: String?) -> Int32? {
        guard let text, let value = Int(text.filter { $0 != " " }) else { return nil }
        return Int32(truncatingIfNeeded: value & 0xFF)
    }
}
