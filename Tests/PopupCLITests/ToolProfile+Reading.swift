@testable import PopupCLI
import PopupCore
import PopupTestSupport

extension ToolProfile {
    /// The one box `arguments` ask for, read in a world of no files.
    func readBox(_ arguments: [String]) throws -> CompatRequest {
        try readArguments(arguments, MemoryIO()).firstBox
    }

    /// The whole command line, read in a world of no files.
    func read(_ arguments: [String], environment: [String: String] = [:]) throws -> CompatInvocation {
        try readArguments(arguments, MemoryIO(environment: environment))
    }
}

extension CompatDialect {
    /// whiptail and dialog.
    static let allCases: [CompatDialect] = [.whiptail, .dialog]
}

extension CompatResultWriter {
    /// What `plan`'s box writes for `outcome` as its contract writes it, the first box of its run.
    static func bytes(_ outcome: Outcome, plan: CompatPlan) -> [UInt8] {
        CompatContract(plan, environment: [:]).result(outcome, status: 0, dialog: plan.dialog, query: nil)
    }
}

extension ToolProfile {
    /// The boxes whose cursor --default-item moves.
    var defaultItemBoxes: Set<CompatBox> { Set(boxes.filter(\.takesDefaultItem)) }
}
