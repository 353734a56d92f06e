import PopupTestSupport
import XCTest
@testable import PopupCore

/// The list conventions the whiptail and dialog profiles set. `sharesStopWithSubmit`: in dialog's
/// lists the list and OK are one Tab stop, so Tab from the list lands on the button after OK;
/// otherwise (whiptail, popupctl) on the first button. `cursorButton`: dialog's Help names the
/// item under the cursor, whatever is checked, then the checked items (for --help-status).
final class CompatListFlagsTests: XCTestCase {
    private func dialog(sharing: Bool) -> Dialog {
        var dialog = Dialog(title: "Pick", buttons: [Button("OK"), Button("Extra"), Button("Cancel", role: .cancel)])
        dialog.defaultButton = 0
        dialog.list = ListSpec(items: ItemStore(lines: ["a", "b"]), filterable: false)
        dialog.conventions.list.sharesStopWithSubmit = sharing
        return dialog
    }

    private func tab(_ dialog: Dialog, _ state: inout DialogState) {
        Reducer(screen: Size(width: 60, height: 16)).press(dialog, &state, [Key(.tab)])
    }

    func testTabFromTheListSkipsTheSubmitButtonOnlyWhenTheyShareAStop() {
        for (sharing, stops) in [(true, [Focus.button(1), .button(2), .list]), (false, [.button(0), .button(1), .button(2), .list])] {
            let dialog = dialog(sharing: sharing)
            var state = DialogState(dialog: dialog, reducedMotion: true)
            XCTAssertEqual(state.focus, .list)
            var seen: [Focus] = []
            for _ in stops {
                tab(dialog, &state)
                seen.append(state.focus)
            }
            XCTAssertEqual(seen, stops, "sharing: \(sharing)")
        }
    }

    func testTheCursorButtonAnswersWithTheCursorItemFirstThenTheChecked() {
        var dialog = Dialog(title: "Pick", buttons: [Button("OK"), Button("Help")], defaultButton: 0)
        dialog.list = ListSpec(items: ItemStore(lines: ["a", "b"]), selection: .multiple, checkedTags: ["a"], filterable: false)
        dialog.conventions.list.cursorButton = 1
        var state = DialogState(dialog: dialog, reducedMotion: true)
        Reducer(screen: Size(width: 60, height: 16)).press(dialog, &state, [Key(.down)])
        XCTAssertEqual(Update.choose(1, &state, dialog), [.finish(.chosen(index: 1, label: "Help", role: .default, values: [], items: [1, 0]))])
        XCTAssertEqual(Update.choose(0, &state, dialog), [.finish(.chosen(index: 0, label: "OK", role: .default, values: [], items: [0]))])
    }
}

/// `ListJump.lettersOnly`: whiptail's lists jump on letters only; dialog's on any key.
final class LetterJumpTests: XCTestCase {
    func testADigitJumpsOnlyWhenAnyKeyJumps() {
        for lettersOnly in [false, true] {
            var dialog = Dialog(title: "Pick", buttons: [Button("OK")])
            dialog.list = ListSpec(items: ItemStore(lines: ["1 One", "2 Two", "b Three"]), filterable: false)
            dialog.conventions.list.jump.lettersOnly = lettersOnly
            var state = DialogState(dialog: dialog, reducedMotion: true)
            let reducer = Reducer(screen: Size(width: 60, height: 16))
            reducer.press(dialog, &state, [Key(.character("2"))])
            XCTAssertEqual(state.list?.cursor, lettersOnly ? 0 : 1, "letters only: \(lettersOnly)")
            reducer.press(dialog, &state, [Key(.character("B"))])
            XCTAssertEqual(state.list?.cursor, 2, "a letter jumps either way")
        }
    }
}

/// `Dialog.height`: the height a whiptail or dialog script asked for; the list gives up rows
/// (down to a few) to keep the box within it, and a box asked to be taller than its content is.
final class HeightLimitTests: XCTestCase {
    private func layout(limit: Int?) -> DialogLayout {
        var dialog = Dialog(title: "Setup", message: "Options", buttons: [Button("Select"), Button("Finish", role: .cancel)])
        dialog.list = ListSpec(items: ItemStore(lines: (1...5).map { "item \($0)" }), filterable: false, preferredRows: 10)
        dialog.height = limit
        let state = DialogState(dialog: dialog, reducedMotion: true)
        return Layout.compute(dialog, state: state, screen: Size(width: 80, height: 40), theme: .standard)
    }

    func testTheListGivesUpRowsToKeepTheBoxWithinTheAskedHeight() {
        let free = layout(limit: nil)
        XCTAssertEqual(free.listArea?.height, 10)
        let limited = layout(limit: free.box.height - 3)
        XCTAssertEqual(limited.box.height, free.box.height - 3)
        XCTAssertEqual(limited.listArea?.height, 7)
        XCTAssertEqual(layout(limit: free.box.height - 8).listArea?.height, Layout.minimumListRows, "a few rows stay, the padding goes")
        XCTAssertEqual(layout(limit: 30).box.height, 30, "a larger height grows the box to it")
        XCTAssertEqual(layout(limit: 100).box.height, 40 - 2 * Theme.standard.marginY, "as far as the screen goes")
    }
}
