import PopupTestSupport
import XCTest
@testable import PopupCore

/// A form whose fields are one Tab stop (`FieldConventions.fieldsAreOneStop`, dialog's `--form`):
/// Tab goes to the buttons and comes back to the field it left, ↑/↓ go round the editable fields,
/// the arrows stay among the buttons, and a field entered starts with its cursor at the beginning.
final class FormKeysTests: XCTestCase {
    private let reducer = Reducer(screen: Size(width: 80, height: 24))

    private func form() -> Dialog {
        var dialog = Dialog(title: "Form", buttons: [Button("OK"), Button("Cancel", role: .cancel)])
        var fixed = TextField(placeholder: "Fixed", value: "ro")
        fixed.isReadOnly = true
        dialog.fields = [TextField(placeholder: "A", value: "a"), fixed, TextField(placeholder: "B", value: "b")]
        dialog.conventions.fields.fieldsAreOneStop = true
        dialog.conventions.fields.cursorsStartAtBeginning = true
        dialog.conventions.fields.enterSubmitsFromEveryField = true
        return dialog
    }

    func testTabGoesToTheButtonsAndBack() {
        let dialog = form()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(state.focus, .field(0))
        _ = reducer.press(dialog, &state, [Key(.down)])
        XCTAssertEqual(state.focus, .field(2), "the read-only field is passed by")
        _ = reducer.press(dialog, &state, [Key(.tab)])
        XCTAssertEqual(state.focus, .button(0))
        _ = reducer.press(dialog, &state, [Key(.tab)])
        XCTAssertEqual(state.focus, .button(1))
        _ = reducer.press(dialog, &state, [Key(.tab)])
        XCTAssertEqual(state.focus, .field(2), "back to the field it left")
        _ = reducer.press(dialog, &state, [Key(.backTab, .shift)])
        XCTAssertEqual(state.focus, .button(1))
        // Tab Tab Enter cancels, as in dialog.
        state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(reducer.press(dialog, &state, [Key(.tab), Key(.tab), Key(.enter)]),
                       [.finish(.chosen(index: 1, label: "Cancel", role: .cancel, values: ["a", "ro", "b"]))])
    }

    func testArrowsGoRoundTheFieldsAndStayAmongTheButtons() {
        let dialog = form()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.press(dialog, &state, [Key(.up)])
        XCTAssertEqual(state.focus, .field(2), "round the form")
        _ = reducer.press(dialog, &state, [.ctrl("n")])
        XCTAssertEqual(state.focus, .field(0))
        _ = reducer.press(dialog, &state, [Key(.tab), Key(.down)])
        XCTAssertEqual(state.focus, .button(1))
        _ = reducer.press(dialog, &state, [Key(.right)])
        XCTAssertEqual(state.focus, .button(0), "the arrows wrap among the buttons, not into the fields")
        _ = reducer.press(dialog, &state, [Key(.left), Key(.up)])
        XCTAssertEqual(state.focus, .button(0))
    }

    func testAFieldEnteredStartsAtItsBeginning() {
        let dialog = form()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        let commands = reducer.press(dialog, &state, [.char("x"), Key(.down), .char("y"), Key(.up), .char("z"), Key(.enter)])
        XCTAssertEqual(commands.last, .finish(.chosen(index: 0, label: "OK", role: .default, values: ["zxa", "ro", "yb"])))
    }

    func testReadOnlyFieldsTakeNoTyping() {
        var dialog = form()
        dialog.fields[0].isReadOnly = true
        dialog.fields[2].isReadOnly = true
        dialog.defaultButton = 0
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(state.focus, .button(0), "nothing to edit: the buttons have the focus")
        _ = reducer.press(dialog, &state, [Key(.tab), Key(.tab)])
        XCTAssertEqual(state.focus, .button(0), "Tab goes round the buttons only")
    }

    func testFieldsStandWhereTheirPlacesSay() {
        var dialog = form()
        for index in dialog.fields.indices {
            dialog.fields[index].place = FieldPlace(labelRow: index, labelColumn: 0, row: index, column: 8, width: 10)
        }
        dialog.fields[2].place = FieldPlace(labelRow: 1, labelColumn: 20, row: 1, column: 24, width: 6)
        let state = DialogState(dialog: dialog, reducedMotion: true)
        let layout = reducer.layout(dialog, state)
        let top = layout.fields[0].area.y
        XCTAssertEqual(layout.fields.map { $0.area.y - top }, [0, 1, 1])
        XCTAssertEqual(layout.fields.map { $0.area.x - layout.content.x }, [8, 8, 24])
        XCTAssertEqual(layout.fields.map(\.area.width), [10, 10, 6])
        XCTAssertEqual(layout.fields.map { $0.beside.map { $0.x - layout.content.x } }, [0, 0, 20])
        let frame = DialogRenderer.draw(layout, dialog: dialog, state: state, theme: .standard).lines()
        XCTAssertTrue(frame[top + 1].contains("Fixed") && frame[top + 1].contains("B"), "\(frame)")
        XCTAssertEqual(FieldPlace(labelRow: -3, labelColumn: 5, row: 99_999, column: 0, width: 0),
                       FieldPlace(labelRow: 0, labelColumn: 5, row: FieldPlace.limit - 1, column: 0, width: 1))
    }
}
