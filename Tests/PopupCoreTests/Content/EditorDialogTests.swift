import PopupTestSupport
import XCTest
@testable import PopupCore

/// An editor in a dialog: it has the focus first, takes Enter as a line break, and its lines are
/// the answer of a button that is not a cancel.
final class EditorDialogTests: XCTestCase {
    private let reducer = Reducer(screen: Size(width: 60, height: 20))

    private func dialog() -> Dialog {
        var dialog = Dialog(title: "Notes", buttons: [Button("OK"), Button("Cancel", role: .cancel)])
        dialog.content = .editor(TextEditor(text: "first\nsecond\n"))
        return dialog
    }

    func testEnterBreaksTheLineAndTabThenEnterSaves() {
        let dialog = dialog()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(state.focus, .content(0))
        XCTAssertEqual(reducer.press(dialog, &state, [.char("o"), Key(.enter), .char("k")]), [], "typed letters are text, not hotkeys")
        XCTAssertEqual(reducer.press(dialog, &state, [Key(.tab), Key(.enter)]),
                       [.finish(.chosen(index: 0, label: "OK", role: .default, values: ["o", "kfirst", "second"]))])
        state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(reducer.press(dialog, &state, [.char("x"), Key(.tab), Key(.tab), Key(.enter)]),
                       [.finish(.chosen(index: 1, label: "Cancel", role: .cancel, values: []))])
    }

    func testTheLayoutGivesItRowsAndTheCursorAPlace() {
        let dialog = dialog()
        let state = DialogState(dialog: dialog, reducedMotion: true)
        let layout = reducer.layout(dialog, state)
        let area = try? XCTUnwrap(layout.contentArea)
        XCTAssertEqual(area?.height, 3, "as many rows as it has lines, at least 3")
        let frame = DialogRenderer.draw(layout, dialog: dialog, state: state, theme: .standard).lines()
        XCTAssertTrue(frame[area!.y].contains("first") && frame[area!.y + 1].contains("second"), "\(frame)")
        XCTAssertEqual(state.content?.model.cursor(in: area!, part: 0), Point(x: area!.x, y: area!.y))
    }

    func testAPasteGoesIntoTheEditor() {
        let dialog = dialog()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        reducer.step(dialog, &state, .paste("new\n"))
        XCTAssertEqual(state.content?.model.answer.values, ["new", "first", "second"])
    }
}
