import Foundation
import XCTest

/// `--inline` through resizes: tmux reflows the box's rows when the pane narrows and joins them
/// again when it widens. The dialog's rows are erased exactly, so one box is on screen at a time,
/// whole, and none is left after it ends; with or without a field (whose insertion point is drawn).
final class InlineResizeTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private func boxRows(_ screen: String) -> [String] {
        screen.components(separatedBy: "\n").filter { $0.contains { "╭╮╰╯│".contains($0) } }
    }

    func testNarrowerThenWiderLeavesOneWholeBoxAndNothingAfter() throws {
        for field in [false, true] {
            let command = "--inline -t 'Deploy to production?' -m 'This will restart the web servers one by one.'"
                + (field ? " -i Host" : "") + " --cancel Keep -b Deploy"
            let run = try DialogRun(command, before: "echo BEFORE-MARKER")
            run.tmux.waitFor("servers one by one.")
            if field { run.tmux.type("web1") }
            run.tmux.resize(width: 40, height: 24)
            run.tmux.waitForScreen("the box at 40 columns") { $0.contains("restart the web") && !$0.contains("web servers") }
            run.tmux.resize(width: 80, height: 24)
            let screen = run.tmux.waitFor("This will restart the web servers one by one.")
            let rows = boxRows(screen)
            XCTAssertEqual(rows.filter { $0.contains("╭") }.count, 1, screen)
            XCTAssertEqual(rows.filter { $0.contains("╰") }.count, 1, screen)
            XCTAssertEqual(screen.components(separatedBy: "Deploy to production?").count, 2, "one title:\n\(screen)")
            XCTAssertTrue(rows.first?.contains("╭") == true && rows.last?.contains("╰") == true, "pieces outside the box:\n\(screen)")
            if field { XCTAssertTrue(screen.contains("web1"), screen) }
            run.tmux.send("Enter")
            XCTAssertEqual(run.status(), field ? 1 : 0)
            XCTAssertEqual(run.stdout, field ? "web1\n" : "Keep\n")
            XCTAssertEqual(boxRows(run.tmux.screen()), [], "pieces left after the end:\n\(run.tmux.screen())")
            run.assertTerminalRestored()
        }
    }
}
