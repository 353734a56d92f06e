import XCTest
@testable import PopupCore

final class DisplayWidthTests: XCTestCase {
    func testWidthsByGraphemeCluster() {
        let cases: [(String, Int)] = [
            ("a", 1), ("abc", 3), ("日本", 4), ("한국어", 6), ("e\u{301}", 1), ("👍", 2), ("👍🏽", 2),
            ("👩‍👩‍👧", 2), ("🇫🇷", 2), ("❤️", 1), ("\u{FFFD}", 1), ("Ａ", 2), ("", 0), ("…", 1),
        ]
        for (text, width) in cases {
            XCTAssertEqual(DisplayWidth.of(text), width, "width of \(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// A text-default character with the emoji selector (❤️ ⚠️ ✔️): one column, drawn without the
    /// selector, so tmux, xterm, kitty and iTerm2 all give it the column counted; the text keeps it.
    func testEmojiSelectorOnATextCharacterIsDrawnWithoutIt() {
        for text in ["❤️", "⚠️", "✔️", "1️⃣"] {
            let character = text.first!
            XCTAssertEqual(DisplayWidth.of(character), 1, text)
            let glyph = DisplayWidth.terminalGlyph(character)
            XCTAssertFalse(glyph.unicodeScalars.contains("\u{FE0F}"), text)
            XCTAssertEqual(DisplayWidth.of(glyph), 1, text)
        }
        // Emoji sequences keep theirs: a ZWJ sequence is one wide glyph whatever the terminal.
        let flag: Character = "🏳️‍🌈"
        XCTAssertEqual(DisplayWidth.terminalGlyph(flag), flag)
        XCTAssertEqual(DisplayWidth.of(flag), 2)
        // Selectors alone are left as they came.
        XCTAssertEqual(DisplayWidth.terminalGlyph("\u{FE0F}"), "\u{FE0F}")
        var buffer = Buffer(size: Size(width: 6, height: 1))
        XCTAssertEqual(buffer.write("⚠️ x", at: Point(x: 0, y: 0), style: CellStyle()), 3)
        XCTAssertEqual(buffer[0, 0].grapheme, "⚠")
    }

    /// Code points whose width terminals (glibc's wcwidth) and a naive table disagree on.
    func testCodePointWidthsAreGlibcs() {
        let cases: [(UInt32, Int, String)] = [
            (0x915, 1, "Devanagari KA"), (0x93F, 1, "Devanagari vowel sign I (Mc)"), (0x93E, 1, "vowel sign AA (Mc)"),
            (0x903, 1, "visarga (Mc)"), (0x94D, 0, "virama (Mn)"), (0x947, 0, "vowel sign E (Mn)"), (0x902, 0, "anusvara (Mn)"),
            (0xE19, 1, "Thai NO NU"), (0xE33, 1, "Thai SARA AM"), (0xE49, 0, "Thai MAI THO"), (0xE31, 0, "Thai MAI HAN-AKAT"),
            (0xEB3, 1, "Lao AM"), (0xEB1, 0, "Lao MAI KAN"),
            (0xB95, 1, "Tamil KA"), (0xBBF, 1, "Tamil vowel sign I (Mc)"), (0xBC0, 0, "Tamil vowel sign II (Mn)"), (0xBCD, 0, "Tamil virama"),
            (0x1100, 2, "Hangul choseong"), (0x1160, 0, "Hangul jungseong filler"), (0x11A8, 0, "Hangul jongseong"),
            (0xD7B0, 0, "Hangul Jamo Extended-B vowel"), (0xAC00, 2, "Hangul syllable"), (0x3131, 2, "Hangul compatibility jamo"),
            (0x301, 0, "combining acute"), (0x20DD, 0, "enclosing circle (Me)"), (0x20E3, 0, "keycap"),
            (0x200D, 0, "ZWJ"), (0x200C, 0, "ZWNJ"), (0x200B, 0, "zero width space"), (0xAD, 1, "soft hyphen"),
            (0x600, 1, "Arabic number sign (prepended mark)"), (0x4E00, 2, "CJK"), (0x4DC0, 2, "Yijing hexagram"),
            (0x3248, 2, "circled number ten on black square"), (0xFF21, 2, "fullwidth A"), (0x1F44D, 2, "thumbs up"),
            (0xE000, 1, "private use"), (0xFFFD, 1, "replacement character"), (0x378, 1, "unassigned: never wide"),
        ]
        for (value, width, name) in cases {
            XCTAssertEqual(DisplayWidth.of(scalar: Unicode.Scalar(value)!), width, "U+\(String(value, radix: 16)) \(name)")
        }
    }

    /// A terminal gives every code point of a cluster its own width (marks 0); only emoji sequences
    /// are drawn as one glyph.
    func testClustersTakeWhatATerminalAdvances() {
        let cases: [(String, Int)] = [
            ("कि", 2), ("नमस्ते", 4), ("क्ष", 2), ("स्त्र", 3), ("हाँ", 2), ("नहीं", 3),
            ("नमस्ते दुनिया, क्या आप फ़ाइलें हटाना चाहते हैं?", 37),
            ("น้ำ", 2), ("น้ำใจ ทำงาน จำได้ กำลัง", 20), ("ຳ", 1), ("கி", 2),
            ("\u{1112}\u{1161}\u{11AB}", 2), ("한", 2), ("می\u{200C}خواهم", 7), ("क्\u{200D}ष", 2),
            ("☝🏽", 1), ("#️⃣", 1),
        ]
        for (text, width) in cases {
            XCTAssertEqual(DisplayWidth.of(text), width, text)
            XCTAssertEqual(text.reduce(0) { $0 + DisplayWidth.of($1) }, width, "by clusters: \(text)")
        }
    }

    /// The quick table for the Basic Multilingual Plane says what the generated ranges say.
    func testBasicPlaneTableMatchesTheRanges() {
        var unassigned = Set<UInt32>()
        for range in WideTable.unassigned where range.lowerBound < 0x10000 {
            for value in range.lowerBound...min(range.upperBound, 0xFFFF) { unassigned.insert(value) }
        }
        for value in UInt32(0xA0)..<0x10000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = DisplayWidth.isZeroWidth(value) ? 0 : DisplayWidth.isWide(value) ? 2 : 1
            if DisplayWidth.of(scalar: scalar) != expected || DisplayWidth.isUnassigned(value) != unassigned.contains(value) {
                XCTFail("U+\(String(value, radix: 16))")
                return
            }
        }
    }

    func testPinnedTableVersion() {
        XCTAssertEqual(WideTable.unicodeVersion, "14.0.0")
        XCTAssertTrue(DisplayWidth.isWide(0x4E00))
        XCTAssertFalse(DisplayWidth.isWide(0x41))
        XCTAssertTrue(DisplayWidth.isZeroWidth(0x301))
        XCTAssertTrue(DisplayWidth.isUnassigned(0x378))
        XCTAssertTrue(DisplayWidth.isUnassigned(0xFFFF))
        XCTAssertFalse(DisplayWidth.isUnassigned(0xFFFD))
    }
}
