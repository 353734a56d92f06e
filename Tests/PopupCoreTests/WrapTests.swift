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

    /// Wrap splits with `Lines`, the splitter every text input shares: CR LF ends a line as LF does.
    func testCarriageReturnLineFeedEndsALine() {
        XCTAssertEqual(Wrap.lines("a\r\nb\nc", width: 10), ["a", "b", "c"])
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
    /// The wrap as it was first written, Character by Character: the one-pass wrap must give the
    /// same lines for any script.
    private func referenceLines(_ text: String, width: Int) -> [String] {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if DisplayWidth.of(paragraph) <= width {
                result.append(String(paragraph))
                continue
            }
            var tokens: [(spaces: Int, word: Substring)] = []
            var index = paragraph.startIndex
            while index < paragraph.endIndex {
                var spaces = 0
                while index < paragraph.endIndex && paragraph[index] == " " {
                    spaces += 1
                    index = paragraph.index(after: index)
                }
                let wordStart = index
                while index < paragraph.endIndex && paragraph[index] != " " { index = paragraph.index(after: index) }
                if wordStart < index { tokens.append((spaces, paragraph[wordStart..<index])) }
            }
            var line = ""
            var lineWidth = 0
            var atParagraphStart = true
            for (spaces, word) in tokens {
                let wordWidth = DisplayWidth.of(word)
                if lineWidth > 0 && lineWidth + spaces + wordWidth <= width {
                    line += String(repeating: " ", count: spaces) + word
                    lineWidth += spaces + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    result.append(line)
                    line = ""
                    lineWidth = 0
                }
                let indent = atParagraphStart && spaces + wordWidth <= width ? spaces : 0
                atParagraphStart = false
                if indent + wordWidth <= width {
                    line = String(repeating: " ", count: indent) + word
                    lineWidth = indent + wordWidth
                    continue
                }
                for character in word {
                    let characterWidth = DisplayWidth.of(character)
                    if lineWidth + characterWidth > width && lineWidth > 0 {
                        result.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
            result.append(line)
        }
        return result
    }

    func testAnyScriptWrapsAsCharacterByCharacter() {
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let pieces = ["a", "bb", "word", "日本", "👍", "👩\u{200D}👩\u{200D}👧", "🇫🇷", "कि", "नमस्ते", "स्त्र", "e\u{301}",
                      "น้ำใจ", "می\u{200C}خواهم", "\u{FFFD}", "␛", "\u{1112}\u{1161}\u{11AB}", " \u{301}",
                      "x" + String(repeating: "y", count: 30), "दुनिया" + String(repeating: "ि", count: 3), " ", "  ", "   ", "\n"]
        for _ in 0..<2000 {
            let text = (0..<next(14)).map { _ in pieces[next(pieces.count)] }.joined()
            let width = 1 + next(20)
            XCTAssertEqual(Wrap.lines(text, width: width), referenceLines(text, width: width), "'\(text)' at \(width)")
        }
    }
}
