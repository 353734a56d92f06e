import XCTest
@testable import PopupCore

/// A slice of matching work is counted in bytes looked at: one huge item and a long query are
/// matched over many slices, so the run loop (and Ctrl-C) never waits behind one item.
final class BoundedMatchingTests: XCTestCase {
    private func slices(_ query: String, _ lines: [[UInt8]], budget: Int) -> (slices: Int, matches: [Int]) {
        let store = ItemStore()
        for line in lines { store.append(line: line) }
        let spec = ListSpec(items: store)
        var list = MatchList(spec.query(query), narrowing: nil)
        var count = 0
        while list.isBehind(store.count) {
            list.advance(in: spec, loaded: store.count, budget: budget)
            count += 1
            if count > 10_000 { break }
        }
        return (count, (0..<list.count).map { list[$0] })
    }

    func testAHugeItemIsMatchedAcrossSlicesOfTheBudget() {
        let size = 1 << 20
        let huge = [UInt8](repeating: UInt8(ascii: "x"), count: size) + Array("yz".utf8)
        // Sixteen words, each found only at the item's very end: each is a pass over all of it.
        let query = Array(repeating: "xy", count: 8).joined(separator: " ") + " " + Array(repeating: "xz", count: 8).joined(separator: " ")
        let budget = 1 << 20
        let found = slices(query, [Array("before".utf8), huge, Array("xyz".utf8)], budget: budget)
        XCTAssertEqual(found.matches, [2, 1], "both match; the short one ranks first")
        XCTAssertGreaterThanOrEqual(found.slices, 16, "16 passes of 1 MB at 1 MB a slice")
    }

    func testAHugeItemThatDoesNotMatchEndsAfterItsFirstFailingWord() {
        let huge = [UInt8](repeating: UInt8(ascii: "x"), count: 3 << 20)
        let found = slices("q xx xx xx", [huge, Array("q".utf8)], budget: 1 << 20)
        XCTAssertEqual(found.matches, [])
        XCTAssertLessThanOrEqual(found.slices, 4, "the first word fails after one pass")
    }

    func testShortItemsAreCountedByTheirBytes() {
        let lines = (0..<10_000).map { Array("line number \($0)".utf8) }
        let few = slices("e", lines, budget: 16 * (MatchList.itemWork + 16))
        XCTAssertGreaterThanOrEqual(few.slices, 10_000 / 20)
        XCTAssertEqual(few.matches.count, 10_000)
        let all = slices("e", lines, budget: MatchList.sliceWork)
        XCTAssertEqual(all.slices, 1, "a whole short list in one slice")
    }
}

extension BoundedMatchingTests {
    /// A long query over items it fits everywhere fills a big table per item: the table's cells
    /// count as work too, so such items are spread over slices as well.
    func testTheTablesCellsCountAsWork() {
        let lines = (0..<200).map { _ in [UInt8](repeating: UInt8(ascii: "a"), count: 256) }
        let found = slices(String(repeating: "a", count: 128), lines, budget: MatchList.sliceWork)
        XCTAssertEqual(found.matches.count, 200)
        XCTAssertGreaterThanOrEqual(found.slices, 5)
    }
}
