import PopupCore

/// whiptail's and dialog's result contract for one box: its result bytes on the result
/// descriptor, after the chain's separator (`CompatResultWriter`); its statuses, with the tool's
/// DIALOG_* variables (`CompatExitStatus`); dialog's `timeout` notice; which box of a chain comes
/// next. Everything follows from how the box ended, decided once (`CompatEnding`).
struct CompatContract: ResultContract, Equatable {
    /// The box and the options that shape its result.
    var request: CompatRequest
    /// The button each of the dialog's buttons is, in order.
    var buttons: [CompatButton]
    /// Written before the result by a button that writes one: dialog's --separate-widget text
    /// for every box after the first that may write a result; empty for none.
    var separator: [UInt8] = []
    /// The statuses the environment sets for the tool.
    var variables: CompatExitStatus.Variables

    init(_ plan: CompatPlan, environment: [String: String], separator: [UInt8] = []) {
        request = plan.request
        buttons = plan.buttons
        self.separator = plan.request.separateOutput ? [] : separator
        variables = CompatExitStatus.Variables(environment, profile: plan.request.profile)
    }

    var writesResult: Bool { true }

    /// DIALOG_TIMEOUT names a status: a timeout ends the whole run, with `ToolProfile.timeoutNotice`.
    var timeoutEndsRun: Bool { request.profile.timeoutNotice != nil && variables.timeout != nil }

    /// How the box ended (nil: shown and left, as a box whose input ended).
    func ending(_ outcome: Outcome?) -> CompatEnding {
        CompatEnding(outcome ?? .completed, buttons: buttons, escapeIsCancel: request.noCancel && request.box.escapeIsMissingCancel,
                     timeoutEndsRun: timeoutEndsRun)
    }

    func status(_ outcome: Outcome?, _ ending: Plan.Ending) -> Int32 {
        CompatExitStatus.status(self.ending(outcome), self)
    }

    /// The separator, even before an empty result, as dialog counts the boxes; then the box's bytes.
    func result(_ outcome: Outcome?, status: Int32, dialog: Dialog, query: String?) -> [UInt8] {
        let ending = self.ending(outcome)
        guard ending.writesResult else { return [] }
        return separator + CompatResultWriter.bytes(outcome ?? .completed, ending: ending, request: request, dialog: dialog)
    }

    /// dialog's `timeout` on stderr when DIALOG_TIMEOUT is set.
    func notice(_ outcome: Outcome?) -> String? {
        ending(outcome) == .timeout ? request.profile.timeoutNotice : nil
    }

    /// Esc, a timeout or a signal ends the chain; after `--and-widget` the next box comes whatever
    /// button ended this one; without it, only after OK.
    func lets(_ follow: PlanChain.Follow, after outcome: Outcome?) -> Bool {
        guard case .button(let button) = ending(outcome) else { return false }
        return follow == .unlessStopped || button == .ok
    }
}
