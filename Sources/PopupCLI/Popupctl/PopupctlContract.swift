import PopupCore

/// popupctl's own result contract (the contract in its `--help` and man page): stdout carries
/// content as `--output` says, the status carries the button, a progress box stopped before its
/// work ended never gives 0.
struct PopupctlContract: ResultContract, Equatable {
    /// How the result is written.
    var output: OutputMode
    /// How a button that stays open reports itself as it is chosen.
    var reports: OutputMode
    /// `--print0`: NUL after each pick instead of a line break.
    var nulSeparated = false
    /// `--print-query`: the query as it ended, before the picks (with label or index output).
    var printsQuery = false
    var writesResult: Bool

    /// The status of a progress box stopped before its work ended (a button, Esc, a click outside):
    /// never 0, so that `… && deploy` does not deploy after a Cancel, whatever the command did
    /// when it was stopped; outside the buttons' indices, the statuses of timeout(1), env(1) and
    /// signals, and 255 (which commands such as ssh give).
    static let stoppedStatus: Int32 = 254

    /// The contract's status for how the popup ended. A progress box stopped before its work ended
    /// gives `stoppedStatus`. Around a command, the command's status, unless the box ended it early
    /// for a reason of its own: the time running out on a running command (124, as timeout(1)
    /// says it), Ctrl-C or a signal (128 + its number). A command that had ended (--wait's "Done")
    /// keeps its status on timeout.
    static func exitStatus(_ outcome: Outcome?, _ ending: Plan.Ending) -> Int32 {
        guard let outcome else { return 0 }
        if ending.stopped { return stoppedStatus }
        guard let command = ending.command else { return outcome.exitStatus }
        switch outcome {
        case .timedOut where command.wasRunning, .interrupted: return outcome.exitStatus
        default: return command.status
        }
    }

    func status(_ outcome: Outcome?, _ ending: Plan.Ending) -> Int32 {
        Self.exitStatus(outcome, ending)
    }

    /// A message shown and left prints nothing: there was nothing to answer. The query goes
    /// before the picks of a button that picks, as fzf prints it.
    func result(_ outcome: Outcome?, status: Int32, dialog: Dialog, query: String?) -> [UInt8] {
        guard let outcome else { return [] }
        let bytes = OutcomeFormatter.bytes(outcome, mode: output, dialog: dialog, nulSeparated: nulSeparated, status: status)
        guard printsQuery, let list = dialog.list, case .chosen(_, _, let role, _, _) = outcome, role != .cancel else { return bytes }
        return Array(Sanitizer.line(query ?? list.initialQuery).utf8) + [nulSeparated ? 0 : 0x0A] + bytes
    }

    func report(_ button: Int, dialog: Dialog) -> [UInt8]? {
        Array(OutcomeFormatter.report(index: button, mode: reports, dialog: dialog).utf8)
    }
}
