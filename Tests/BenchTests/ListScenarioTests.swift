import XCTest
@testable import popupctl_bench

/// The stream section's own logic, on small inputs and screens written out: the lines and what the
/// fuzzy query keeps of them, and the counts read off each tool's screen. The section itself is a
/// benchmark, not a test: nothing here runs a tool on a million lines.
final class ListScenarioTests: XCTestCase {
    func testTheLinesAndHowManyTheFuzzyQueryKeeps() {
        let (bytes, matches) = ListScenario.lines(count: 1000)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        XCTAssertEqual(lines.count, 1000)
        XCTAssertEqual(lines.first, "line number 1 of the list")
        // Numbers up to 1000 with two 7s or more: 77, 177, …, 977 (10), 707…797 less 777 (9), 770…779 less 777 (9),
        // 777 once: 28.
        XCTAssertEqual(matches, 28)
    }

    func testTheFuzzyRuleIsLettersInOrderIgnoringCase() {
        func matches(_ line: String, _ query: String) -> Bool { ListScenario.fuzzyMatches(Array(line.utf8)[...], Array(query.utf8)) }
        XCTAssertTrue(matches("line number 717 of the list", "n77l"))
        XCTAssertTrue(matches("LINE NUMBER 77 OF THE LIST", "n77l"))
        XCTAssertFalse(matches("line number 71 of the list", "n77l"))
        XCTAssertFalse(matches("line number 77 of the", "n77l"), "the l must come after the 7s")
    }

    private func shown(_ text: String) -> Screen {
        var scanner = OutputScanner(marker: "QZMARKERX")
        scanner.screen = Screen(columns: 60, rows: 3)
        _ = scanner.feed(Array(text.utf8))
        return scanner.screen!
    }

    func testTheCountsAreReadAsEachToolPrintsThem() {
        let lines = ListScenario.Lines(path: "", count: 1_000_000, matches: 5_695)
        XCTAssertFalse(ListScenario.showsAll(shown("1 000 000 items, reading…"), .popupctl, lines))
        XCTAssertTrue(ListScenario.showsAll(shown("› type to filter 1 000 000 items"), .popupctl, lines))
        XCTAssertFalse(ListScenario.showsAll(shown("› type to filter 11 000 000 items"), .popupctl, lines))
        XCTAssertFalse(ListScenario.showsAll(shown("⠸ 999999/999999"), .fzf, lines))
        XCTAssertTrue(ListScenario.showsAll(shown("  1000000/1000000 ──"), .fzf, lines))
        XCTAssertFalse(ListScenario.showsFiltered(shown("› n77l    5 695/1 000 000 …"), lines), "still looking")
        XCTAssertTrue(ListScenario.showsFiltered(shown("› n77l    5 695/1 000 000"), lines))
        XCTAssertTrue(ListScenario.showsFiltered(shown("  5695/1000000"), lines))
        XCTAssertFalse(ListScenario.showsFiltered(shown("  15695/1000000"), lines), "a larger count that ends alike")
        let tenMillion = ListScenario.Lines(path: "", count: 10_000_000, matches: 0)
        XCTAssertTrue(ListScenario.showsAll(shown("› type to filter 10 000 000 items"), .popupctl, tenMillion))
        XCTAssertEqual(tenMillion.metrics.section, "8 10 000 000 lines through a pipe")
    }

    /// popupctl under the name fzf is timed to its own count, in whichever style it draws it.
    func testTheCountStyleIsReadOffTheScreen() {
        XCTAssertEqual(ListScenario.countStyle(shown("› type to filter 1 000 000 items")), .popupctl)
        XCTAssertEqual(ListScenario.countStyle(shown("> type to filter   12 345 items, reading…")), .popupctl)
        XCTAssertEqual(ListScenario.countStyle(shown("  1 item")), .popupctl)
        XCTAssertEqual(ListScenario.countStyle(shown("⠸ 999999/999999")), .fzf)
        XCTAssertEqual(ListScenario.countStyle(shown("  1000000/1000000 ──")), .fzf)
        XCTAssertEqual(ListScenario.countStyle(shown("> line number 12 of the list")), .fzf, "an item's words are not a count")
    }

    func testTheLineCountsAndTheQueryCanBeChosen() throws {
        let options = try BenchOptions.parse(["--lines", "1000,20", "--query", "ab7"])
        XCTAssertEqual(options.lineCounts, [1000, 20])
        XCTAssertEqual(options.listQuery, "ab7")
        XCTAssertEqual(try BenchOptions.parse([]).lineCounts, [1_000_000, 10_000_000])
        XCTAssertThrowsError(try BenchOptions.parse(["--lines", "0"]))
        XCTAssertThrowsError(try BenchOptions.parse(["--query", "Upper"]), "smart case would make it exact in both tools")
        XCTAssertThrowsError(try BenchOptions.parse(["--query", "a b"]))
    }
}
