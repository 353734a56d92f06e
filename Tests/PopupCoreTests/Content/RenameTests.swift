import PopupTestSupport
import XCTest
@testable import PopupCore

/// Renaming a list item in its row (`ListConventions.renameButton`, dialog's --inputmenu).
final class RenameTests: XCTestCase {
    private let reducer = Reducer(screen: Size(width: 60, height: 20))

    private func dialog() -> Dialog {
        var dialog = Dialog(title: "Rename", buttons: [Button("OK"), Button("Rename"), Button("Cancel", role: .cancel)])
        dialog.list = ListSpec(items: ItemStore(pairs: [(tag: "a", description: "Alpha"), (tag: "b", description: "Beta")]))
        dialog.conventions.list.renameButton = 1
        return dialog
    }

    func testTheRenameButtonOpensTheItemsText() {
        let dialog = dialog()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.press(dialog, &state, [Key(.down), Key(.tab), Key(.tab)])
        XCTAssertEqual(state.focus, .button(1))
        XCTAssertEqual(reducer.press(dialog, &state, [Key(.enter)]), [])
        XCTAssertEqual(state.renaming?.text, "Beta")
        XCTAssertEqual(state.renaming?.cursor, 0, "the cursor at its start, as dialog puts it")
        XCTAssertEqual(reducer.press(dialog, &state, [.char("X"), Key(.up)]), [.bell], "↑ keeps the row open")
        let end = reducer.press(dialog, &state, [Key(.enter)])
        XCTAssertEqual(end, [.finish(.chosen(index: 1, label: "Rename", role: .default, values: ["XBeta"], items: [1]))])
    }

    func testEscGoesBackToTheList() {
        let dialog = dialog()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.press(dialog, &state, [Key(.tab), Key(.tab), Key(.enter), .char("Z")])
        XCTAssertEqual(state.renaming?.text, "ZAlpha")
        _ = reducer.press(dialog, &state, [Key(.escape)])
        XCTAssertNil(state.renaming)
        XCTAssertEqual(state.list?.cursor, 0)
        let layout = reducer.layout(dialog, state)
        let frame = DialogRenderer.draw(layout, dialog: dialog, state: state, theme: .standard).lines().joined()
        XCTAssertFalse(frame.contains("ZAlpha"), "nothing renamed")
    }

    func testARenameCalledOffStaysInTheAnswer() {
        // dialog keeps the tag of an item whose renaming was called off in its result.
        var dialog = dialog()
        // As in dialog, the list keeps ↑ and ↓ while a button has the focus.
        dialog.conventions.list.keepsKeysWhileButtonsFocused = true
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.press(dialog, &state, [Key(.tab), Key(.tab), Key(.enter), Key(.escape), Key(.down), Key(.backTab, .shift)])
        XCTAssertEqual(state.focus, .button(0))
        XCTAssertEqual(reducer.press(dialog, &state, [Key(.enter)]),
                       [.finish(.chosen(index: 0, label: "OK", role: .default, values: [], items: [0, 1]))])
    }

    func testTheFieldIsDrawnOverTheItem() {
        let dialog = dialog()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.press(dialog, &state, [Key(.tab), Key(.tab)])
        XCTAssertEqual(state.focus, .button(1))
        _ = reducer.press(dialog, &state, [Key(.enter), .char("Q")])
        XCTAssertEqual(state.renaming?.text, "QAlpha")
        let layout = reducer.layout(dialog, state)
        let area = try? XCTUnwrap(Layout.renameArea(layout, dialog: dialog, state: state))
        let frame = DialogRenderer.draw(layout, dialog: dialog, state: state, theme: .standard).lines()
        XCTAssertTrue(frame[area!.y].contains("QAlpha"), "\(frame)")
    }
}
