import PopupCore

/// Plans carried out one after another (dialog's chained boxes, `--and-widget`): each built when
/// its turn comes (so an argument error there is met only then, after the boxes before it), shown
/// on the screen the one before left, if the one before lets it follow (its contract decides,
/// `ResultContract.lets`). A single plan is a chain of one.
struct PlanChain {
    /// How a plan follows the one before it.
    enum Follow: Equatable, Sendable {
        /// Unless the one before was stopped: Esc, a timeout, a signal (dialog's `--and-widget`).
        case unlessStopped
        /// Only when the one before ended with OK (dialog's boxes one after another).
        case afterOK
    }

    /// How many plans there are.
    var count: Int
    /// How each plan after the first follows the one before: `follows[index]` for plan `index + 1`.
    var follows: [Follow]
    /// The descriptor the dialect's results go to, which a failure may also concern (whiptail's
    /// and dialog's stderr, unless told otherwise); nil when errors never go there.
    var resultDescriptor: Int32?
    /// The plan at a position, built as it is reached.
    var plan: (Int) throws -> Plan

    /// One plan alone.
    init(_ plan: Plan, resultDescriptor: Int32? = nil) {
        self.init(count: 1, follows: [], resultDescriptor: resultDescriptor) { _ in plan }
    }

    init(count: Int, follows: [Follow], resultDescriptor: Int32?, plan: @escaping (Int) throws -> Plan) {
        self.count = count
        self.follows = follows
        self.resultDescriptor = resultDescriptor
        self.plan = plan
    }

    /// Whether the plan after `index` (which is `plan`) is carried out, given how `plan` ended
    /// (nil: only shown).
    func goesOn(after index: Int, _ plan: Plan, _ outcome: Outcome?) -> Bool {
        follows.indices.contains(index) && plan.contract.lets(follows[index], after: outcome)
    }
}
