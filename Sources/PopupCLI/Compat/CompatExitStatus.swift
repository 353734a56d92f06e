import PopupCore

/// The exit status a whiptail or dialog box ends with: 0 OK/Yes, 1 Cancel/No, 2 Help, 3 Extra,
/// 255 Esc or error; a tool that reads DIALOG_OK … DIALOG_TIMEOUT changes them as dialog does.
enum CompatExitStatus {
    static func status(_ outcome: Outcome, plan: CompatPlan, environment: [String: String]) -> Int32 {
        let profile = plan.request.profile
        switch outcome {
        case .chosen(let index, _, _, _, _):
            let status = plan.buttonStatuses.indices.contains(index) ? plan.buttonStatuses[index] : CompatButton.ok.rawValue
            let variable: String?
            switch CompatButton(rawValue: status) {
            case .ok: variable = environment["DIALOG_OK"]
            case .cancel: variable = environment["DIALOG_CANCEL"]
            case .help:
                // Help on a list with --item-help is dialog's "item help", DIALOG_ITEM_HELP's.
                let itemHelp = plan.request.itemHelp && plan.dialog.list != nil ? environment["DIALOG_ITEM_HELP"] : nil
                variable = itemHelp.flatMap(number) != nil ? itemHelp : environment["DIALOG_HELP"]
            case .extra: variable = environment["DIALOG_EXTRA"]
            case nil: variable = nil
            }
            return remapped(status, variable, profile)
        case .completed:
            // A gauge or progress box whose input ended.
            return remapped(CompatButton.ok.rawValue, environment["DIALOG_OK"], profile)
        case .dismissed:
            // whiptail's --nocancel: Esc is the Cancel button that is not there.
            if plan.request.noCancel, plan.request.box.escapeIsMissingCancel {
                return CompatButton.cancel.rawValue
            }
            return remapped(CompatTool.errorStatus, environment["DIALOG_ESC"], profile)
        case .timedOut:
            // A timeout is an Esc, unless DIALOG_TIMEOUT names a status of its own.
            if profile.readsStatusVariables, let value = number(environment["DIALOG_TIMEOUT"]) { return value }
            return remapped(CompatTool.errorStatus, environment["DIALOG_ESC"], profile)
        case .interrupted(let signal):
            // A signal the tool catches ends it with its own status (a Ctrl-C typed in the box
            // included), whatever DIALOG_CANCEL says; any other kills it.
            return profile.signalStatuses[signal] ?? 128 + signal
        }
    }

    /// An error's status under `profile`'s tool, DIALOG_ERROR applied.
    static func error(_ status: Int32, profile: ToolProfile, environment: [String: String]) -> Int32 {
        status == CompatTool.errorStatus ? remapped(status, environment["DIALOG_ERROR"], profile) : status
    }

    /// `status`, or the number in the tool's variable for it (when it reads such variables).
    private static func remapped(_ status: Int32, _ variable: String?, _ profile: ToolProfile) -> Int32 {
        guard profile.readsStatusVariables, let value = number(variable) else { return status }
        return value
    }

    /// A status from the environment as the shell would see it (0–255); nil when not a number.
    private static func number(_ text: String?) -> Int32? {
        guard let text, let value = Int(text.filter { $0 != " " }) else { return nil }
        return Int32(truncatingIfNeeded: value & 0xFF)
    }
}
