import XCTest
@testable import PopupCore

/// Output lines as the pane shows them: colours and other sequences out, controls harmless.
final class PreviewTextTests: XCTestCase {
    private func line(_ text: String) -> String { PreviewText.line(Array(text.utf8)) }

    func testEscapeSequencesAreTakenOutWhole() {
        XCTAssertEqual(line("\u{1B}[1;31mred\u{1B}[0m plain"), "red plain")
        XCTAssertEqual(line("\u{1B}]0;evil title\u{07}after"), "after", "OSC to BEL")
        XCTAssertEqual(line("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\"), "link", "OSC to ST")
        XCTAssertEqual(line("\u{1B}P+q544e\u{1B}\\done"), "done", "DCS")
        XCTAssertEqual(line("a\u{1B}(Bb\u{1B}=c"), "abc", "two- and three-byte escapes")
        XCTAssertEqual(line("cut \u{1B}[38;5;1"), "cut ", "an unfinished one to the end")
    }

    func testOtherControlsAreShownHarmlessAndACarriageReturnStartsAgain() {
        XCTAssertEqual(line("bell\u{07}"), "bell\u{2407}")
        XCTAssertEqual(line("\u{9B}31m"), "\u{FFFD}31m", "C1 CSI as a placeholder")
        XCTAssertEqual(line(" 10%\r 55%\r100%"), "100%")
        XCTAssertEqual(line("done\r"), "done")
        XCTAssertEqual(line("a\tb"), "a   b")
        XCTAssertEqual(PreviewText.line([0x66, 0xFF, 0x6F]), "f\u{FFFD}o")
    }
}
