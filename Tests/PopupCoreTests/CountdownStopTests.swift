import XCTest
@testable import PopupCore

/// A key that edits a field or moves the focus stops the `--timeout` countdown: the border no
/// longer shows it and the timeout never sends a half-typed value.
final class CountdownStopTests: XCTestCase {
    private let screen = Size(width: 60, height: 16)

    private func step(_ dialog: Dialog, _ state: inout DialogState, _ event: Event) -> [Command] {
        let layout = Layout.compute(dialog, state: state, screen: screen, theme: .standard)
        return Update.apply(event, to: &state, dialog: dialog, layout: layout)
    }

    private func frame(_ dialog: Dialog, _ state: DialogState) -> String {
        let layout = Layout.compute(dialog, state: state, screen: screen, theme: .standard)
        return FrameText.plain(DialogRenderer.draw(layout, dialog: dialog, state: state, theme: .standard))
    }

    private var named: Dialog {
        var dialog = Dialog(title: "Name?", buttons: [Button("Save"), Button("Cancel", role: .cancel)],
                            fields: [TextField(placeholder: "Name")])
        dialog.timeout = 5
        dialog.defaultButton = 0
        return dialog
    }

    func testTypingStopsTheCountdownAndTheTimeoutNeverChooses() {
        let dialog = named
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = step(dialog, &state, .tick(1))
        XCTAssertTrue(frame(dialog, state).contains(" 4s "))
        _ = step(dialog, &state, .key(.char("h")))
        XCTAssertNil(state.secondsLeft)
        XCTAssertFalse(frame(dialog, state).contains("s "), frame(dialog, state))
        XCTAssertEqual(step(dialog, &state, .tick(10)), [])
        XCTAssertEqual(state.fields[0].text, "h")
    }

    func testMovingTheFocusStopsItAndAnUnusedKeyDoesNot() {
        var dialog = named
        dialog.fields = []
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = step(dialog, &state, .key(.char("q")))
        _ = step(dialog, &state, .mouse(MouseEvent(.move, at: Point(x: 0, y: 0))))
        XCTAssertEqual(state.secondsLeft, 5, "a key that changes nothing leaves it running")
        _ = step(dialog, &state, .key(Key(.tab)))
        XCTAssertEqual(step(dialog, &state, .tick(10)), [])
        XCTAssertNil(state.secondsLeft)
    }

    func testWithoutInputTheTimeoutStillChooses() {
        let dialog = named
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(step(dialog, &state, .tick(5)),
                       [.finish(.chosen(index: 0, label: "Save", role: .default, values: [""]))])
    }
}
