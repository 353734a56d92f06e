import XCTest
@testable import PopupCore

final class WrapCacheTests: XCTestCase {
    func testWrapsEachTextAndWidthOnce() {
        var calls = 0
        let cache = WrapCache(capacity: 3) { text, width in
            calls += 1
            return WrappedText(Wrap.lines(text, width: width))
        }
        let message = String(repeating: "lorem ipsum dolor sit amet ", count: 1000)
        for _ in 0..<5 {
            XCTAssertEqual(Array(cache.lines(message, width: 40)), Wrap.lines(message, width: 40))
            XCTAssertEqual(cache.lines("Title", width: 40), ["Title"])
        }
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(Array(cache.lines(message, width: 30)), Wrap.lines(message, width: 30), "a new width wraps again")
        XCTAssertEqual(calls, 3)
        XCTAssertEqual(cache.lines(message + "!", width: 40).last, Wrap.lines(message + "!", width: 40).last)
        XCTAssertEqual(calls, 4)
        _ = cache.lines(message, width: 40)
        XCTAssertEqual(calls, 5, "the oldest entry made room for the newest")
    }
}
