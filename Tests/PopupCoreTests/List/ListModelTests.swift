import XCTest
@testable import PopupCore

/// The list's pure parts: the compact store, cutting a stream into items, the query, the matches.
final class ListModelTests: XCTestCase {
    func testStoreSplitsTagAndDescriptionAtTheFirstTab() {
        let store = ItemStore(lines: ["apple\tA red fruit", "plain", "two\ttabs\there", "\tno tag"])
        XCTAssertEqual(store.count, 4)
        XCTAssertEqual((0..<4).map(store.tag), ["apple", "plain", "two", ""])
        XCTAssertEqual((0..<4).map(store.description), ["A red fruit", nil, "tabs\there", "no tag"])
        XCTAssertEqual(store.index(ofTag: "two"), 2)
        XCTAssertNil(store.index(ofTag: "tw"))
        let pairs = ItemStore(pairs: [(tag: "a b", description: ""), (tag: "", description: "sep"), (tag: "x", description: nil)])
        XCTAssertEqual((0..<3).map(pairs.tag), ["a b", "", "x"])
        XCTAssertEqual((0..<3).map(pairs.description), ["", "sep", nil])
    }

    /// A checklist of thousands of items all given checked (whiptail's `TAG ITEM on` for every
    /// package) finds its tags in one pass over the items (one scan a tag took minutes).
    func testManyCheckedTagsAreFoundInOnePass() {
        let count = 30_000
        let tags = (0..<count).map { "package-\($0)" }
        let store = ItemStore(lines: tags + ["package-7"])
        XCTAssertEqual(store.indices(ofTags: ["package-7", "none", "package-0"]), [7, nil, 0], "the first item with the tag")
        XCTAssertEqual(store.indices(ofTags: ["package-7"], in: 7), [nil], "only among the first items")
        let state = ListState(ListSpec(items: store, selection: .multiple, checkedTags: tags.reversed()))
        XCTAssertEqual(state.checked, Set(0..<count))
        let radio = ListState(ListSpec(items: store, selection: .radio, checkedTags: ["package-3", "none", "package-5"]))
        XCTAssertEqual(radio.checked, [5], "a radio list keeps the last tag given")
    }

    func testSplitterKeepsLinesCutBetweenChunksAndDropsBlankOnes() {
        let text = Array("one\r\ntwo\n\nthree\nfour".utf8)
        for cut in 0...text.count {
            let store = ItemStore()
            var splitter = ItemSplitter()
            splitter.feed(Array(text[..<cut]), into: store)
            splitter.feed(Array(text[cut...]), into: store)
            splitter.finish(into: store)
            XCTAssertEqual((0..<store.count).map(store.tag), ["one", "two", "three", "four"], "cut at \(cut)")
        }
        let store = ItemStore()
        var nul = ItemSplitter(nulSeparated: true)
        nul.feed(Array("a b\nc\0d\0\0".utf8), into: store)
        nul.finish(into: store)
        XCTAssertEqual((0..<store.count).map { Array(store.lineBytes($0)) }, [Array("a b\nc".utf8), Array("d".utf8)])
    }

    func testALeadingByteOrderMarkIsNoPartOfTheFirstItem() {
        let text: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("first\nsecond\n".utf8)
        for cut in 0...5 {
            let store = ItemStore()
            var splitter = ItemSplitter()
            splitter.feed(Array(text[..<cut]), into: store)
            splitter.feed(Array(text[cut...]), into: store)
            splitter.finish(into: store)
            XCTAssertEqual((0..<store.count).map(store.tag), ["first", "second"], "cut at \(cut)")
        }
    }

    func testInvalidUTF8IsKeptAsItsBytes() {
        let store = ItemStore()
        store.append(line: [0x66, 0xFF, 0x6F])
        XCTAssertEqual(Array(store.tagBytes(0)), [0x66, 0xFF, 0x6F])
        XCTAssertEqual(store.tag(0), "f\u{FFFD}o")
    }

    private func matches(_ query: String, _ lines: [String]) -> [String] {
        // Substrings in input order: what every term must do, apart from fuzzy letters and ranking.
        var spec = ListSpec(items: ItemStore(lines: lines))
        spec.exact = true
        var list = MatchList(spec.query(query), narrowing: nil, ranking: ListRanking(sorts: false))
        list.advance(in: spec, loaded: spec.items.count)
        return (0..<list.count).map { spec.items.tag(list[$0]) }
    }

    func testEveryTermMustOccurWithSmartCase() {
        let lines = ["Makefile", "src/main.swift", "README.md", "readme.txt", "MAIN.c"]
        XCTAssertEqual(matches("main", lines), ["src/main.swift", "MAIN.c"])
        XCTAssertEqual(matches("Main", lines), [])
        XCTAssertEqual(matches("MAIN", lines), ["MAIN.c"])
        XCTAssertEqual(matches("read md", lines), ["README.md"])
        XCTAssertEqual(matches("  e  ", lines), ["Makefile", "README.md", "readme.txt"])
        XCTAssertEqual(matches("README txt", lines), [])
    }

    func testHighlightsAreTheMatchedLetters() {
        XCTAssertEqual(ItemMatcher.matchedRanges(ItemQuery("ma swi", exact: true), in: Array("src/main.swift".utf8)), [4..<6, 9..<12])
        XCTAssertEqual(ItemMatcher.matchedRanges(ItemQuery("M"), in: Array("mM".utf8)), [1..<2])
        XCTAssertEqual(ItemMatcher.matchedRanges(ItemQuery("msw"), in: Array("src/main.swift".utf8)), [4..<5, 9..<10, 10..<11])
    }

    func testMatchingInSlicesAndNarrowingGiveWhatOneFullScanGives() {
        let lines = (0..<5000).map { "item \($0) \($0 % 7 == 0 ? "seven" : "other")" }
        let spec = ListSpec(items: ItemStore(lines: lines))
        let store = spec.items
        var wide = MatchList(ItemQuery("seven"), narrowing: nil)
        var slices = 0
        while wide.isBehind(store.count) {
            wide.advance(in: spec, loaded: store.count, budget: 333 * 20)
            slices += 1
        }
        XCTAssertGreaterThan(slices, 10)
        var narrow = MatchList(ItemQuery("seven 4"), narrowing: wide)
        narrow.advance(in: spec, loaded: store.count, budget: .max)
        var fresh = MatchList(ItemQuery("seven 4"), narrowing: nil)
        fresh.advance(in: spec, loaded: store.count, budget: .max)
        XCTAssertEqual((0..<narrow.count).map { narrow[$0] }, (0..<fresh.count).map { fresh[$0] })
        XCTAssertEqual(fresh.count, lines.filter { $0.contains("seven") && $0.contains("4") }.count)
    }

    func testNarrowingPicksUpItemsThatArrivedAfterTheWiderScan() {
        let spec = ListSpec(items: ItemStore(lines: ["ab1", "xx", "ab2"]))
        let store = spec.items
        var wide = MatchList(ItemQuery("ab"), narrowing: nil)
        wide.advance(in: spec, loaded: 3)
        store.append(line: Array("ab3".utf8))
        var narrow = MatchList(ItemQuery("ab"), narrowing: nil)
        narrow = MatchList(ItemQuery("abc"), narrowing: wide)
        XCTAssertTrue(narrow.isBehind(4))
        var narrower = MatchList(ItemQuery("ab3"), narrowing: wide)
        narrower.advance(in: spec, loaded: 4)
        XCTAssertEqual((0..<narrower.count).map { narrower[$0] }, [3])
    }

    func testAnOlderSnapshotKeepsSeeingItsOwnMatches() {
        let spec = ListSpec(items: ItemStore(lines: (0..<10).map { "a\($0)" }))
        var list = MatchList(ItemQuery("a"), narrowing: nil)
        list.advance(in: spec, loaded: 10, budget: 4 * (MatchList.itemWork + 2))
        let snapshot = list
        list.advance(in: spec, loaded: 10)
        XCTAssertEqual(snapshot.count, 4)
        XCTAssertEqual(list.count, 10)
        XCTAssertNotEqual(snapshot, list)
    }
}
