import XCTest
@testable import PopupCore

final class LayoutTests: XCTestCase {
    func testLeadingLinesAreTheFirstLinesOfASplit() {
        for text in ["", "a", "a\n", "a\n\nb", "\n\n", "one\ntwo\nthree\nfour", "日本\n👍🏽\n"] {
            for count in 1...5 {
                let expected = Array(text.split(separator: "\n", omittingEmptySubsequences: false).prefix(count))
                XCTAssertEqual(Layout.leadingLines(text, count: count), expected, "\(text.debugDescription), \(count)")
            }
        }
    }

    func testOnlyTheFirstLinesOfALongMessageSetTheWidth() {
        let long = String(repeating: "short line\n", count: 300) + String(repeating: "w", count: 70)
        let dialog = Dialog(title: "T", message: long)
        let width = Layout.preferredContentWidth(dialog, buttons: dialog.effectiveButtons, theme: .standard)
        XCTAssertEqual(width, DisplayWidth.of("short line"))
    }

    /// `--width`: a percentage is of the screen, as the man page says, within the margins.
    func testWidthRules() {
        let cases: [(WidthRule, Int, Int)] = [
            (.percent(50), 80, 40), (.percent(60), 80, 48), (.percent(100), 80, 76), (.percent(1), 80, 1),
            (.fixed(50), 80, 50), (.fixed(200), 80, 76), (.fixed(30), 20, 16),
            (.standard, 80, 40), (.range(50, 60), 80, 50), (.range(10, 20), 80, 12),
        ]
        for (rule, screen, expected) in cases {
            var dialog = Dialog(title: "T", message: "Hi")
            dialog.width = rule
            let layout = Layout.compute(dialog, state: DialogState(dialog: dialog), screen: Size(width: screen, height: 24), theme: .standard)
            XCTAssertEqual(layout.box.width, expected, "\(rule) on \(screen) columns")
        }
    }
}
