import PopupTestSupport
import XCTest
@testable import PopupCore

final class UpdateTests: XCTestCase {
    private let reducer = Reducer(screen: Size(width: 80, height: 24))

    private func dialog(_ buttons: [Button], fields: [TextField] = []) -> Dialog {
        Dialog(title: "T", message: "M", buttons: buttons, fields: fields)
    }

    func testFirstFocusIsDefaultThenCancelThenFirst() {
        let buttons = [Button("A"), Button("B", role: .cancel), Button("C")]
        XCTAssertEqual(DialogState(dialog: dialog(buttons)).focus, .button(1))
        var preferred = dialog(buttons)
        preferred.defaultButton = 2
        XCTAssertEqual(DialogState(dialog: preferred).focus, .button(2))
        XCTAssertEqual(DialogState(dialog: dialog([Button("A"), Button("B")])).focus, .button(0))
        XCTAssertEqual(DialogState(dialog: dialog([Button("A")], fields: [TextField(placeholder: "x")])).focus, .field(0))
    }

    func testFocusMovesAndWraps() {
        let d = dialog([Button("A"), Button("B"), Button("C")])
        var state = DialogState(dialog: d, reducedMotion: true)
        let table: [(Key, Focus)] = [
            (Key(.tab), .button(1)), (Key(.right), .button(2)), (Key(.tab), .button(0)),
            (Key(.backTab, .shift), .button(2)), (Key(.left), .button(1)), (Key(.up), .button(0)), (Key(.down), .button(1)),
        ]
        for (key, focus) in table {
            _ = reducer.step(d, &state, .key(key))
            XCTAssertEqual(state.focus, focus, "\(key)")
        }
    }

    func testChoosingAndDismissing() {
        let d = dialog([Button("Keep", role: .cancel), Button("&Delete", role: .destructive)])
        var state = DialogState(dialog: d, reducedMotion: true)
        XCTAssertEqual(reducer.step(d, &state, .key(.char("d"))), [.finish(.chosen(index: 1, label: "Delete", role: .destructive, values: []))])
        state = DialogState(dialog: d, reducedMotion: true)
        XCTAssertEqual(reducer.step(d, &state, .key(.char(" "))), [.finish(.chosen(index: 0, label: "Keep", role: .cancel, values: []))])
        XCTAssertEqual(reducer.step(d, &state, .key(Key(.escape))), [.finish(.dismissed(.escape))])
        XCTAssertEqual(reducer.step(d, &state, .key(.ctrl("c"))), [.finish(.interrupted(signal: 2))])
        XCTAssertEqual(reducer.step(d, &state, .key(.ctrl("z"))), [.suspend])
        var strict = d
        strict.dismissOnEscape = false
        XCTAssertEqual(reducer.step(strict, &state, .key(Key(.escape))), [.bell])
    }

    func testMouse() {
        let d = dialog([Button("One"), Button("Two")])
        var state = DialogState(dialog: d, reducedMotion: true)
        let layout = reducer.layout(d, state)
        let two = layout.buttons[1].hitArea
        let at = Point(x: two.x + 1, y: two.y)
        XCTAssertEqual(reducer.step(d, &state, .mouse(MouseEvent(.press(0), at: at))), [])
        XCTAssertEqual(state.focus, .button(1))
        XCTAssertEqual(reducer.step(d, &state, .mouse(MouseEvent(.release(0), at: at))),
                       [.finish(.chosen(index: 1, label: "Two", role: .default, values: []))])
        // Released elsewhere: not chosen.
        _ = reducer.step(d, &state, .mouse(MouseEvent(.press(0), at: at)))
        XCTAssertEqual(reducer.step(d, &state, .mouse(MouseEvent(.release(0), at: Point(x: layout.box.x + 1, y: layout.box.y + 1)))), [])
        XCTAssertEqual(reducer.step(d, &state, .mouse(MouseEvent(.press(0), at: Point(x: 0, y: 0)))), [.finish(.dismissed(.tapOutside))])
        // Dragging the box down three rows dismisses it.
        let inside = Point(x: layout.box.x + 1, y: layout.box.y + 1)
        _ = reducer.step(d, &state, .mouse(MouseEvent(.press(0), at: inside)))
        XCTAssertEqual(reducer.step(d, &state, .mouse(MouseEvent(.drag(0), at: Point(x: inside.x, y: inside.y + 3)))),
                       [.finish(.dismissed(.drag))])
    }

    func testScrollingALongMessage() {
        let d = Dialog(message: (1...100).map { "line \($0)" }.joined(separator: "\n"), buttons: [Button("OK")])
        var state = DialogState(dialog: d, reducedMotion: true)
        _ = reducer.step(d, &state, .key(Key(.down)))
        XCTAssertEqual(state.messageScroll, 1)
        _ = reducer.step(d, &state, .mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1))))
        XCTAssertEqual(state.messageScroll, 4)
        _ = reducer.step(d, &state, .key(Key(.end)))
        let layout = reducer.layout(d, state)
        XCTAssertEqual(state.messageScroll, layout.maxMessageScroll)
        _ = reducer.step(d, &state, .key(Key(.home)))
        XCTAssertEqual(state.messageScroll, 0)
        _ = reducer.step(d, &state, .key(Key(.pageDown)))
        XCTAssertGreaterThan(state.messageScroll, 5)
    }

    func testTimeoutTicks() {
        var d = dialog([Button("A"), Button("B")])
        d.timeout = 3
        var state = DialogState(dialog: d, reducedMotion: true)
        XCTAssertEqual(reducer.step(d, &state, .tick(0.5)), [])
        XCTAssertEqual(state.secondsLeft, 3)
        _ = reducer.step(d, &state, .tick(1.2))
        XCTAssertEqual(state.secondsLeft, 2)
        XCTAssertEqual(reducer.step(d, &state, .tick(3)), [.finish(.timedOut)])
        d.defaultButton = 1
        XCTAssertEqual(reducer.step(d, &state, .tick(3)), [.finish(.chosen(index: 1, label: "B", role: .default, values: []))])
    }

    /// A timeout chooses the default only as Enter would: never past a refused field.
    func testTimeoutChoosesTheDefaultOnlyWhenItsFieldsPass() {
        let field = TextField(placeholder: "Name", pattern: "[a-z]+", isRequired: true)
        var d = dialog([Button("Create"), Button("Cancel", role: .cancel), Button("Copy", staysOpen: true)], fields: [field])
        d.timeout = 1
        let cases: [(default: Int, text: String, expected: Outcome)] = [
            (0, "good", .chosen(index: 0, label: "Create", role: .default, values: ["good"])),
            (0, "", .timedOut),
            (0, "BAD VALUE", .timedOut),
            (1, "", .chosen(index: 1, label: "Cancel", role: .cancel, values: [""])),
            (2, "good", .timedOut),
        ]
        for (index, text, expected) in cases {
            d.defaultButton = index
            var state = DialogState(dialog: d, reducedMotion: true)
            state.fields[0].text = text
            XCTAssertEqual(reducer.step(d, &state, .tick(1)), [.finish(expected)], "default \(index), text '\(text)'")
        }
    }

    /// Values a library caller can set that the command line never makes: no trap, a sane meaning.
    func testOutOfRangeValuesFromTheLibraryAreTamed() {
        var d = dialog([Button("A")], fields: [TextField(placeholder: "F", maxLength: -1)])
        for timeout in [Double.nan, .infinity, -.infinity] {
            d.timeout = timeout
            XCTAssertNil(d.timeout, "\(timeout) means no timeout")
        }
        d.timeout = 1e300
        XCTAssertEqual(d.timeout, 365 * 86_400)
        d.timeout = -5
        XCTAssertEqual(d.timeout, 0)
        var state = DialogState(dialog: d, reducedMotion: true)
        XCTAssertEqual(state.secondsLeft, 0)
        XCTAssertEqual(d.fields[0].fitted("abc"), "")
        XCTAssertEqual(reducer.step(d, &state, .tick(0.1)), [.finish(.timedOut)], "a timeout of 0 with no default")
    }

    func testRefusedFieldShakesAndFocusesTheField() {
        let d = dialog([Button("Save"), Button("Cancel", role: .cancel)], fields: [TextField(placeholder: "Name", isRequired: true)])
        var state = DialogState(dialog: d)
        state.entryStart = nil
        state.motion = .still
        state.focus = .button(0)
        XCTAssertEqual(reducer.step(d, &state, .key(Key(.enter))), [.bell])
        XCTAssertEqual(state.focus, .field(0))
        XCTAssertEqual(state.fields[0].error, "required")
        XCTAssertNotNil(state.shakeStart)
        _ = reducer.step(d, &state, .tick(0.05))
        XCTAssertNotEqual(state.shakeOffset, 0)
        _ = reducer.step(d, &state, .tick(0.5))
        XCTAssertEqual(state.shakeOffset, 0)
        XCTAssertNil(state.shakeStart)
        state.focus = .button(1)
        XCTAssertEqual(reducer.step(d, &state, .key(Key(.enter))), [.finish(.chosen(index: 1, label: "Cancel", role: .cancel, values: [""]))])
    }

    func testEnterInAFieldMovesOnOrSubmitsFromEveryField() {
        for everyField in [false, true] {
            var d = dialog([Button("OK"), Button("Cancel", role: .cancel)],
                           fields: [TextField(placeholder: "a", value: "1"), TextField(placeholder: "b", value: "2")])
            d.conventions.fields.enterSubmitsFromEveryField = everyField
            var state = DialogState(dialog: d, reducedMotion: true)
            XCTAssertEqual(state.focus, .field(0))
            let commands = reducer.step(d, &state, .key(Key(.enter)))
            if everyField {
                XCTAssertEqual(commands, [.finish(.chosen(index: 0, label: "OK", role: .default, values: ["1", "2"]))])
            } else {
                XCTAssertEqual(commands, [])
                XCTAssertEqual(state.focus, .field(1))
            }
        }
    }
}
