import PopupTestSupport
import XCTest
@testable import PopupCore

/// Bound actions on the preview pane: hidden panes run nothing and take no room, a changed
/// command runs at once, `change-preview-window` takes its alternatives in turn, and the
/// output scrolls under the lines `~N` keeps at the top.
final class PreviewActionsTests: XCTestCase {
    private let reducer = Reducer(screen: Size(width: 90, height: 20), settles: true)

    private func dialog(_ actions: [ListAction]) -> Dialog {
        var dialog = Dialog(title: "Files")
        var list = ListSpec(items: ItemStore(lines: ["alpha", "beta"]))
        list.preview = PreviewSpec(command: "cat {}")
        dialog.list = list
        dialog.conventions.list.keyActions = [Key.ctrl("x"): actions]
        return dialog
    }

    private func commands(_ commands: [Command]) -> [String?] {
        commands.compactMap { command -> String?? in
            guard case .preview(let request) = command else { return nil }
            return .some(request.map { String(decoding: $0.command, as: UTF8.self) })
        }
    }

    func testAHiddenPaneRunsNothingAndTakesNoRoom() {
        let dialog = dialog([.showPreview(nil)])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(commands(reducer.step(dialog, &state, .tick(0))), ["cat 'alpha'"])
        XCTAssertEqual(commands(reducer.step(dialog, &state, .key(.ctrl("x")))), [nil], "hidden: the command is stopped")
        XCTAssertNil(Layout.compute(dialog, state: state, screen: Size(width: 90, height: 20), theme: .standard).preview)
        XCTAssertEqual(commands(reducer.step(dialog, &state, .key(Key(.down)))), [], "the cursor moves: still nothing runs")
        XCTAssertEqual(commands(reducer.step(dialog, &state, .key(.ctrl("x")))), ["cat 'beta'"])
    }

    func testAChangedCommandRunsAtOnce() {
        let dialog = dialog([.setPreviewCommand("head {}")])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .tick(0))
        XCTAssertEqual(commands(reducer.step(dialog, &state, .key(.ctrl("x")))), ["head 'alpha'"])
    }

    func testWindowAlternativesAreTakenInTurn() {
        let windows = [PreviewWindow(parsing: "down,hidden"), PreviewWindow(parsing: "up:~2")]
        XCTAssertEqual(windows, [PreviewWindow(position: .below, hidden: true), PreviewWindow(position: .below, headerLines: 2)])
        let dialog = dialog([.cyclePreviewWindow(windows)])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .key(.ctrl("x")))
        XCTAssertEqual(state.preview?.hidden, true)
        _ = reducer.step(dialog, &state, .key(.ctrl("x")))
        XCTAssertEqual(state.preview?.hidden, false)
        XCTAssertEqual(state.preview?.headerLines, 2)
        XCTAssertEqual(Layout.compute(dialog, state: state, screen: Size(width: 90, height: 20), theme: .standard).preview?.beside, false)
        _ = reducer.step(dialog, &state, .key(.ctrl("x")))
        XCTAssertEqual(state.preview?.hidden, true, "round again")
    }

    func testScrollingStopsAtTheLastLineAndKeepsTheHeader() {
        let dialog = dialog([.scrollPreview(.bottom)])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .tick(0))
        let generation = state.preview?.generation ?? 0
        _ = reducer.step(dialog, &state, .previewOutput(Array((1...100).map { "L\($0)\n" }.joined().utf8), generation: generation))
        state.preview?.headerLines = 1
        _ = reducer.step(dialog, &state, .key(.ctrl("x")))
        let pane = Layout.compute(dialog, state: state, screen: Size(width: 90, height: 20), theme: .standard).preview?.pane.height ?? 0
        XCTAssertGreaterThan(pane, 1)
        XCTAssertEqual(state.preview?.scroll, 100 - 1 - (pane - 1))
    }
}
