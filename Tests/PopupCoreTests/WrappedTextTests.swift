import PopupTestSupport
import XCTest
@testable import PopupCore

/// A long text wrapped line by line as asked gives exactly the lines of `Wrap.lines`: tested with
/// every text made long (tiny segments and strides) so that pieces, marks and resumed wraps are
/// all crossed many times.
final class WrappedTextTests: XCTestCase {
    private func lazy(_ text: String, width: Int, segment: Int = 48, stride: Int = 3) -> WrappedText {
        WrappedText(text, width: width, lazyBytes: 0, segmentBytes: segment, stride: stride)
    }

    func testLazyLinesAreTheLinesOfTheWholeWrap() {
        var generator = SeededGenerator(seed: 0x3AB)
        let words = ["a", "bb", "word", "longerword", "x", "é", "日本語", "👩‍👩‍👧", "e\u{301}", "averyveryverylongwordthatneverfits",
                     "  ", "\n", "\n\n", " ", "tab\u{2409}", "mixed日本x"]
        for _ in 0..<120 {
            var text = ""
            for _ in 0..<Int.random(in: 0..<120, using: &generator) {
                text += words.randomElement(using: &generator)!
                if Bool.random(using: &generator) { text += " " }
            }
            for width in [1, 3, 7, 12, 20] {
                let expected = Wrap.lines(text, width: width)
                let wrapped = lazy(text, width: width, segment: Swift.max(48, 2 * width + 8))
                XCTAssertEqual(wrapped.count, expected.count, "width \(width): \(text.debugDescription)")
                let got = wrapped.lines(0..<wrapped.count)
                XCTAssertEqual(wrapped.lines(3..<9), Array(expected[Swift.min(3, expected.count)..<Swift.min(9, expected.count)]))
                if let first = got.indices.first(where: { $0 >= expected.count || got[$0] != expected[$0] }) {
                    XCTFail("width \(width), line \(first): \(got[first].debugDescription) not \(expected[first].debugDescription) in \(text.debugDescription)")
                    return
                }
            }
        }
    }

    func testManyNewlinesAndOneHugeParagraph() {
        let newlines = String(repeating: "\n", count: 100_000)
        let wrapped = WrappedText(newlines, width: 40)
        XCTAssertEqual(wrapped.count, 100_001)
        XCTAssertEqual(wrapped[50_000], "")
        let words = String(repeating: "lorem ipsum dolor sit amet ", count: 3_000)
        let wrappedWords = WrappedText(words, width: 37, lazyBytes: 0, segmentBytes: 1 << 13, stride: 256)
        XCTAssertEqual(wrappedWords.lines(0..<wrappedWords.count), Wrap.lines(words, width: 37))
        let escapes = String(repeating: "␛[31m", count: 3_000)
        let wrappedEscapes = WrappedText(escapes, width: 52, lazyBytes: 0, segmentBytes: 1 << 13, stride: 256)
        XCTAssertEqual(wrappedEscapes.lines(0..<wrappedEscapes.count), Wrap.lines(escapes, width: 52))
    }

    func testShortTextsKeepTheirLinesAndCompareByContent() {
        XCTAssertEqual(WrappedText("one two", width: 3), ["one", "two"])
        XCTAssertEqual(lazy("one two three four", width: 5), WrappedText(["one", "two", "three", "four"]))
    }
}
