import XCTest
@testable import PopupKit

/// What a checklist's plain prompt takes as numbers: words and ranges, merged, each from 1 to the count.
final class PlainListNumbersTests: XCTestCase {
    func testNumbersAndRangesAreMergedInOrder() {
        XCTAssertEqual(PromptProgram.numbers("3 1-2 2-4", count: 5), [0, 1, 2, 3])
        XCTAssertEqual(PromptProgram.numbers("5,1", count: 5), [0, 4])
        XCTAssertNil(PromptProgram.numbers("0", count: 5))
        XCTAssertNil(PromptProgram.numbers("2-9", count: 5))
        XCTAssertNil(PromptProgram.numbers("3-1", count: 5))
        XCTAssertNil(PromptProgram.numbers("two", count: 5))
    }

    /// A pasted wall of overlapping ranges counts out each position once.
    func testOverlappingRangesCostOneRange() {
        let wall = Array(repeating: "1-100000", count: 5_000).joined(separator: " ")
        XCTAssertEqual(PromptProgram.numbers(wall, count: 100_000)?.count, 100_000)
    }
}
