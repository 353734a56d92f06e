import XCTest
@testable import PopupCore

final class WrapTests: XCTestCase {
    func testWrapsAtWordsByDisplayWidth() {
        XCTAssertEqual(Wrap.lines("the quick brown fox jumps", width: 10), ["the quick", "brown fox", "jumps"])
        XCTAssertEqual(Wrap.lines("日本語のテキスト です", width: 8), ["日本語の", "テキスト", "です"])
        XCTAssertEqual(Wrap.lines("a\n\nb", width: 5), ["a", "", "b"])
        XCTAssertEqual(Wrap.lines("  indented text here", width: 12), ["  indented", "text here"])
    }

    func testBreaksLongWords() {
        XCTAssertEqual(Wrap.lines("abcdefghij", width: 4), ["abcd", "efgh", "ij"])
        XCTAssertEqual(Wrap.lines("👍👍👍", width: 3), ["👍", "👍", "👍"])
    }

    func testTruncateAndPad() {
        XCTAssertEqual(Wrap.truncate("Hello world", width: 6), "Hello…")
        XCTAssertEqual(Wrap.truncate("日本語", width: 4), "日…")
        XCTAssertEqual(Wrap.truncate("short", width: 10), "short")
        XCTAssertEqual(Wrap.pad("ab", width: 4), "ab  ")
    }

    func testPrintableASCIIWrapsAsItDoesByCharacters() {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["a", "bb", "word", "longerword", "averyveryverylongwordindeed", " ", "  ", "   ", "\n", "\n\n", ",.!~"]
        var texts = ["", " ", "   ", "x", "  indented", "trailing   ", "\n", "a\n\nb", "  \n  x  \n"]
        for _ in 0..<200 { texts.append((0..<(1 + next(25))).map { _ in pieces[next(pieces.count)] }.joined()) }
        for text in texts {
            for width in 1...24 {
                XCTAssertEqual(Wrap.lines(text, width: width), Wrap.lines(text, width: width, quickASCII: false),
                               "\(text.debugDescription) at width \(width)")
            }
        }
    }

    func testCarriageReturnsKeepTheirLineFeeds() {
        XCTAssertEqual(Wrap.lines("a\r\nb\nc", width: 10), ["a\r\nb", "c"])
    }

    func testEveryLineFits() {
        let text = String(repeating: "lorem ipsum 日本語 dolor👍 sit amet ", count: 20)
        for width in 1...30 {
            for line in Wrap.lines(text, width: width) {
                XCTAssertLessThanOrEqual(DisplayWidth.of(line), max(width, 2), "width \(width): \(line)")
            }
        }
    }

    /// The ASCII fast path gives exactly the lines of the general one.
    func testASCIIPathMatchesTheGeneralPath() {
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let pieces = ["a", "bb", "word", "longerword", "x" + String(repeating: "y", count: 30), " ", "  ", "   "]
        for _ in 0..<3000 {
            let paragraph = (0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined()
            let width = 1 + next(20)
            let fast = Wrap.lines(paragraph, width: width, quickASCII: true)
            let general = Wrap.lines(paragraph, width: width, quickASCII: false)
            XCTAssertEqual(fast, general, "'\(paragraph)' at \(width)")
        }
    }
}
