import XCTest
@testable import PopupCore

/// A line longer than one read arrives in parts and goes into the store part by part: however the
/// reads cut it (the tab, a CR before the LF, the separator itself), the items are those one whole
/// read gives, and the store holds no copy of the line besides its own.
final class LongItemSplitTests: XCTestCase {
    private func split(_ text: [UInt8], reads size: Int, nulSeparated: Bool = false) -> ItemStore {
        let store = ItemStore()
        var splitter = ItemSplitter(nulSeparated: nulSeparated)
        var start = 0
        while start < text.count {
            let end = min(text.count, start + size)
            splitter.feed(Array(text[start..<end]), into: store)
            start = end
        }
        splitter.finish(into: store)
        return store
    }

    private func lines(_ store: ItemStore) -> [String] {
        (0..<store.count).map { String(decoding: store.lineBytes($0), as: UTF8.self) }
    }

    func testEveryCutGivesTheItemsOfOneRead() {
        let long = String(repeating: "x", count: 300)
        let text = Array("\(long)\ttail of it\r\nshort\n\r\n\n\(long)\(long)\r\nlast\tone".utf8)
        let whole = split(text, reads: text.count)
        XCTAssertEqual(lines(whole), ["\(long)\ttail of it", "short", long + long, "last\tone"])
        for size in [1, 2, 3, 7, 64, 299, 300, 301, 1000] {
            let store = split(text, reads: size)
            XCTAssertEqual(lines(store), lines(whole), "reads of \(size)")
            XCTAssertEqual((0..<store.count).map(store.tag), [long, "short", long + long, "last"], "tags, reads of \(size)")
            XCTAssertEqual(store.description(0), "tail of it")
            XCTAssertFalse(store.hasOpenItem)
        }
    }

    func testAnItemStillArrivingIsNeitherSeenNorCounted() {
        let store = ItemStore()
        var splitter = ItemSplitter()
        splitter.feed(Array("done\nstill ".utf8), into: store)
        XCTAssertEqual(store.count, 1)
        XCTAssertTrue(store.hasOpenItem)
        splitter.feed(Array("coming".utf8), into: store)
        XCTAssertEqual(store.count, 1)
        splitter.feed(Array("\tdescribed\n".utf8), into: store)
        XCTAssertEqual(lines(store), ["done", "still coming\tdescribed"])
        XCTAssertEqual(store.tag(1), "still coming")
        XCTAssertFalse(store.hasOpenItem)
    }

    /// A header line (`--header-lines`) that arrives in parts is a header all the same.
    func testAHeaderInPartsIsNoItem() {
        let store = ItemStore(headerLines: 1)
        var splitter = ItemSplitter()
        for part in ["NA", "ME\tSIZE\nfirst", "\tsecond\n"] { splitter.feed(Array(part.utf8), into: store) }
        splitter.finish(into: store)
        XCTAssertEqual(store.headerLines, [Array("NAME\tSIZE".utf8)])
        XCTAssertEqual(lines(store), ["first\tsecond"])
    }

    func testNulSeparatedPartsAndALoneCarriageReturn() {
        let text = Array("a\r\0bb\nb\0\0\r\n".utf8)
        for size in 1...text.count {
            XCTAssertEqual(lines(split(text, reads: size, nulSeparated: true)), ["a\r", "bb\nb", "\r\n"], "reads of \(size)")
        }
        // With line breaks, a line that is only a CR is empty: nothing to pick.
        for size in 1...4 {
            XCTAssertEqual(lines(split(Array("a\n\r\nb".utf8), reads: size)), ["a", "b"], "reads of \(size)")
        }
    }
}
