import PopupTestSupport
import XCTest
@testable import PopupCore

/// The preview pane in `update`: one command per item the cursor comes to, its output kept up to
/// the pane's limits, an older command's output dropped; and where layout puts the pane.
final class PreviewUpdateTests: XCTestCase {
    private let reducer = Reducer(screen: Size(width: 90, height: 20), settles: true)

    private func dialog(_ lines: [String] = ["alpha", "beta", "gamma"], command: String = "cat {}",
                        position: PreviewSpec.Position = .right) -> Dialog {
        var dialog = Dialog(title: "Files")
        var list = ListSpec(items: ItemStore(lines: lines))
        list.preview = PreviewSpec(command: command, position: position)
        dialog.list = list
        return dialog
    }

    private func requests(_ commands: [Command]) -> [PreviewRequest?] {
        commands.compactMap { if case .preview(let request) = $0 { return .some(request) } else { return nil } }
    }

    private func command(_ request: PreviewRequest??) -> String? {
        request?.flatMap { String(decoding: $0.command, as: UTF8.self) }
    }

    func testACommandForEachItemTheCursorComesTo() {
        let dialog = dialog()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        let first = requests(reducer.step(dialog, &state, .tick(0)))
        XCTAssertEqual(first.count, 1)
        XCTAssertEqual(command(first.first), "cat 'alpha'")
        XCTAssertEqual(requests(reducer.step(dialog, &state, .tick(0.1))).count, 0, "the same item: nothing new")
        let moved = requests(reducer.step(dialog, &state, .key(Key(.down))))
        XCTAssertEqual(command(moved.first), "cat 'beta'")
        XCTAssertEqual(moved.first??.generation, 2)
        for character in "zzz" { _ = reducer.step(dialog, &state, .key(.char(character))) }
        XCTAssertEqual(state.list?.cursorItem, nil)
        XCTAssertEqual(state.preview?.target, nil, "no item: nothing shown, nothing runs")
        let back = requests(reducer.step(dialog, &state, .key(Key(.escape))))
        XCTAssertEqual(command(back.first), "cat 'alpha'")
    }

    func testTheQueryRunsItAgainOnlyWhenTheCommandShowsIt() {
        let dialog = dialog(["alpha", "alpine"], command: "grep -c {q} {}")
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .tick(0))
        let typed = requests(reducer.step(dialog, &state, .key(.char("a"))))
        XCTAssertEqual(command(typed.first), "grep -c 'a' 'alpha'")
        let plain = self.dialog(["alpha", "alpine"])
        var plainState = DialogState(dialog: plain, reducedMotion: true)
        _ = reducer.step(plain, &plainState, .tick(0))
        XCTAssertEqual(requests(reducer.step(plain, &plainState, .key(.char("a")))).count, 0, "the same item under the cursor")
    }

    func testOutputIsKeptForTheCurrentCommandOnly() {
        let dialog = dialog()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .tick(0))
        _ = reducer.step(dialog, &state, .previewOutput(Array("first line\nsec".utf8), generation: 1))
        _ = reducer.step(dialog, &state, .previewOutput(Array("ond\n\u{1B}[31mred\u{1B}[0m".utf8), generation: 1))
        XCTAssertEqual(state.preview?.lines, ["first line", "second"])
        _ = reducer.step(dialog, &state, .previewEnded(status: 0, generation: 1))
        XCTAssertEqual(state.preview?.lines, ["first line", "second", "red"], "the last line without its newline")
        XCTAssertEqual(state.preview?.running, false)
        _ = reducer.step(dialog, &state, .key(Key(.down)))
        _ = reducer.step(dialog, &state, .previewOutput(Array("late output of alpha\n".utf8), generation: 1))
        _ = reducer.step(dialog, &state, .previewEnded(status: 1, generation: 1))
        XCTAssertEqual(state.preview?.lines, [], "an older command's output is dropped")
        XCTAssertEqual(state.preview?.status, nil)
        _ = reducer.step(dialog, &state, .previewEnded(status: 2, generation: 2))
        XCTAssertEqual(state.preview?.status, 2)
    }

    func testOutputPastTheLimitsStopsTheCommand() {
        let dialog = dialog()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .tick(0))
        let many = Array(String(repeating: "y\n", count: PreviewState.maxLines + 5).utf8)
        let stop = requests(reducer.step(dialog, &state, .previewOutput(many, generation: 1)))
        XCTAssertEqual(stop.count, 1)
        XCTAssertNil(stop.first ?? nil, "stopped: nil stops what runs")
        XCTAssertEqual(state.preview?.lines.count, PreviewState.maxLines)
        XCTAssertEqual(state.preview?.truncated, true)
        var bytes = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &bytes, .tick(0))
        let long = [UInt8](repeating: 0x61, count: PreviewState.maxBytes + 10)
        XCTAssertEqual(requests(reducer.step(dialog, &bytes, .previewOutput(long, generation: 1))).count, 1, "and past the bytes")
        XCTAssertLessThanOrEqual(bytes.preview?.lines.first?.utf8.count ?? 0, PreviewState.maxLineBytes)
    }

    func testWhileAFilterLooksThePaneWaits() {
        let dialog = dialog((0..<200_000).map { "item \($0)" })
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .tick(0))
        XCTAssertEqual(requests(Reducer(screen: Size(width: 90, height: 20)).step(dialog, &state, .key(.char("7")))).count, 0, "still filtering")
        XCTAssertTrue(state.hasPendingWork)
        var asked: [PreviewRequest?] = []
        while state.hasPendingWork { asked += requests(reducer.step(dialog, &state, .tick(0.1))) }
        XCTAssertEqual(command(asked.first), "cat 'item 7'")
    }

    func testThePaneIsDrawnBesideTheListOrBelowIt() {
        let dialog = dialog()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .tick(0))
        _ = reducer.step(dialog, &state, .previewOutput(Array("hello from alpha\n\u{1B}]0;owned\u{07}".utf8), generation: 1))
        _ = reducer.step(dialog, &state, .previewEnded(status: 3, generation: 1))
        let wide = Layout.compute(dialog, state: state, screen: Size(width: 90, height: 14), theme: .standard)
        XCTAssertEqual(wide.preview?.beside, true)
        let rows = DialogRenderer.draw(wide, dialog: dialog, state: state, theme: .standard).lines()
        XCTAssertTrue(rows.contains { $0.contains("› alpha") && $0.contains("│ hello from alpha") }, rows.joined(separator: "\n"))
        XCTAssertTrue(rows.contains { $0.contains("exit status 3") }, "a failure shows its status")
        XCTAssertFalse(rows.joined().contains("owned"))
        let narrow = Layout.compute(dialog, state: state, screen: Size(width: 50, height: 20), theme: .standard)
        XCTAssertEqual(narrow.preview?.beside, false, "below when narrow")
        let below = self.dialog(position: .below)
        let asked = Layout.compute(below, state: DialogState(dialog: below, reducedMotion: true),
                                   screen: Size(width: 120, height: 20), theme: .standard)
        XCTAssertEqual(asked.preview?.beside, false)
        if let placement = asked.preview {
            XCTAssertEqual(placement.list.maxY, placement.separator.y)
            XCTAssertEqual(placement.separator.maxY, placement.pane.y)
            XCTAssertGreaterThan(placement.pane.height, 2)
        }
    }
}
