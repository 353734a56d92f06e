import PopupCore

/// How a dialect turns the end of a popup into what a script sees: the result bytes, the exit
/// status, what a button that stays open reports, the words a notice adds, and whether the plan
/// after it in a chain is carried out. Each dialect has its own (`PopupctlContract`,
/// `CompatContract`); the runner asks it and decides none of this itself. A contract is a value:
/// plans that carry equal contracts end alike.
protocol ResultContract: Sendable {
    /// Whether anything may be written to the plan's sink (not with `--output none`, nor for a
    /// message only shown): a closed stdout is then an error before anything is asked.
    var writesResult: Bool { get }

    /// The exit status for how the popup ended (nil: only shown), and how the rest of the run did.
    func status(_ outcome: Outcome?, _ ending: Plan.Ending) -> Int32

    /// The bytes the result is, once the popup ended (nil: only shown) with `status`; `query` is
    /// the query a list shown in this process ended with.
    func result(_ outcome: Outcome?, status: Int32, dialog: Dialog, query: String?) -> [UInt8]

    /// What a button that stays open (`--stay`) writes as it is chosen; nil for nothing.
    func report(_ button: Int, dialog: Dialog) -> [UInt8]?

    /// Words for stderr once the popup ended (dialog's `timeout`); nil for none.
    func notice(_ outcome: Outcome?) -> String?

    /// Whether a plan that follows this one as `follow` says is carried out, given how this one ended.
    func lets(_ follow: PlanChain.Follow, after outcome: Outcome?) -> Bool

    /// Whether `other` is the same contract.
    func isEqual(to other: any ResultContract) -> Bool
}

extension ResultContract {
    func report(_ button: Int, dialog: Dialog) -> [UInt8]? { nil }
    func notice(_ outcome: Outcome?) -> String? { nil }
    /// A dialect without chains: nothing follows.
    func lets(_ follow: PlanChain.Follow, after outcome: Outcome?) -> Bool { false }
}

extension ResultContract where Self: Equatable {
    func isEqual(to other: any ResultContract) -> Bool { (other as? Self) == self }
}
