import PopupCLI
import PopupCore
import PopupKit
import PopupTestSupport
import XCTest

/// Names that mean one thing (issue 30 item 7): fzf's spellings mean what fzf means, and
/// popupctl's own options they collided with have names of their own; the old spellings, alone,
/// name the new ones.
final class FzfSpellingsTests: XCTestCase {
    func testPreviewIsFzfsAndTheFrameIsPrintFrame() {
        let frame = MemoryIO()
        XCTAssertEqual(frame.run(["--print-frame", "--no-color", "--size", "40x8", "-t", "Hello"]), 0, frame.stderr)
        XCTAssertTrue(frame.stdout.contains("Hello"))
        let alone = MemoryIO()
        XCTAssertEqual(alone.run(["--preview", "--size", "40x8", "-t", "Hello"]), 125)
        XCTAssertEqual(alone.stderr, "popupctl: '--preview' is fzf's preview command and needs CMD; for one frame on stdout, "
                       + "did you mean '--print-frame'?\n")
    }

    func testFilterIsFzfsAndTheButtonsFilterIsFilterButtons() {
        let matches = MemoryIO(stdin: Array("apple\nbanana\ncherry\n".utf8))
        XCTAssertEqual(matches.run(["--items-from", "-", "--filter", "an"]), 0, matches.stderr)
        XCTAssertEqual(matches.stdout, "banana\n")
        let alone = MemoryIO(stdin: Array("a\nb\n".utf8))
        XCTAssertEqual(alone.run(["--buttons-from", "-", "--filter"]), 125)
        XCTAssertTrue(alone.stderr.contains("did you mean '--filter-buttons'?"), alone.stderr)
        let buttons = MemoryIO(stdin: Array("a\nb\n".utf8))
        XCTAssertEqual(buttons.run(["--buttons-from", "-", "--filter-buttons", "--answer", "b"]), 1, buttons.stderr)
    }
}
