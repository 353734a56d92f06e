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
            (.percent(50), 80, 40), (.percent(60), 80, 48), (.percent(100), 80, 76), (.percent(1), 80, 12), (.fixed(1), 80, 12), (.fixed(1), 8, 4),
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

    func testSqueezeKeepsShortLabelsWholeAndCutsLongOnesAlike() {
        XCTAssertEqual(ButtonSqueeze.widths([3, 5, 4], room: 20), [3, 5, 4], "room for all")
        XCTAssertEqual(ButtonSqueeze.widths([3, 10, 10], room: 15), [3, 6, 6])
        XCTAssertEqual(ButtonSqueeze.widths([3, 10, 10], room: 16), [3, 7, 6], "the spare column goes left")
        XCTAssertEqual(ButtonSqueeze.widths([5, 5, 5, 5], room: 2), [1, 1, 1, 1], "never below one column")
    }

    /// Side by side when asked, however many: brackets go before any label is cut.
    func testHorizontalRowDropsBracketsBeforeCuttingLabels() {
        let labels = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight"]
        var dialog = Dialog(title: "T", buttons: labels.map { Button($0) })
        dialog.axis = .horizontal
        let wide = Layout.compute(dialog, state: DialogState(dialog: dialog), screen: Size(width: 80, height: 10), theme: .standard)
        XCTAssertEqual(wide.buttons.map(\.text), labels)
        XCTAssertEqual(Set(wide.buttons.map(\.origin.y)).count, 1, "one row")
        for (left, right) in zip(wide.buttons, wide.buttons.dropFirst()) {
            XCTAssertLessThan(left.hitArea.x + left.hitArea.width, right.hitArea.x, "no overlap")
        }
        let narrow = Layout.compute(dialog, state: DialogState(dialog: dialog), screen: Size(width: 40, height: 10), theme: .standard)
        XCTAssertEqual(narrow.buttons.map(\.text), ["One", "Two", "Th…", "Fo…", "Fi…", "Six", "Se…", "E…"])
        XCTAssertTrue(narrow.buttons.allSatisfy { $0.hitArea.x >= narrow.content.x && $0.hitArea.x + $0.hitArea.width <= narrow.content.x + narrow.content.width })

        // One long label among short ones: the brackets stay (they tell the roles apart) and only
        // the long label is cut.
        var mixed = Dialog(title: "T", buttons: [Button("Medium length label here"), Button("Another one"), Button("Cancel", role: .cancel)])
        mixed.axis = .horizontal
        let kept = Layout.compute(mixed, state: DialogState(dialog: mixed), screen: Size(width: 80, height: 10), theme: .standard)
        XCTAssertEqual(kept.buttons.map(\.text), ["[ Medium length la… ]", "[ Another one ]", "( Cancel )"])
    }

    /// The hotkey is underlined in the label, not in a bracket, with brackets or without.
    func testHotkeyUnderlineFollowsTheLabel() {
        for width in [80, 22] {
            var dialog = Dialog(title: "T", buttons: [Button("&Open"), Button("&Close")])
            dialog.axis = .horizontal
            let state = DialogState(dialog: dialog, reducedMotion: true)
            let layout = Layout.compute(dialog, state: state, screen: Size(width: width, height: 10), theme: .standard)
            let buffer = DialogRenderer.draw(layout, dialog: dialog, state: state, theme: .standard)
            for placed in layout.buttons {
                let x = placed.origin.x + placed.labelOffset
                let cell = buffer[x, placed.origin.y]
                XCTAssertTrue(cell.style.attributes.contains(Attributes.underline), "\(placed.text) at \(width) columns")
                XCTAssertEqual(cell.grapheme, dialog.buttons[placed.index].label.first)
            }
        }
    }
}
