import XCTest
@testable import PopupCore

final class DisplayWidthTests: XCTestCase {
    func testWidthsByGraphemeCluster() {
        let cases: [(String, Int)] = [
            ("a", 1), ("abc", 3), ("日本", 4), ("한국어", 6), ("e\u{301}", 1), ("👍", 2), ("👍🏽", 2),
            ("👩‍👩‍👧", 2), ("🇫🇷", 2), ("❤️", 2), ("\u{FFFD}", 1), ("Ａ", 2), ("", 0), ("…", 1),
        ]
        for (text, width) in cases {
            XCTAssertEqual(DisplayWidth.of(text), width, "width of \(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    func testPinnedTableVersion() {
        XCTAssertEqual(WideTable.unicodeVersion, "14.0.0")
        XCTAssertTrue(DisplayWidth.isWide(0x4E00))
        XCTAssertFalse(DisplayWidth.isWide(0x41))
        XCTAssertTrue(DisplayWidth.isZeroWidth(0x301))
    }
}
