import PopupCore

/// Plans carried out one after another (dialog's chained boxes, `--and-widget`): each built when
/// its turn comes (so an argument error there is met only then, after the boxes before it), shown
/// on the screen the one before left, unless that one ended the run. A single plan is a chain of one.
struct PlanChain {
    /// How many plans there are.
    var count: Int
    /// The plan at a position, built as it is reached.
    var plan: (Int) throws -> Plan
    /// Whether the plan after `index` is carried out, given how `index` ended (nil: only shown)
    /// and the status it gave.
    var continues: (_ index: Int, _ outcome: Outcome?, _ status: Int32) -> Bool
    /// How a failure is worded, wherever it comes.
    var wording: ErrorWording

    /// One plan alone.
    init(_ plan: Plan) {
        count = 1
        self.plan = { _ in plan }
        continues = { _, _, _ in false }
        wording = plan.wording
    }

    init(count: Int, wording: ErrorWording, plan: @escaping (Int) throws -> Plan,
         continues: @escaping (_ index: Int, _ outcome: Outcome?, _ status: Int32) -> Bool) {
        self.count = count
        self.plan = plan
        self.continues = continues
        self.wording = wording
    }
}
