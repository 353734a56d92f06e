import Foundation
import XCTest

/// `seq 20 | popupctl --inline --rows 8 --items-from -` (and fzf's `--height 8`): the picker
/// owns 8 rows and gives them to the items, with no frame and no buttons; Enter prints the item
/// under the cursor (status 0), Esc prints nothing (255). Issue 30, item 8.
final class BareInlinePickerTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private func run(_ options: String) throws -> DialogRun {
        try DialogRun("-c \(Tmux.quote("seq 20 | popupctl \(options) --items-from -"))", program: "sh")
    }

    /// The screen's lines that hold an item alone (behind the cursor's mark, if any).
    private func itemRows(_ screen: String) -> [String] {
        screen.components(separatedBy: "\n").filter { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "›" || $0 == "│" || $0 == "┃" })
            return words.count == 1 && Int(words[0]).map((1...20).contains) == true
        }
    }

    private func assertBare(_ screen: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(screen.contains { "╭╮╰╯─┌┐└┘".contains($0) }, "no frame:\n\(screen)", file: file, line: line)
        XCTAssertFalse(screen.contains("OK") || screen.contains("Cancel"), "no buttons:\n\(screen)", file: file, line: line)
        XCTAssertLessThanOrEqual(itemRows(screen).count, 8, "at most the 8 rows:\n\(screen)", file: file, line: line)
    }

    func testEightRowsShowAtLeastSixItemsAndEnterPrintsTheOneUnderTheCursor() throws {
        let run = try run("--inline --rows 8")
        let screen = run.tmux.waitForScreen("six item rows") { self.itemRows($0).count >= 6 }
        assertBare(screen)
        XCTAssertFalse(run.tmux.modes().alternate, "inline is on the normal screen")
        run.tmux.send("Down")
        run.tmux.waitForScreen("the cursor on 2") { $0.contains("› 2") || $0.contains("›2") }
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "2\n")
        XCTAssertEqual(itemRows(run.tmux.screen()), [], "the rows are erased")
        run.assertTerminalRestored()
    }

    func testFzfsHeightIsTheSameBarePickerAndEscPrintsNothing() throws {
        let run = try run("--height 8")
        let screen = run.tmux.waitForScreen("six item rows") { self.itemRows($0).count >= 6 }
        assertBare(screen)
        run.tmux.send("Escape")
        XCTAssertEqual(run.status(), 255)
        XCTAssertEqual(run.stdout, "")
        run.assertTerminalRestored()
    }

    func testBorderAsksForTheBox() throws {
        let run = try run("--inline --rows 8 --border")
        let screen = run.tmux.waitFor("OK")
        XCTAssertTrue(screen.contains("╭") && screen.contains("Cancel"), "--border keeps the frame and buttons:\n\(screen)")
        run.tmux.send("Escape")
        XCTAssertEqual(run.status(), 255)
    }
}
