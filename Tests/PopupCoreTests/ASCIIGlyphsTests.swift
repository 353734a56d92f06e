import XCTest
@testable import PopupCore

final class ASCIIGlyphsTests: XCTestCase {
    func testEveryGlyphHasAOneColumnASCIIForm() {
        for (glyph, ascii) in ASCIIGlyphs.pairs {
            XCTAssertEqual(DisplayWidth.of(glyph), 1, "\(glyph) is drawn in one column")
            XCTAssertTrue(ascii.isASCII && DisplayWidth.of(ascii) == 1, "\(glyph) → \(ascii)")
        }
        XCTAssertEqual(Set(ASCIIGlyphs.pairs.map(\.glyph)).count, ASCIIGlyphs.pairs.count, "each glyph once")
    }

    func testEveryBorderShapeAndDrawnMarkIsInTheTable() {
        for shape in BorderShape.allCases {
            let glyphs = shape.glyphs
            for glyph in [glyphs.tl, glyphs.tr, glyphs.bl, glyphs.br, glyphs.h, glyphs.v] where !glyph.isASCII {
                XCTAssertNotNil(ASCIIGlyphs.form(of: glyph), "\(shape): \(glyph)")
            }
        }
        XCTAssertEqual(String([BorderShape.ascii.glyphs.tl, BorderShape.ascii.glyphs.h, BorderShape.ascii.glyphs.v]), "+-|")
        let marks: [Character] = ["▲", "▼", "…", "›", "•", "━", "┃", "▀", "▄", "\u{FFFD}", "␛", "␡", FieldView.mask,
                                  "├", "┤", "↑", "↓", "▮", "▒"]
        for mark in marks {
            XCTAssertNotNil(ASCIIGlyphs.form(of: mark), "\(mark)")
        }
    }

    func testAnASCIIThemeDrawsNothingButASCIIAroundItsText() {
        var theme = Theme.standard
        theme.glyphs = .ascii
        let dialog = Dialog(title: "Café", message: String(repeating: "long words… ", count: 40)).field("Secret", value: "pw", secure: true)
        let state = DialogState(dialog: dialog, reducedMotion: true)
        let layout = Layout.compute(dialog, state: state, screen: Size(width: 40, height: 12), theme: theme)
        let frame = DialogRenderer.draw(layout, dialog: dialog, state: state, theme: theme)
        let text = frame.lines().joined()
        XCTAssertTrue(text.unicodeScalars.allSatisfy { $0.isASCII || $0 == "é" }, text)
        XCTAssertTrue(text.contains("+"))
    }
}
