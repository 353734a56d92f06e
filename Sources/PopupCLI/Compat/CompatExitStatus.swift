import PopupCore

/// The exit status a whiptail or dialog box ends with: 0 OK/Yes, 1 Cancel/No, 2 Help, 3 Extra,
/// 255 Esc or error; dialog's DIALOG_OK … DIALOG_TIMEOUT variables change them as dialog does.
enum CompatExitStatus {
    static func status(_ outcome: Outcome, plan: CompatPlan, environment: [String: String]) -> Int32 {
        let tool = plan.request.tool
        switch outcome {
        case .chosen(let index, _, _, _, _):
            let status = plan.buttonStatuses.indices.contains(index) ? plan.buttonStatuses[index] : CompatButton.ok.rawValue
            let names: [Int32: String] = [0: "DIALOG_OK", 1: "DIALOG_CANCEL", 2: "DIALOG_HELP", 3: "DIALOG_EXTRA"]
            return remapped(status, names[status], tool, environment)
        case .dismissed:
            return remapped(CompatTool.errorStatus, "DIALOG_ESC", tool, environment)
        case .timedOut:
            // dialog's timeout is an Esc, unless DIALOG_TIMEOUT names a status of its own.
            if tool == .dialog, let value = number(environment["DIALOG_TIMEOUT"]) { return value }
            return remapped(CompatTool.errorStatus, "DIALOG_ESC", tool, environment)
        case .interrupted(let signal):
            return 128 + signal
        }
    }

    /// An error's status under `tool`, DIALOG_ERROR applied.
    static func error(_ status: Int32, tool: CompatTool, environment: [String: String]) -> Int32 {
        status == CompatTool.errorStatus ? remapped(status, "DIALOG_ERROR", tool, environment) : status
    }

    private static func remapped(_ status: Int32, _ name: String?, _ tool: CompatTool, _ environment: [String: String]) -> Int32 {
        guard tool == .dialog, let name, let value = number(environment[name]) else { return status }
        return value
    }

    /// A status from the environment as the shell would see it (0–255); nil when not a number.
    private static func number(_ text: String?) -> Int32? {
        guard let text, let value = Int(text.filter { $0 != " " }) else { return nil }
        return Int32(truncatingIfNeeded: value & 0xFF)
    }
}
