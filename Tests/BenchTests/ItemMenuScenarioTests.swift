import XCTest
@testable import popupctl_bench

/// The menu scenario against the popupctl that `swift build` made: every row gets its value and
/// no step fails. (Nothing here asserts a time.)
final class ItemMenuScenarioTests: XCTestCase {
    func testPopupctlMenuOfArgumentsPagesAndStepsAtBothSizes() throws {
        var directory = Tool.ownDirectory() ?? "/"
        var popupctl: Tool?
        while directory.count > 1, popupctl == nil {
            let candidate = directory + "/popupctl"
            if access(candidate, X_OK) == 0 { popupctl = Tool(kind: .popupctl, path: candidate) }
            directory = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)])
        }
        guard let popupctl else { throw XCTSkip("no popupctl beside the tests: swift build first") }
        let context = BenchContext(options: BenchOptions(), fixtures: try Fixtures(), tools: [popupctl])
        ItemMenuScenario.measure(popupctl, context)
        XCTAssertEqual(context.notes, [])
        for metric in [ItemMenuScenario.firstFrame, ItemMenuScenario.pageBytes, ItemMenuScenario.smallPageBytes,
                       ItemMenuScenario.stepBytes, ItemMenuScenario.smallStepBytes] {
            let values = context.samples.values(metric, column: "popupctl")
            XCTAssertEqual(values.count, 1, metric.name)
            XCTAssertGreaterThan(values.first ?? 0, 0, metric.name)
        }
    }
}
