import XCTest
@testable import popupctl_bench

/// The list scenarios against the popupctl that `swift build` made (and fzf, when installed), on
/// small inputs: every row gets its value and no step fails. (Nothing here asserts a time.)
final class ListScenarioTests: XCTestCase {
    func popupctl() throws -> Tool {
        var directory = Tool.ownDirectory() ?? "/"
        while directory.count > 1 {
            let candidate = directory + "/popupctl"
            if access(candidate, X_OK) == 0 { return Tool(kind: .popupctl, path: candidate) }
            directory = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)])
        }
        throw XCTSkip("no popupctl beside the tests: swift build first")
    }

    func context(_ tools: [Tool]) throws -> BenchContext {
        BenchContext(options: BenchOptions(), fixtures: try Fixtures(), tools: tools)
    }

    func testTheLinesAndHowManyTheFilterKeeps() {
        let (bytes, matches) = ListScenario.lines(count: 100)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        XCTAssertEqual(lines.count, 100)
        XCTAssertEqual(lines.first, "line number 1 of the list")
        XCTAssertEqual(matches, 19, "7, 17, …, 97 and 70-79")
    }

    func testTheCountsAreReadAsEachToolPrintsThem() {
        let lines = ListScenario.Lines(path: "", count: 1_000_000, matches: 468_559)
        func shown(_ text: String) -> Screen {
            var scanner = OutputScanner(marker: "QZMARKERX")
            scanner.screen = Screen(columns: 40, rows: 3)
            _ = scanner.feed(Array(text.utf8))
            return scanner.screen!
        }
        XCTAssertFalse(ListScenario.showsAll(shown("1 000 000 items, reading…"), .popupctl, lines))
        XCTAssertTrue(ListScenario.showsAll(shown("› type to filter 1 000 000 items"), .popupctl, lines))
        XCTAssertFalse(ListScenario.showsAll(shown("⠸ 999999/999999"), .fzf, lines))
        XCTAssertTrue(ListScenario.showsAll(shown("  1000000/1000000 ──"), .fzf, lines))
        XCTAssertFalse(ListScenario.showsFiltered(shown("› 7 468 559/1 000 000 …"), lines))
        XCTAssertTrue(ListScenario.showsFiltered(shown("› 7   468 559/1 000 000"), lines))
        XCTAssertTrue(ListScenario.showsFiltered(shown("  468559/1000000"), lines))
    }

    func testPopupctlStreamsLinesAndFilters() throws {
        let context = try context([try popupctl()])
        let lines = try XCTUnwrap(ListScenario.prepare(context, count: 3000))
        ListScenario.measure(context.tools[0], lines, context)
        XCTAssertEqual(context.notes, [])
        for metric in [ListScenario.firstItems, ListScenario.allItems, ListScenario.filterTime, ListScenario.filterBytes,
                       ListScenario.peakMemory] {
            XCTAssertEqual(context.samples.values(metric, column: "popupctl").count, 1, metric.name)
        }
    }

    func testFzfStreamsTheSameLines() throws {
        guard let path = Tool.onPath("fzf") else { throw XCTSkip("fzf is not installed") }
        let fzf = Tool(kind: .fzf, path: path)
        let context = try context([fzf])
        let lines = try XCTUnwrap(ListScenario.prepare(context, count: 3000))
        ListScenario.measure(fzf, lines, context)
        XCTAssertEqual(context.notes, [])
        XCTAssertEqual(context.samples.values(ListScenario.filterTime, column: "fzf").count, 1)
    }

    func testPopupctlMenuOfArgumentsPagesAndStepsAtBothSizes() throws {
        let context = try context([try popupctl()])
        ItemMenuScenario.measure(context.tools[0], context)
        XCTAssertEqual(context.notes, [])
        for metric in [ItemMenuScenario.firstFrame, ItemMenuScenario.pageBytes, ItemMenuScenario.smallPageBytes,
                       ItemMenuScenario.stepBytes, ItemMenuScenario.smallStepBytes] {
            let values = context.samples.values(metric, column: "popupctl")
            XCTAssertEqual(values.count, 1, metric.name)
            XCTAssertGreaterThan(values.first ?? 0, 0, metric.name)
        }
    }
}
