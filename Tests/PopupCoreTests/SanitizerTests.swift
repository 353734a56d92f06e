import XCTest
@testable import PopupCore

final class SanitizerTests: XCTestCase {
    /// Nothing in the output may be a C0/C1 control (other than newline) or a bidi override.
    private func assertInert(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            XCTAssertFalse(value < 0x20 && value != 0x0A, "C0 \(value) survived", file: file, line: line)
            XCTAssertFalse(value >= 0x7F && value <= 0x9F, "DEL/C1 \(value) survived", file: file, line: line)
            XCTAssertFalse((0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value),
                           "bidi \(value) survived", file: file, line: line)
        }
    }

    func testHostileSequencesBecomeVisible() {
        let cases: [(String, String)] = [
            ("\u{1B}]0;pwned\u{07}", "␛]0;pwned␇"),
            ("\u{1B}]52;c;aGk=\u{07}", "␛]52;c;aGk=␇"),
            ("\u{1B}[31mred", "␛[31mred"),
            ("\u{1B}P1$r\u{1B}\\", "␛P1$r␛\\"),
            ("a\u{9B}31mb", "a\u{FFFD}31mb"),
            ("abc\u{202E}def", "abc\u{FFFD}def"),
            ("x\u{7F}y", "x␡y"),
            ("nul\u{0}", "nul␀"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(Sanitizer.line(input), expected)
            assertInert(Sanitizer.text(input))
        }
    }

    func testLineBreaksAndTabs() {
        XCTAssertEqual(Sanitizer.text("a\r\nb\rc\u{2028}d"), "a\nb\nc\nd")
        XCTAssertEqual(Sanitizer.line("a\nb\tc"), "a b c")
        XCTAssertEqual(Sanitizer.text("a\tb"), "a   b")
        XCTAssertEqual(Sanitizer.text("abcd\tx"), "abcd    x")
        // Tab stops count columns, not bytes or Characters, and restart on every line.
        XCTAssertEqual(Sanitizer.text("कि\tx\n日本語\ty\tz"), "कि  x\n日本語  y   z")
        XCTAssertEqual(Sanitizer.text("👩\u{200D}👩\u{200D}👧\t|\u{1B}\t|"), "👩\u{200D}👩\u{200D}👧  |␛  |")
        XCTAssertEqual(Sanitizer.text("\t\t"), String(repeating: " ", count: 8))
    }

    func testZeroWidthCharactersAreShown() {
        XCTAssertNotEqual(Sanitizer.line("Delete"), Sanitizer.line("Dele\u{200B}te"))
        XCTAssertEqual(DisplayWidth.of(Sanitizer.line("Dele\u{200B}te")), 7)
    }

    func testJoinersAreKept() {
        for text in ["می\u{200C}خواهم", "a\u{200D}b\u{200C}c", "क्\u{200D}ष", "\u{200D}", "\u{1F469}\u{200D}x"] {
            XCTAssertEqual(Sanitizer.line(text), text)
            XCTAssertEqual(Sanitizer.text(text), text)
        }
        XCTAssertEqual(Sanitizer.typed("\u{200C}"), "\u{200C}")
        XCTAssertEqual(DisplayWidth.of(Sanitizer.line("a\u{200D}b\u{200C}c")), 3)
        // Bidi controls and the other invisible format characters are still shown.
        for hidden in ["\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{2060}", "\u{FEFF}"] {
            XCTAssertEqual(Sanitizer.line("a\(hidden)b"), "a\u{FFFD}b")
        }
    }

    func testUnassignedCodePointsBecomePlaceholders() {
        for value: UInt32 in [0x378, 0xFFFF, 0xFFFE, 0xFDD0, 0x5A06C, 0x10FFFF, 0xE0080] {
            let text = "a" + String(Unicode.Scalar(value)!) + "b"
            XCTAssertEqual(Sanitizer.line(text), "a\u{FFFD}b", "U+\(String(value, radix: 16))")
            XCTAssertEqual(Sanitizer.text(text), "a\u{FFFD}b", "U+\(String(value, radix: 16))")
            XCTAssertEqual(DisplayWidth.of(Sanitizer.line(text)), 3)
        }
        // Private use has no standard glyph but a known width: it stays.
        XCTAssertEqual(Sanitizer.line("\u{E000}\u{F0000}"), "\u{E000}\u{F0000}")
    }

    /// Emoji newer than the table (🩷 U+1FA77 and 🫨 U+1FAE8 came in Unicode 15) are kept and two
    /// columns wide, as the blocks they are in reserve; so is a CJK ideograph newer than the table.
    func testNewerEmojiAreKeptWide() {
        for value: UInt32 in [0x1FA77, 0x1FAE8, 0x1F6D8, 0x2B739] {
            let text = String(Unicode.Scalar(value)!)
            XCTAssertEqual(Sanitizer.line(text), text, "U+\(String(value, radix: 16))")
            XCTAssertEqual(DisplayWidth.of(text), 2, "U+\(String(value, radix: 16))")
        }
    }

    func testEmojiSequencesSurvive() {
        for emoji in ["👩‍👩‍👧", "👍🏽", "🇫🇷", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "❤️"] {
            XCTAssertEqual(Sanitizer.line(emoji), emoji)
        }
    }

    func testCombiningMarksAreCapped() {
        let zalgo = "a" + String(repeating: "\u{301}", count: 10_000)
        let clean = Sanitizer.line(zalgo)
        XCTAssertEqual(clean.unicodeScalars.count, 1 + Sanitizer.maxCombiningMarks)
        XCTAssertEqual(Sanitizer.line("\u{301}x"), "\u{25CC}\u{301}x")
    }

    func testPlainTextComesBackAsItWas() {
        let prose = String(repeating: "A line of plain text, 100% ASCII: {ok} ~fine~\n", count: 50)
        XCTAssertEqual(Sanitizer.text(prose), prose)
        XCTAssertEqual(Sanitizer.line(prose), String(prose.map { $0 == "\n" ? " " : $0 }))
        // ASCII around what must change is kept as it is.
        XCTAssertEqual(Sanitizer.text("caf\u{E9} \u{1B}[1m ok\r\n"), "caf\u{E9} ␛[1m ok\n")
        XCTAssertEqual(Sanitizer.line("e\u{301}x\u{301}"), "e\u{301}x\u{301}")
        XCTAssertEqual(Sanitizer.line("a\u{E0067}b"), "a\u{FFFD}b")
    }

    func testInvalidUTF8IsReplaced() {
        let bytes: [UInt8] = [0x61, 0x80, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0x62]
        let text = Sanitizer.text(bytes: bytes)
        XCTAssertTrue(text.hasPrefix("a"))
        XCTAssertTrue(text.hasSuffix("b"))
        assertInert(text)
    }
}
