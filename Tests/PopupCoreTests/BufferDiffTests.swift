import XCTest
@testable import PopupCore

final class BufferDiffTests: XCTestCase {
    func testDiffSendsOnlyChangedCells() {
        var a = Buffer(size: Size(width: 10, height: 2))
        a.write("hello", at: Point(x: 0, y: 0), style: .plain)
        var b = a
        b.write("J", at: Point(x: 0, y: 0), style: .plain)
        let updates = a.diff(b)
        XCTAssertEqual(updates.map { [$0.x, $0.y] }, [[0, 0]])
        var encoder = ANSIEncoder(depth: .truecolor, screenWidth: 10)
        var out: [UInt8] = []
        encoder.encode(updates, into: &out)
        XCTAssertEqual(String(decoding: out, as: UTF8.self), "\u{1B}[1;1H\u{1B}[0mJ")
    }

    func testEncoderSkipsMovesAndPensItAlreadyHas() {
        var a = Buffer(size: Size(width: 10, height: 1))
        var b = a
        let red = CellStyle(foreground: .ansi(1))
        b.write("ab", at: Point(x: 2, y: 0), style: red)
        b.write("c", at: Point(x: 6, y: 0), style: red)
        var encoder = ANSIEncoder(depth: .ansi16, screenWidth: 10)
        var out: [UInt8] = []
        encoder.encode(a.diff(b), into: &out)
        XCTAssertEqual(String(decoding: out, as: UTF8.self), "\u{1B}[1;3H\u{1B}[0;31mab\u{1B}[2Cc")
        a = b
    }

    func testWideCharactersAndTheirHalves() {
        var buffer = Buffer(size: Size(width: 6, height: 1))
        buffer.write("日本", at: Point(x: 0, y: 0), style: .plain)
        XCTAssertEqual(buffer.lines(), ["日本  "])
        buffer.set(x: 1, y: 0, Cell("x"))
        XCTAssertEqual(buffer.lines(), [" x本  "])
        buffer.write("語", at: Point(x: 5, y: 0), style: .plain)
        XCTAssertEqual(buffer.lines(), [" x本  "], "a wide glyph does not fit in the last column")
        let before = Buffer(size: Size(width: 6, height: 1))
        var after = before
        after.write("日", at: Point(x: 2, y: 0), style: .plain)
        XCTAssertEqual(before.diff(after).map(\.x), [2])
    }

    func testGraphemesWiderThanTwoColumns() {
        // Devanagari स्त्र is one grapheme cluster (a conjunct) that a terminal draws in 3 columns.
        XCTAssertEqual(Array("स्त्र").count, 1)
        XCTAssertEqual(DisplayWidth.of(Character("स्त्र")), 3)
        var buffer = Buffer(size: Size(width: 6, height: 1))
        XCTAssertEqual(buffer.write("aस्त्रb", at: Point(x: 0, y: 0), style: .plain), 5)
        XCTAssertEqual(buffer.lines(), ["aस्त्रb "])
        XCTAssertEqual((0..<6).map { buffer[$0, 0].width }, [1, 3, 0, 0, 1, 1])
        // Writing over its last column blanks the rest of it rather than leaving a piece.
        var cut = buffer
        cut.set(x: 3, y: 0, Cell("x"))
        XCTAssertEqual(cut.lines(), ["a  xb "])
        // A change to one of its continuation cells redraws the whole grapheme from its first column.
        var restyled = buffer
        restyled.restyle(Rect(x: 3, y: 0, width: 1, height: 1)) { $0.adding(.bold) }
        XCTAssertEqual(buffer.diff(restyled).map(\.x), [1])
        var narrow = Buffer(size: Size(width: 3, height: 1))
        XCTAssertEqual(narrow.write("aस्त्र", at: Point(x: 0, y: 0), style: .plain), 1, "it does not fit")
    }

    func testColourDepths() {
        let style = CellStyle(foreground: .rgb(255, 136, 0), background: .rgb(0, 0, 0))
        let expectations: [(ColorDepth, String)] = [
            (.truecolor, "\u{1B}[0;38;2;255;136;0;48;2;0;0;0m"),
            (.ansi256, "\u{1B}[0;38;5;208;48;5;16m"),
            (.ansi16, "\u{1B}[0;33;40m"),
            (.none, "\u{1B}[0m"),
        ]
        for (depth, expected) in expectations {
            var encoder = ANSIEncoder(depth: depth, screenWidth: 10)
            var out: [UInt8] = []
            encoder.setPen(style, into: &out)
            XCTAssertEqual(String(decoding: out, as: UTF8.self), expected, "\(depth)")
        }
    }

    func testRelativeAddressingForInlineMode() {
        let a = Buffer(size: Size(width: 5, height: 3))
        var b = a
        b.write("x", at: Point(x: 4, y: 0), style: .plain)
        b.write("y", at: Point(x: 1, y: 2), style: .plain)
        var encoder = ANSIEncoder(depth: .none, addressing: .relative, screenWidth: 5)
        var out: [UInt8] = []
        encoder.encode(a.diff(b), into: &out)
        XCTAssertEqual(String(decoding: out, as: UTF8.self), "\u{1B}[4C\u{1B}[0mx\r\u{1B}[2B\u{1B}[Cy")
    }
}
