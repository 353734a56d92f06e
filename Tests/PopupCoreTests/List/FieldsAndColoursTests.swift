import XCTest
@testable import PopupCore

/// fzf's field expressions and SGR colours, the pure parts.
final class FieldsAndColoursTests: XCTestCase {
    private func fields(_ line: String, _ selection: String, delimiter: String? = nil) -> [String] {
        let fields = ItemFields(delimiter: delimiter)
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            fields.select(FieldSelection(selection)!, in: buffer).map { String(decoding: bytes[$0], as: UTF8.self) }
        }
    }

    func testFieldExpressions() {
        XCTAssertEqual(fields("a b c d", "2"), ["b"])
        XCTAssertEqual(fields("a b c d", "-1"), ["d"])
        XCTAssertEqual(fields("a b c d", "2.."), ["b ", "c ", "d"])
        XCTAssertEqual(fields("a b c d", "..2"), ["a ", "b"])
        XCTAssertEqual(fields("a b c d", "1..-2"), ["a ", "b ", "c"])
        XCTAssertEqual(fields("a b c d", "3,1"), ["c ", "a"], "in the order written")
        XCTAssertEqual(fields("a b c d", "9"), [], "past the end: nothing")
        XCTAssertEqual(fields("  a  b", "1"), ["  a"], "blanks before the first belong to it")
        XCTAssertEqual(fields("x:y::z", "2..", delimiter: ":"), ["y:", ":", "z"])
        XCTAssertEqual(fields("x:y::z", "3", delimiter: ":"), [], "an empty field is empty")
        XCTAssertEqual(fields("x::y", "1", delimiter: "::"), ["x"])
        for bad in ["0", "", "a", "1..2..3", "1,", "-0", "1.2"] {
            XCTAssertNil(FieldSelection(bad), bad)
        }
        XCTAssertNotNil(FieldSelection(".."))
    }

    private func colours(_ text: String) -> ANSIText {
        Array(text.utf8).withUnsafeBufferPointer { ANSIText($0) }
    }

    func testSGRBecomesStylesAndOtherSequencesGo() {
        let coloured = colours("\u{1B}[31mr\u{1B}[1;42mg\u{1B}[22;39mx\u{1B}[38;2;1;2;3mt\u{1B}[38:2::4:5:6mc\u{1B}[0mplain")
        XCTAssertEqual(String(decoding: coloured.text, as: UTF8.self), "rgxtcplain")
        XCTAssertEqual(coloured.spans, [
            .init(range: 0..<1, style: CellStyle(foreground: .ansi(1))),
            .init(range: 1..<2, style: CellStyle(foreground: .ansi(1), background: .ansi(2), attributes: [.bold])),
            .init(range: 2..<3, style: CellStyle(background: .ansi(2))),
            .init(range: 3..<4, style: CellStyle(foreground: .rgb(1, 2, 3), background: .ansi(2))),
            .init(range: 4..<5, style: CellStyle(foreground: .rgb(4, 5, 6), background: .ansi(2))),
        ])
        let dropped = colours("a\u{1B}[2Jb\u{1B}[?1049hc\u{1B}]0;title\u{07}d\u{1B}Pq#\u{1B}\\e\u{1B}7f\u{1B}(Bg")
        XCTAssertEqual(String(decoding: dropped.text, as: UTF8.self), "abcdefg")
        XCTAssertEqual(dropped.spans, [])
        let unfinished = colours("x\u{1B}[31")
        XCTAssertEqual(unfinished.text, Array("x\u{1B}[31".utf8), "left for the sanitiser to show")
        XCTAssertEqual(colours("\u{1B}]0;never ends").text.first, 0x1B)
    }
}
