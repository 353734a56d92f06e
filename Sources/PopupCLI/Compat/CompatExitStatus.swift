import PopupCore
import PopupTTY

/// The exit status a whiptail or dialog box ends with: 0 OK/Yes, 1 Cancel/No, 2 Help, 3 Extra,
/// 255 Esc or error; dialog's DIALOG_OK … DIALOG_TIMEOUT variables change them as dialog does.
enum CompatExitStatus {
    static func status(_ outcome: Outcome, plan: CompatPlan, environment: [String: String]) -> Int32 {
        let tool = plan.request.tool
        switch outcome {
        case .chosen(let index, _, _, _, _):
            let status = plan.buttonStatuses.indices.contains(index) ? plan.buttonStatuses[index] : CompatButton.ok.rawValue
            let variable: String?
            switch CompatButton(rawValue: status) {
            case .ok: variable = environment["DIALOG_OK"]
            case .cancel: variable = environment["DIALOG_CANCEL"]
            case .help: variable = environment["DIALOG_HELP"]
            case .extra: variable = environment["DIALOG_EXTRA"]
            case nil: variable = nil
            }
            return remapped(status, variable, tool)
        case .completed:
            // A gauge or progress box whose input ended.
            return remapped(CompatButton.ok.rawValue, environment["DIALOG_OK"], tool)
        case .dismissed:
            return remapped(CompatTool.errorStatus, environment["DIALOG_ESC"], tool)
        case .timedOut:
            // dialog's timeout is an Esc, unless DIALOG_TIMEOUT names a status of its own.
            if tool == .dialog, let value = number(environment["DIALOG_TIMEOUT"]) { return value }
            return remapped(CompatTool.errorStatus, environment["DIALOG_ESC"], tool)
        case .interrupted(let signal):
            // dialog's curses ends it with 1 on SIGINT and SIGTERM (a Ctrl-C typed in the box
            // included), whatever DIALOG_CANCEL says; whiptail and dialog's SIGHUP die of the signal.
            if tool == .dialog, signal == SignalNumbers.interrupt || signal == SignalNumbers.terminate { return 1 }
            return 128 + signal
        }
    }

    /// An error's status under `tool`, DIALOG_ERROR applied.
    static func error(_ status: Int32, tool: CompatTool, environment: [String: String]) -> Int32 {
        status == CompatTool.errorStatus ? remapped(status, environment["DIALOG_ERROR"], tool) : status
    }

    /// `status`, or the number in dialog's variable for it (whiptail reads no such variable).
    private static func remapped(_ status: Int32, _ variable: String?, _ tool: CompatTool) -> Int32 {
        guard tool == .dialog, let value = number(variable) else { return status }
        return value
    }

    /// A status from the environment as the shell would see it (0–255); nil when not a number.
    private static func number(_ text: String?) -> Int32? {
        guard let text, let value = Int(text.filter { $0 != " " }) else { return nil }
        return Int32(truncatingIfNeeded: value & 0xFF)
    }
}
