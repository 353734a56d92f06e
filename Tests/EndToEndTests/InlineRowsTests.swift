import Foundation
import XCTest

/// `--inline --rows N` (fzf's `--height`): the picker takes at most N rows below the prompt, on
/// the normal screen, so the shell's earlier output stays where it was; at the end those rows are
/// erased and nothing else is.
final class InlineRowsTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private func boxRows(_ screen: String) -> [String] {
        screen.components(separatedBy: "\n").filter { $0.contains { "╭╮╰╯│".contains($0) } }
    }

    private let earlier = (1...5).map { "earlier output line \($0)" }

    private func run(rows: String, height: Int = 24) throws -> DialogRun {
        let before = earlier.map { "echo '\($0)'" }.joined(separator: "; ")
        return try DialogRun("--inline --rows \(rows) -t Pick --items-from items.txt", height: height,
                             before: "seq -f 'item %g' 1 200 > items.txt; \(before)")
    }

    func testAtMostNRowsBelowTheEarlierOutputAndNoneLeftAfter() throws {
        let run = try run(rows: "9")
        let screen = run.tmux.waitFor("item 1")
        let lines = screen.components(separatedBy: "\n")
        XCTAssertFalse(run.tmux.modes().alternate, "inline is on the normal screen")
        for line in earlier { XCTAssertTrue(screen.contains(line), "earlier output kept:\n\(screen)") }
        let rows = boxRows(screen)
        XCTAssertLessThanOrEqual(rows.count, 9, "at most 9 rows:\n\(screen)")
        XCTAssertGreaterThanOrEqual(rows.count, 5, "the box is there:\n\(screen)")
        let top = lines.firstIndex { $0.contains("╭") } ?? -1
        let lastEarlier = lines.lastIndex { $0.contains("earlier output line 5") } ?? Int.max
        XCTAssertGreaterThan(top, lastEarlier, "below the earlier output:\n\(screen)")
        run.tmux.send("Down")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "item 2\n")
        let after = run.tmux.screen()
        XCTAssertEqual(boxRows(after), [], "the rows are erased:\n\(after)")
        for line in earlier { XCTAssertTrue(after.contains(line), "earlier output untouched:\n\(after)") }
        run.assertTerminalRestored()
    }

    func testAPercentageOfTheTerminalsRows() throws {
        let run = try run(rows: "50%", height: 30)
        let screen = run.tmux.waitFor("item 1")
        let rows = boxRows(screen)
        XCTAssertLessThanOrEqual(rows.count, 15, "half of 30 rows:\n\(screen)")
        XCTAssertGreaterThanOrEqual(rows.count, 10, "a list takes the rows it is given:\n\(screen)")
        run.tmux.send("Escape")
        XCTAssertEqual(run.status(), 255)
        XCTAssertEqual(boxRows(run.tmux.screen()), [])
    }
}
