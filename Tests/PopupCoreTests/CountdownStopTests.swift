import PopupTestSupport
import XCTest
@testable import PopupCore

/// A key that edits a field or moves the focus stops the `--timeout` countdown: the border no
/// longer shows it and the timeout never sends a half-typed value.
final class CountdownStopTests: XCTestCase {
    private let reducer = Reducer(screen: Size(width: 60, height: 16))

    private func frame(_ dialog: Dialog, _ state: DialogState) -> String {
        FrameText.plain(reducer.frame(dialog, state))
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
        _ = reducer.step(dialog, &state, .tick(1))
        XCTAssertTrue(frame(dialog, state).contains(" 4s "))
        _ = reducer.step(dialog, &state, .key(.char("h")))
        XCTAssertNil(state.secondsLeft)
        XCTAssertFalse(frame(dialog, state).contains("s "), frame(dialog, state))
        XCTAssertEqual(reducer.step(dialog, &state, .tick(10)), [])
        XCTAssertEqual(state.fields[0].text, "h")
    }

    func testMovingTheFocusStopsItAndAnUnusedKeyDoesNot() {
        var dialog = named
        dialog.fields = []
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .key(.char("q")))
        _ = reducer.step(dialog, &state, .mouse(MouseEvent(.move, at: Point(x: 0, y: 0))))
        XCTAssertEqual(state.secondsLeft, 5, "a key that changes nothing leaves it running")
        _ = reducer.step(dialog, &state, .key(Key(.tab)))
        XCTAssertEqual(reducer.step(dialog, &state, .tick(10)), [])
        XCTAssertNil(state.secondsLeft)
    }

    func testWithoutInputTheTimeoutStillChooses() {
        let dialog = named
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(reducer.step(dialog, &state, .tick(5)),
                       [.finish(.chosen(index: 0, label: "Save", role: .default, values: [""]))])
    }
}
