import PopupTestSupport
import XCTest
@testable import PopupCore

/// The picker's matcher and ranking, with the orders a person expects written out.
final class FuzzyRankingTests: XCTestCase {
    private func ranked(_ query: String, _ lines: [String], exact: Bool = false, ranking: ListRanking = ListRanking()) -> [String] {
        var spec = ListSpec(items: ItemStore(lines: lines))
        spec.exact = exact
        spec.ranking = ranking
        var list = MatchList(spec.query(query), narrowing: nil, ranking: ranking)
        list.advance(in: spec, loaded: spec.items.count, budget: .max)
        return (0..<list.count).map { spec.items.tag(list[$0]) }
    }

    private func score(_ query: String, _ text: String) -> Int? {
        ItemMatcher.match(ItemQuery(query), in: Array(text.utf8))?.score
    }

    func testAWordStartBeatsTheFirstItemInTheInput() {
        let lines = ["dbus-update-activation-environment", "nvim", "xv", "vim", "view", "vi"]
        XCTAssertEqual(ranked("vi", lines), ["vi", "vim", "view", "nvim", "dbus-update-activation-environment"])
    }

    func testLettersInOrderFindAWordAcrossAPunctuationMark() {
        let lines = ["apache2", "libapt-pkg-cache", "apt", "apt-cache"]
        XCTAssertEqual(ranked("apcache", lines), ["apt-cache", "libapt-pkg-cache"])
        XCTAssertEqual(ranked("apcache", lines, exact: true), [], "--exact: substrings only")
        XCTAssertEqual(ranked("'apcache", lines, exact: true), ["apt-cache", "libapt-pkg-cache"], "' makes one word fuzzy again")
        XCTAssertEqual(ranked("apt-c", lines, exact: true), ["apt-cache"])
    }

    func testBoundariesPathsAndHumpsOutrankTheMiddleOfAWord() {
        XCTAssertEqual(ranked("ff", ["fuzzyfinder", "fuzzy-finder"]), ["fuzzy-finder", "fuzzyfinder"])
        XCTAssertEqual(ranked("main", ["src/domain.swift", "src/main.swift", "Sources/Main.swift", "mainframe/x"]),
                       ["mainframe/x", "src/main.swift", "Sources/Main.swift", "src/domain.swift"])
        XCTAssertEqual(ranked("fb", ["foobar", "foo_bar", "fooBar"]), ["fooBar", "foo_bar", "foobar"],
                       "a hump and a word after _ score alike: the shorter item first; the middle of a word last")
        XCTAssertEqual(ranked("Main", ["src/main.swift", "Sources/Main.swift"]), ["Sources/Main.swift"], "a capital: case counts")
    }

    func testTheBestPlacementIsFoundNotTheFirst() {
        // A one-table aligner places f at "xf" and oo after the space; the word is the better place.
        let text = Array("xf foo".utf8)
        XCTAssertEqual(ItemMatcher.matchedRanges(ItemQuery("foo"), in: text), [3..<4, 4..<5, 5..<6])
        XCTAssertEqual(ItemMatcher.matchedRanges(ItemQuery("rd"), in: Array("warehouse/revenue_detail".utf8)), [10..<11, 18..<19])
        XCTAssertGreaterThan(score("foo", "xf foo")!, score("foo", "xf_oo")!)
    }

    func testTiesKeepInputOrderAndTacReversesIt() {
        let lines = ["ba", "ca", "da"]
        XCTAssertEqual(ranked("a", lines), ["ba", "ca", "da"])
        XCTAssertEqual(ranked("a", lines, ranking: ListRanking(reversed: true)), ["da", "ca", "ba"])
        let scored = ["ab", "b", "cb"]
        XCTAssertEqual(ranked("b", scored), ["b", "ab", "cb"])
        XCTAssertEqual(ranked("b", scored, ranking: ListRanking(sorts: false)), ["ab", "b", "cb"], "--no-sort: input order")
        XCTAssertEqual(ranked("b", scored, ranking: ListRanking(sorts: false, reversed: true)), ["cb", "b", "ab"])
        XCTAssertEqual(ranked("foo", ["  foo  ", "foo", " foo"]), ["  foo  ", "foo", " foo"],
                       "length ties are measured without the blanks at the ends")
    }

    func testExtendedTerms() {
        let lines = ["src/main.swift", "src/main_test.swift", "docs/main.md", "Makefile", "README"]
        XCTAssertEqual(ranked("^src swift$ !test", lines), ["src/main.swift"])
        XCTAssertEqual(ranked("'ain", lines), ["docs/main.md", "src/main.swift", "src/main_test.swift"], "equal scores: shorter first")
        XCTAssertEqual(ranked("mk | rdm", lines), ["README", "Makefile"], "R at the start, then DM in a row, beat M and K a byte apart")
        XCTAssertEqual(ranked("!!", ["a!", "b"]), ["b"], "! leaves out a literal !")
        XCTAssertEqual(ranked("^README$", lines + ["README.md"]), ["README"])
        XCTAssertEqual(ranked("!main", lines), ["README", "Makefile"], "nothing scored: the shorter first")
        XCTAssertTrue(ItemQuery("! ^ ' $").isEmpty, "words that ask nothing (typed on the way to more) filter nothing")
        XCTAssertEqual(ranked("main !", lines), ranked("main", lines))
        XCTAssertEqual(ranked("a\\ b", ["a b", "ab", "a-b"]), ["a b"], "\\ is a space in a word")
        XCTAssertEqual(ranked("^fo", ["  foo", "xfoo"]), ["  foo"], "blanks before a prefix are skipped")
        XCTAssertEqual(ranked("50\\$", ["cost 50$", "50 dollars"]), ["cost 50$"], "\\$ is a dollar sign, not an anchor")
    }

    func testNonASCIILettersArePlacedWhole() {
        XCTAssertEqual(ranked("é", ["ã©", "café", "e"]), ["café"], "é is not matched by é's bytes from two other letters")
        XCTAssertEqual(ranked("ae", ["æ", "ae"]), ["ae"])
    }

    func testNarrowingOnlyWhereTheNarrowerQueryKeepsNoMore() {
        func narrows(_ new: String, _ old: String) -> Bool { ItemQuery(new).narrows(ItemQuery(old)) }
        XCTAssertTrue(narrows("abc", "ab"))
        XCTAssertTrue(narrows("axb", "ab"), "letters in order")
        XCTAssertTrue(narrows("ab c", "ab"))
        XCTAssertTrue(narrows("'abc", "'ab"))
        XCTAssertTrue(narrows("^abc", "^ab"))
        XCTAssertTrue(narrows("'ab", "ab"), "a substring keeps no more than the same letters in order")
        XCTAssertTrue(narrows("!ab", "!abc"), "leaving out more keeps less")
        XCTAssertFalse(narrows("!abc", "!ab"))
        XCTAssertFalse(narrows("ab$c", "ab$"), "typing past a $ is no longer an end")
        XCTAssertFalse(narrows("ba", "ab"))
        XCTAssertFalse(narrows("aB", "ab"), "a capital changes the case rule")
        XCTAssertFalse(narrows("ab | c", "ab"))
        XCTAssertTrue(narrows("ab", "ab | c"))
    }

    /// The table's score is the score of the placement it reports, never below the quick
    /// placement's, and never above the best placement there is (all of them tried, small cases).
    func testTheTableAgreesWithEveryPlacementTried() {
        var generator = SeededGenerator(seed: 0xF022)
        let alphabet = Array("ab-_/ Ab".utf8)
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 1...10, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let query = String(decoding: (0..<Int.random(in: 1...3, using: &generator)).map { _ in [UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "_")].randomElement(using: &generator)! }, as: UTF8.self)
            guard let queryTerm = ItemQuery(query).groups.first?.first else { continue }
            queryTerm.withView { term in text.withUnsafeBufferPointer { buffer in
                var work = 0
                let best = FuzzyMatch.bestMatch(of: term, in: buffer, work: &work)
                var bruteBest: Int?
                func place(_ index: Int, from: Int, _ placed: [Int]) {
                    if index == term.characterCount {
                        let total = FuzzyMatch.score(term, buffer, placed)
                        bruteBest = max(bruteBest ?? Int.min, total)
                        return
                    }
                    guard from < buffer.count else { return }
                    for position in from..<buffer.count where FuzzyMatch.matches(term, index, buffer, at: position) {
                        place(index + 1, from: position + 1, placed + [position])
                    }
                }
                place(0, from: 0, [])
                XCTAssertEqual(best == nil, bruteBest == nil, "\(query) in \(String(decoding: text, as: UTF8.self))")
                guard let best, let bruteBest, let placed = FuzzyMatch.positions(of: term, in: buffer, work: &work) else { return }
                XCTAssertEqual(FuzzyMatch.score(term, buffer, placed), best.score)
                XCTAssertEqual(placed.first, best.start)
                XCTAssertLessThanOrEqual(best.score, bruteBest)
                XCTAssertGreaterThanOrEqual(best.score, bruteBest - 2 * MatchScoring.carriedFrom,
                                            "\(query) in \(String(decoding: text, as: UTF8.self))")
            } }
        }
    }

    func testPastTheTablesCapThePlacementIsTheTightestLeftmostOne() {
        let pairs = 20_000
        let text = Array((String(repeating: "ab", count: pairs) + "c").utf8)
        let end = 2 * pairs
        XCTAssertGreaterThan(end * 2, FuzzyMatch.maxCells, "the table would be too big")
        XCTAssertEqual(ItemMatcher.matchedRanges(ItemQuery("abc"), in: text), [(end - 2)..<(end - 1), (end - 1)..<end, end..<(end + 1)])
        XCTAssertEqual(ItemMatcher.matchedRanges(ItemQuery("bac"), in: text), [(end - 3)..<(end - 2), (end - 2)..<(end - 1), end..<(end + 1)])
    }
}
