import PopupTestSupport
import XCTest
@testable import PopupCore

/// A bare picker (`Dialog.buttonsImplied` in `Theme.bare`, popupctl's `--inline` list with
/// nothing else asked for): every row it is given is an item's, no frame, no buttons; Enter
/// picks, Esc dismisses, and nothing hidden takes the focus or a letter.
final class BarePickerTests: XCTestCase {
    /// The rows `--inline --rows 8` owns on an 80-column terminal.
    private let reducer = Reducer(screen: Size(width: 80, height: 8), theme: Theme.standard.bare, settles: true)

    private func picker(_ count: Int = 20) -> Dialog {
        var dialog = Dialog(style: .sheet)
        dialog.list = ListSpec(items: ItemStore(lines: (1...count).map(String.init)), selection: .single)
        dialog.buttonsImplied = true
        return dialog
    }

    func testEightRowsShowSevenItemsUnderTheQueryWithNoFrameOrButtons() {
        let dialog = picker()
        let state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(state.focus, .list)
        let lines = reducer.frame(dialog, state).lines().map(LayoutGoldenTests.trimmed)
        XCTAssertEqual(lines, """
            › type to filter                                                        20 items
            › 1                                                                            ┃
              2                                                                            ┃
              3                                                                            │
              4                                                                            │
              5                                                                            │
              6                                                                            │
              7                                                                            ▼
            """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    func testEnterPicksTheCursorsItemEscDismissesAndNoHiddenButtonTakesTheFocus() {
        let dialog = picker()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .key(Key(.down)))
        _ = reducer.step(dialog, &state, .key(Key(.tab)))
        _ = reducer.step(dialog, &state, .key(Key(.right)))
        XCTAssertEqual(state.focus, .list, "no button to move to")
        XCTAssertEqual(reducer.step(dialog, &state, .key(Key(.enter))),
                       [.finish(.chosen(index: 0, label: "OK", role: .default, values: [], items: [1]))])
        state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(reducer.step(dialog, &state, .key(Key(.escape))), [.finish(.dismissed(.escape))])
    }

    func testARowForTheQueryAloneIsTooSmallToPickUnseen() {
        let dialog = picker()
        let oneRow = Reducer(screen: Size(width: 80, height: 1), theme: Theme.standard.bare, settles: true)
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertTrue(oneRow.layout(dialog, state).tooSmall, "no item row: nothing is picked unseen")
        XCTAssertEqual(oneRow.step(dialog, &state, .key(Key(.enter))), [.bell])
    }
}
