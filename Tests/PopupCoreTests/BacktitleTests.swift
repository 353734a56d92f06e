import XCTest
@testable import PopupCore

/// whiptail's and dialog's --backtitle: a line at the top left of the painted backdrop, behind
/// the box; made harmless like any text; not drawn where the backdrop is not painted (inline).
final class BacktitleTests: XCTestCase {
    private func lines(_ backtitle: String, paintsBackdrop: Bool = true) -> [String] {
        var dialog = Dialog(title: "T", message: "M")
        dialog.backtitle = backtitle
        let state = DialogState(dialog: dialog, reducedMotion: true)
        let layout = Layout.compute(dialog, state: state, screen: Size(width: 30, height: 12), theme: .standard)
        return DialogRenderer.draw(layout, dialog: dialog, state: state, theme: .standard,
                                   options: DialogRenderer.Options(paintsBackdrop: paintsBackdrop)).lines()
    }

    func testTheBacktitleIsTheFirstLineLeftOfTheBoxAndCutToTheScreen() {
        XCTAssertEqual(lines("Helper Scripts")[0].trimmingCharacters(in: .whitespaces), "Helper Scripts")
        XCTAssertTrue(lines("Helper Scripts")[0].hasPrefix(" Helper"))
        XCTAssertEqual(lines(String(repeating: "x", count: 50))[0], " " + String(repeating: "x", count: 28) + " ")
        XCTAssertEqual(lines("")[0].trimmingCharacters(in: .whitespaces), "")
        XCTAssertEqual(lines("Helper", paintsBackdrop: false)[0].trimmingCharacters(in: .whitespaces), "")
    }

    func testControlCharactersInTheBacktitleAreMadeHarmless() {
        var dialog = Dialog(title: "T")
        dialog.backtitle = "a\u{1B}[2Jb\nc"
        XCTAssertFalse(dialog.backtitle.unicodeScalars.contains { $0.value < 0x20 })
    }
}
