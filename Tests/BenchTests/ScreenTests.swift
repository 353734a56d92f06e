import XCTest
@testable import popupctl_bench

/// The screen the bench keeps reads what a terminal would show, whatever way the tool drew it.
final class ScreenTests: XCTestCase {
    func screen(_ output: String, columns: Int = 20, rows: Int = 5) -> [String] {
        var scanner = OutputScanner(marker: "QZMARKERX")
        scanner.screen = Screen(columns: columns, rows: rows)
        _ = scanner.feed(Array(output.utf8))
        return scanner.screen!.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    func testAbsoluteAndRelativeMovesAndErasing() {
        let lines = screen("\u{1B}[2;3Hhello\u{1B}[1;1Htop\u{1B}[3B\u{1B}[2Cx\r\u{1B}[1Aab\u{1B}[Kcd\u{1B}[2;5H\u{1B}[1K")
        XCTAssertEqual(lines, ["top", "     lo", "abcd", "     x", ""])
    }

    func testCharactersAfterTheLastColumnWrapAndTheBottomScrolls() {
        let lines = screen("\u{1B}[5;1H0123456789\u{1B}[4;1H\u{1B}[Jlast", columns: 8, rows: 5)
        XCTAssertEqual(lines, ["", "", "", "last", ""], "erased below the cursor, the wrapped line scrolled up first")
        XCTAssertEqual(screen("\u{1B}[5;1H0123456789", columns: 8, rows: 5), ["", "", "", "01234567", "89"])
    }

    func testMultiByteCharactersTakeOneCell() {
        let lines = screen("╭──╮\r\n│…›│\u{1B}[2;2H\u{1B}[X")
        XCTAssertEqual(Array(lines.prefix(2)), ["╭──╮", "│ ›│"])
    }

    func testInsertingAndDeletingCharactersAndLinesWithinTheScrollRegion() {
        var lines = screen("a\r\nb\r\nc\r\nd\u{1B}[2;4r\u{1B}[2;1H\u{1B}[L\u{1B}[1;1Habc\u{1B}[1;2H\u{1B}[P\u{1B}[@")
        XCTAssertEqual(lines, ["a c", "", "b", "c", ""])
        lines = screen("a\r\nb\r\nc\r\nd\u{1B}[2;4r\u{1B}[2;1H\u{1B}[M")
        XCTAssertEqual(lines, ["a", "c", "d", "", ""])
    }

    func testTheAlternateScreenStartsBlankAndRepeatsRepeat() {
        let lines = screen("old\u{1B}[?1049h\u{1B}[Hx\u{1B}[3b")
        XCTAssertEqual(lines.first, "xxxx")
    }
}
