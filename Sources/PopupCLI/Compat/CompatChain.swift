import PopupCore

/// dialog's rules for boxes shown one after another: which box comes next, the separator between
/// their results, and the words a timeout ends the run with. Esc (or a timeout) ends the chain;
/// after `--and-widget` the next box comes whatever else ended this one; without it, only after
/// OK. From the second box that may write a result on, each result that is written (OK, Extra,
/// Help) is preceded by --separate-widget's text (a tab unless given), even an empty one, as
/// dialog counts them.
final class CompatChain {
    let invocation: CompatInvocation
    private let environment: [String: String]
    /// The statuses of each box's buttons, learned as its plan is made.
    private var buttonStatuses: [Int: [Int32]] = [:]

    /// How many boxes that may write a result there are up to each box, that one included.
    private let resultBoxesSoFar: [Int]

    init(invocation: CompatInvocation, environment: [String: String]) {
        self.invocation = invocation
        self.environment = environment
        var count = 0
        resultBoxesSoFar = invocation.steps.map { step in
            if (try? step.box.get().box.writesResult) == true { count += 1 }
            return count
        }
    }

    /// How a box ended, in dialog's own codes before DIALOG_* change them: 0 OK, 1 Cancel,
    /// 2 Help, 3 Extra, 255 Esc (a timeout too), nil for an end that ends the run (a signal, a
    /// timeout with DIALOG_TIMEOUT set).
    private func code(_ index: Int, _ outcome: Outcome?) -> Int32? {
        switch outcome ?? .completed {
        case .completed: return CompatButton.ok.rawValue
        case .chosen(let button, _, _, _, _):
            let statuses = buttonStatuses[index] ?? []
            return statuses.indices.contains(button) ? statuses[button] : CompatButton.ok.rawValue
        case .dismissed: return CompatTool.errorStatus
        case .timedOut: return timeoutEndsRun ? nil : CompatTool.errorStatus
        case .interrupted: return nil
        }
    }

    /// DIALOG_TIMEOUT names a status: a timeout ends the whole run, with `ToolProfile.timeoutNotice`.
    private var timeoutEndsRun: Bool {
        invocation.tool.profile.timeoutNotice != nil && Int((environment["DIALOG_TIMEOUT"] ?? "").filter { $0 != " " }) != nil
    }

    /// Whether the box after `index` is shown, given how `index` ended.
    func continues(after index: Int, _ outcome: Outcome?) -> Bool {
        guard index + 1 < invocation.steps.count, let code = code(index, outcome), code != CompatTool.errorStatus else { return false }
        switch invocation.steps[index + 1].join {
        case .andWidget: return true
        case .plain, .first: return code == CompatButton.ok.rawValue
        }
    }

    /// The separator written before the result of the box at `index` (whose plan is `plan`).
    func separator(before index: Int, _ outcome: Outcome, plan: CompatPlan) -> [UInt8] {
        guard let code = code(index, outcome), code != CompatButton.cancel.rawValue, code != CompatTool.errorStatus,
              !plan.request.separateOutput else { return [] }
        guard resultBoxesSoFar.indices.contains(index), resultBoxesSoFar[index] > 1 else { return [] }
        return Array((plan.request.separateWidget ?? "\t").utf8)
    }

    /// Learns the statuses of a box's buttons before it is shown.
    func learn(_ index: Int, _ plan: CompatPlan) { buttonStatuses[index] = plan.buttonStatuses }

    /// The words for stderr once a box ended: dialog's `timeout` when DIALOG_TIMEOUT is set.
    func notice(for outcome: Outcome?, profile: ToolProfile) -> String? {
        guard case .timedOut? = outcome, timeoutEndsRun else { return nil }
        return profile.timeoutNotice
    }
}
