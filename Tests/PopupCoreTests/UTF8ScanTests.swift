import XCTest
@testable import PopupCore

final class UTF8ScanTests: XCTestCase {
    func testAllAndContains() {
        XCTAssertTrue(UTF8Scan.all("abc", { $0 < 0x80 }))
        XCTAssertFalse(UTF8Scan.all("abç", { $0 < 0x80 }))
        XCTAssertTrue(UTF8Scan.all("", { _ in false }))
        XCTAssertTrue(UTF8Scan.contains("a\tb", 0x09))
        XCTAssertFalse(UTF8Scan.contains("ab"[...], 0x09))
    }
}
