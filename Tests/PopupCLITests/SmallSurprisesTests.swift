@testable import PopupCLI
import PopupCore
import PopupKit
import PopupTestSupport
import XCTest

/// Issue 30 item 8: what surprised a newcomer, one line each.
final class SmallSurprisesTests: XCTestCase {
    /// `popupctl` alone is a usage line and 125, not an empty OK box answered by Enter.
    func testNoArgumentsIsAUsageNotAnEmptyBox() {
        let io = MemoryIO.drawing()
        XCTAssertEqual(io.run([]), 125)
        XCTAssertFalse(io.terminalOpened, "nothing is drawn")
        XCTAssertEqual(io.stdout, "")
        XCTAssertTrue(io.stderr.hasPrefix("popupctl: usage: popupctl"), io.stderr)
        XCTAssertEqual(io.stderr.filter { $0 == "\n" }.count, 1, io.stderr)
    }

    /// Over the limit, `--buttons-from` points to the list that holds any number.
    func testTooManyListedButtonsPointToItemsFrom() {
        let io = MemoryIO(stdin: Array((1...200).map { "choice \($0)\n" }.joined().utf8))
        XCTAssertEqual(io.run(["--buttons-from", "-", "--answer", "0"]), 125)
        XCTAssertTrue(io.stderr.contains("'--items-from'"), io.stderr)
    }

    /// The line prompt takes y, yes, n and no for an affirmative and its cancel.
    func testLinePromptTakesYesAndNo() {
        for (word, status) in [("y", Int32(0)), ("YES", 0), ("n", 1), ("no", 1)] {
            let terminal = MemoryLineTerminal([.line(word)])
            let io = MemoryIO.drawing(lineTerminal: terminal)
            XCTAssertEqual(io.run(["--plain", "-t", "Push?", "-b", "Push", "-c", "Wait"]), status, word)
        }
        // Three buttons, or two that both go ahead, are no yes/no question.
        let three = MemoryLineTerminal([.line("y"), .line("2")])
        let io = MemoryIO.drawing(lineTerminal: three)
        XCTAssertEqual(io.run(["--plain", "-b", "Push", "-b", "Force", "-c", "Wait"]), 1)
        XCTAssertTrue(three.output.contains("Please answer"), three.output)
    }

    /// `--tmux` takes its placement only when one follows (issue 30 item 7): `--tmux -t T` works.
    func testTmuxTakesAnOptionalPlacement() throws {
        let bare = try InvocationBuilder.build(["--tmux", "-t", "Push?"])
        XCTAssertEqual(bare.title, "Push?")
        XCTAssertNotNil(bare.tmux)
        let last = try InvocationBuilder.build(["-t", "Push?", "--tmux"])
        XCTAssertEqual(last.tmux, bare.tmux)
        let placed = try InvocationBuilder.build(["--tmux", "bottom,80%", "-t", "Push?"])
        XCTAssertNotEqual(placed.tmux, bare.tmux)
    }

    /// A lone OK asks nothing: the message is shown and the run goes on.
    func testLinePromptAsksNothingForALoneOK() {
        let terminal = MemoryLineTerminal([])
        let io = MemoryIO.drawing(lineTerminal: terminal)
        XCTAssertEqual(io.run(["--plain", "-t", "Backup done", "-m", "3 files copied."]), 0)
        XCTAssertTrue(terminal.output.contains("3 files copied."), terminal.output)
        XCTAssertFalse(terminal.output.contains("Choose"), terminal.output)
    }
}

extension SmallSurprisesTests {
    /// A message file or stdin laid out wider than the default box widens it, up to the screen,
    /// instead of being re-wrapped; a message typed on the command line still wraps.
    func testPreformattedTextWidensTheBox() {
        let table = (1...3).map { "row \($0)  " + String(repeating: "=", count: 60) + " end" }.joined(separator: "\n") + "\n"
        let io = MemoryIO(stdin: Array(table.utf8))
        XCTAssertEqual(io.run(["--print-frame", "--no-color", "--size", "100x16", "-m", "-"]), 0, io.stderr)
        for line in table.split(separator: "\n") { XCTAssertTrue(io.stdout.contains(line), io.stdout) }
        let narrow = MemoryIO(stdin: Array(table.utf8))
        XCTAssertEqual(narrow.run(["--print-frame", "--no-color", "--size", "50x24", "-m", "-"]), 0)
        XCTAssertFalse(narrow.stdout.split(separator: "\n").contains { $0.count > 50 }, "up to the screen, no further")
        let typed = MemoryIO()
        XCTAssertEqual(typed.run(["--print-frame", "--no-color", "--size", "100x16", "-m", String(table.split(separator: "\n")[0])]), 0)
        XCTAssertFalse(typed.stdout.contains(String(table.split(separator: "\n")[0])), "a typed message wraps as before")
    }
}
