import XCTest
@testable import PopupCore

final class UTF8ScanTests: XCTestCase {
    func testSplitMatchesSplittingByCharacters() {
        for text in ["", "\n", "a", "a\n", "\na", "a\n\nb", "日本\n👍🏽\n\nx", "no line feed at all"] {
            XCTAssertEqual(UTF8Scan.split(text, at: 0x0A), text.split(separator: "\n", omittingEmptySubsequences: false),
                           text.debugDescription)
        }
    }

    func testAllAndContains() {
        XCTAssertTrue(UTF8Scan.all("abc", { $0 < 0x80 }))
        XCTAssertFalse(UTF8Scan.all("abç", { $0 < 0x80 }))
        XCTAssertTrue(UTF8Scan.all("", { _ in false }))
        XCTAssertTrue(UTF8Scan.contains("a\tb", 0x09))
        XCTAssertFalse(UTF8Scan.contains("ab"[...], 0x09))
    }
}
