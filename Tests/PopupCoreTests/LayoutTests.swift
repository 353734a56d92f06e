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
}
