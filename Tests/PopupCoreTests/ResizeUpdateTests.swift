import PopupTestSupport
import XCTest
@testable import PopupCore

/// A new screen size goes through `update` like every other event: the state learns it, and the
/// shell hears that it must draw afresh only when the size did change.
final class ResizeUpdateTests: XCTestCase {
    private let dialog = Dialog(title: "T", message: "M", buttons: [Button("Keep", role: .cancel), Button("Delete")])
    private let reducer = Reducer()

    func testTheStateLearnsTheNewSizeAndTheShellToDrawAfresh() {
        var state = DialogState(dialog: dialog, reducedMotion: true, screen: Size(width: 80, height: 24))
        XCTAssertEqual(reducer.step(dialog, &state, .resize(Size(width: 100, height: 30))), [.resize])
        XCTAssertEqual(state.screen, Size(width: 100, height: 30))
        XCTAssertEqual(reducer.step(dialog, &state, .resize(Size(width: 100, height: 30))), [], "the same size again: nothing to do")
        XCTAssertEqual(reducer.step(dialog, &state, .resize(Size(width: 40, height: 30))), [.resize])
        XCTAssertEqual(state.screen, Size(width: 40, height: 30))
    }

    func testASizeFromOutsideIsClampedToAScreen() {
        var state = DialogState(dialog: dialog, reducedMotion: true, screen: Size(width: 0, height: 70_000))
        XCTAssertEqual(state.screen, Size(width: 1, height: 1000), "the opening size too")
        XCTAssertEqual(reducer.step(dialog, &state, .resize(Size(width: 65_535, height: 65_535))), [.resize])
        XCTAssertEqual(state.screen, Size.largestScreen)
        XCTAssertEqual(reducer.step(dialog, &state, .resize(Size(width: 2000, height: 1000))), [], "clamped, it is the same size")
    }

    func testAResizeIsNoKeyPress() {
        // The entry keeps playing, the countdown keeps running, the focus stays.
        var timed = dialog
        timed.timeout = 5
        var state = DialogState(dialog: timed, reducedMotion: false, screen: Size(width: 80, height: 24))
        let before = state
        XCTAssertNotNil(state.entryStart)
        XCTAssertEqual(reducer.step(timed, &state, .resize(Size(width: 60, height: 20))), [.resize])
        XCTAssertNotNil(state.entryStart, "the entry still plays")
        XCTAssertFalse(state.countdownStopped)
        XCTAssertEqual(state.secondsLeft, 5)
        XCTAssertEqual(state.focus, before.focus)
        var expected = before
        expected.screen = Size(width: 60, height: 20)
        XCTAssertEqual(state, expected, "only the size changed")
    }

    func testTheSizeCountsWhileTheExitPlays() {
        var leaving = dialog
        leaving.exitTransition = .fadeOut
        var state = DialogState(dialog: leaving, reducedMotion: false, screen: Size(width: 80, height: 24))
        _ = reducer.step(leaving, &state, .tick(1))
        XCTAssertEqual(reducer.step(leaving, &state, .key(Key(.escape))), [], "the exit begins instead of finishing")
        XCTAssertNotNil(state.exitStart)
        XCTAssertEqual(reducer.step(leaving, &state, .resize(Size(width: 50, height: 12))), [.resize])
        XCTAssertEqual(state.screen, Size(width: 50, height: 12))
        XCTAssertEqual(reducer.step(leaving, &state, .key(Key(.enter))), [], "while other input is ignored")
    }
}
