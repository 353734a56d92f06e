import XCTest
import PopupTestSupport

/// The screen replay does what a terminal does where popupctl's frames lean on it: the last row
/// scrolls, auto-wrap off pins text to the last column, other escapes draw nothing.
final class TerminalScreenTests: XCTestCase {
    func testALineFeedOnTheLastRowScrolls() {
        var screen = TerminalScreen(width: 3, height: 2)
        screen.feed(Array("a\r\nb\r\nc".utf8))
        XCTAssertEqual(screen.lines, ["b  ", "c  "])
    }

    func testWithAutoWrapOffTextStaysInTheLastColumn() {
        var screen = TerminalScreen(width: 3, height: 2)
        screen.feed(Array("\u{1B}[?7labcd".utf8))
        XCTAssertEqual(screen.lines, ["abd", "   "])
        screen.feed(Array("\u{1B}[?7h\u{1B}[1;3Hxy".utf8))
        XCTAssertEqual(screen.lines, ["abx", "y  "])
    }

    func testTwoByteEscapesDrawNothing() {
        var screen = TerminalScreen(width: 4, height: 1)
        screen.feed(Array("a\u{1B}7b\u{1B}=c".utf8))
        XCTAssertEqual(screen.lines, ["abc "])
    }

    func testACellReadsAsItsText() {
        var screen = TerminalScreen(width: 4, height: 1)
        screen.feed(Array("日x".utf8))
        XCTAssertEqual(screen.rows[0], ["日", "", "x", " "])
        XCTAssertEqual(screen.rows[0][0].width, 2)
        XCTAssertNotEqual(screen.rows[0][1], " ", "a wide cell's second column is not a blank")
    }
}
