import XCTest
@testable import PopupCore

/// A progress box's output takes the rows it is given: popupctl's own box as many of its newest
/// lines as fit, at least the last few while anything else can give way; a log (dialog's
/// progressbox) every row of the height asked for.
final class ProgressRowsTests: XCTestCase {
    private func layout(_ dialog: Dialog, output lines: Int, screen: Size, theme: Theme = .standard) -> DialogLayout {
        var state = DialogState(dialog: dialog, reducedMotion: true, screen: screen)
        state.progress?.consume(Array((1...lines).map { "line \($0)\n" }.joined().utf8), at: 0)
        return Layout.compute(dialog, state: state, screen: screen, theme: theme)
    }

    private var progress: Dialog {
        var dialog = Dialog(title: "Installing", message: "Getting ready")
        dialog.progress = ProgressSpec()
        return dialog
    }

    func testTheOutputShowsAsManyLinesAsFit() {
        XCTAssertEqual(layout(progress, output: 10, screen: Size(width: 80, height: 40)).progress?.tail.height, 10)
        XCTAssertEqual(layout(progress, output: 60, screen: Size(width: 80, height: 60)).progress?.tail.height,
                       ProgressState.tailCapacity, "the lines it keeps")
        let short = layout(progress, output: 30, screen: Size(width: 80, height: 20))
        XCTAssertEqual(short.box.height, 18, "the screen within its margins")
        XCTAssertEqual(short.progress?.tail.height, 18 - 2 - 2 - 1 - 1 - 1 - 1 - 2, "border, padding, title, gap, message, gap, bar")
        XCTAssertEqual(short.content.y - short.box.y, 2, "the padding stays while output lines can give way")
    }

    func testOnAShortScreenTheLastFewStay() {
        let tiny = layout(progress, output: 30, screen: Size(width: 80, height: 9))
        XCTAssertEqual(tiny.progress?.tail.height, ProgressPlacement.keptTailRows)
    }

    func testALogTakesEveryLineAsOutputAndFillsItsBox() {
        var dialog = Dialog(message: "Log", width: .fixed(50))
        dialog.progress = ProgressSpec()
        dialog.progress?.showsBar = false
        dialog.height = 20
        var state = DialogState(dialog: dialog, reducedMotion: true)
        state.progress?.consume(Array("40\n# not a message\nXXX\n".utf8), at: 0)
        XCTAssertNil(state.progress?.percent)
        XCTAssertEqual(state.progress?.tail, ["40", "# not a message", "XXX"])
        var theme = Theme.standard
        theme.paddingY = 0
        theme.chrome.paddingBottom = 0
        theme.chrome.bandGap = 0
        theme.chrome.progress.ruleAboveLog = true
        let placed = layout(dialog, output: 40, screen: Size(width: 80, height: 24), theme: theme)
        XCTAssertEqual(placed.box.height, 20)
        XCTAssertEqual(placed.progress?.rule, placed.box.y + 2, "under the message")
        XCTAssertEqual(placed.progress?.tail.height, 20 - 2 - 1 - 1)
        XCTAssertEqual(placed.progress?.bar.width, 0, "no bar")
        dialog.message = ""
        XCTAssertNil(layout(dialog, output: 40, screen: Size(width: 80, height: 24), theme: theme).progress?.rule, "no rule without a message")
    }
}
