import PopupTestSupport
import XCTest
@testable import PopupCore

/// The list in `update`, layout and drawing: keys, checks, the filter, items arriving, clicks.
final class ListUpdateTests: XCTestCase {
    private let reducer = Reducer(screen: Size(width: 60, height: 16), settles: true)

    private func fruits(_ selection: ListSpec.Selection = .single, checked: [String] = []) -> Dialog {
        var dialog = Dialog(title: "Fruit")
        dialog.list = ListSpec(items: ItemStore(lines: ["apple\tA red fruit", "banana\tYellow", "cherry\tSmall", "durian"]),
                               selection: selection, checkedTags: checked)
        return dialog
    }

    private func rows(_ dialog: Dialog, _ state: DialogState) -> [String] {
        reducer.frame(dialog, state).lines().map(LayoutGoldenTests.trimmed)
    }

    func testAListDrawsItsItemsInColumnsWithOKAndCancel() {
        let dialog = fruits(.multiple, checked: ["banana"])
        let state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(dialog.effectiveButtons.map(\.label), ["OK", "Cancel"])
        XCTAssertEqual(state.focus, .list)
        XCTAssertEqual(rows(dialog, state), """

                      ╭──────────────────────────────────────╮
                      │                                      │
                      │                Fruit                 │
                      │                                      │
                      │  › type to filter           4 items  │
                      │  › [ ] apple   A red fruit           │
                      │    [x] banana  Yellow                │
                      │    [ ] cherry  Small                 │
                      │    [ ] durian                        │
                      │                                      │
                      │       [ OK ]         ( Cancel )      │
                      │                                      │
                      ╰──────────────────────────────────────╯


            """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    func testEnterPicksTheCursorItemWithTheDefaultButton() {
        let dialog = fruits()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .key(Key(.down)))
        _ = reducer.step(dialog, &state, .key(Key(.down)))
        _ = reducer.step(dialog, &state, .key(Key(.up)))
        XCTAssertEqual(reducer.step(dialog, &state, .key(Key(.enter))),
                       [.finish(.chosen(index: 0, label: "OK", role: .default, values: [], items: [1]))])
    }

    func testChecklistSpaceTogglesAndEnterWithNoneCheckedPicksNothing() {
        let dialog = fruits(.multiple)
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .key(Key(.end)))
        // A list never guesses (issue 30): the cursor's item is not picked for the person.
        XCTAssertEqual(reducer.step(dialog, &state, .key(Key(.enter))),
                       [.finish(.chosen(index: 0, label: "OK", role: .default, values: [], items: []))])
        state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .key(.char(" ")))
        _ = reducer.step(dialog, &state, .key(Key(.down)))
        _ = reducer.step(dialog, &state, .key(Key(.down)))
        _ = reducer.step(dialog, &state, .key(.char(" ")))
        _ = reducer.step(dialog, &state, .key(Key(.up)))
        _ = reducer.step(dialog, &state, .key(.char(" ")))
        _ = reducer.step(dialog, &state, .key(.char(" ")))
        XCTAssertEqual(state.list?.checked, [0, 2])
        XCTAssertEqual(reducer.step(dialog, &state, .key(Key(.enter))),
                       [.finish(.chosen(index: 0, label: "OK", role: .default, values: [], items: [0, 2]))])
    }

    func testCancelPicksNothingAndRadioMarksOne() {
        let dialog = fruits(.radio, checked: ["cherry"])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .key(.char(" ")))
        XCTAssertEqual(state.list?.checked, [0])
        _ = reducer.step(dialog, &state, .key(Key(.tab)))
        XCTAssertEqual(state.focus, .button(0))
        _ = reducer.step(dialog, &state, .key(Key(.right)))
        XCTAssertEqual(reducer.step(dialog, &state, .key(Key(.enter))),
                       [.finish(.chosen(index: 1, label: "Cancel", role: .cancel, values: [], items: []))])
    }

    func testTypingFiltersBackspaceWidensEscClearsThenDismisses() {
        let dialog = fruits()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        reducer.type(dialog, &state, "an")
        XCTAssertEqual(state.list.map { l in (0..<l.shownCount).map(l.item) }, [3, 1], "ranked: equal scores, the shorter item first")
        reducer.type(dialog, &state, "a")
        XCTAssertEqual(state.list?.shownCount, 1)
        XCTAssertTrue(rows(dialog, state).contains { $0.contains("› ana") && $0.contains("1/4") })
        _ = reducer.step(dialog, &state, .key(Key(.backspace)))
        XCTAssertEqual(state.list?.shownCount, 2)
        XCTAssertEqual(state.list?.history.count, 1, "the filter for 'a' is kept for the next Backspace")
        reducer.type(dialog, &state, "zzz")
        XCTAssertEqual(state.list?.shownCount, 0)
        XCTAssertEqual(reducer.step(dialog, &state, .key(Key(.enter))), [.bell])
        XCTAssertEqual(reducer.step(dialog, &state, .key(Key(.escape))), [])
        XCTAssertEqual(state.list?.filter, "")
        XCTAssertEqual(reducer.step(dialog, &state, .key(Key(.escape))), [.finish(.dismissed(.escape))])
    }

    func testMatchedLettersAreHighlighted() {
        let dialog = fruits()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        reducer.type(dialog, &state, "err")
        let lay = reducer.layout(dialog, state)
        let frame = DialogRenderer.draw(lay, dialog: dialog, state: state, theme: .standard)
        let area = lay.listArea!
        let prefix = area.x + ListRow.cursorMarker.count
        let underlined = (prefix..<(prefix + 6)).map { frame[$0, area.y].style.attributes.contains(.underline) }
        XCTAssertEqual(underlined, [false, false, true, true, true, false], "ch[err]y")
    }

    func testItemsArrivingAreCountedCheckedAndPlacedAsNamed() {
        var dialog = fruits(.multiple, checked: ["late"])
        dialog.list?.initialTag = "late"
        var state = DialogState(dialog: dialog, reducedMotion: true, itemsArriving: true)
        XCTAssertEqual(state.list?.pendingChecks, ["late"])
        XCTAssertTrue(rows(dialog, state).contains { $0.contains("4 items, reading…") })
        dialog.list?.items.append(line: Array("late\tarrived".utf8))
        _ = reducer.step(dialog, &state, .listGrew(count: 5, finished: true))
        XCTAssertEqual(state.list?.checked, [4])
        XCTAssertEqual(state.list?.cursorItem, 4)
        XCTAssertEqual(state.list?.reading, false)
        XCTAssertTrue(rows(dialog, state).contains { $0.contains("5 items") && !$0.contains("reading") })
    }

    func testPageKeysMoveAScreenfulAndTheViewFollows() {
        var dialog = Dialog(title: "Many")
        dialog.list = ListSpec(items: ItemStore(lines: (0..<1000).map { "line \($0)" }))
        var state = DialogState(dialog: dialog, reducedMotion: true)
        let rowsShown = reducer.layout(dialog, state).listArea!.height
        _ = reducer.step(dialog, &state, .key(Key(.pageDown)))
        XCTAssertEqual(state.list?.cursor, rowsShown)
        _ = reducer.step(dialog, &state, .key(Key(.end)))
        XCTAssertEqual(state.list?.cursorItem, 999)
        XCTAssertTrue(rows(dialog, state).contains { $0.contains("› line 999") })
        _ = reducer.step(dialog, &state, .key(Key(.home)))
        XCTAssertEqual(state.list?.cursor, 0)
        XCTAssertEqual(reducer.layout(dialog, state).listScroll, 0)
    }

    func testAClickSelectsAndASecondClickChooses() {
        let dialog = fruits()
        var state = DialogState(dialog: dialog, reducedMotion: true)
        let area = reducer.layout(dialog, state).listArea!
        let third = Point(x: area.x + 3, y: area.y + 2)
        XCTAssertEqual(reducer.step(dialog, &state, .mouse(MouseEvent(.press(0), at: third))), [])
        XCTAssertEqual(state.list?.cursor, 2)
        _ = reducer.step(dialog, &state, .mouse(MouseEvent(.release(0), at: third)))
        XCTAssertEqual(reducer.step(dialog, &state, .mouse(MouseEvent(.press(0), at: third))),
                       [.finish(.chosen(index: 0, label: "OK", role: .default, values: [], items: [2]))])
    }

    func testFirstLetterJumpsWhenTheListDoesNotFilter() {
        var dialog = fruits()
        dialog.list?.filterable = false
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .key(.char("c")))
        XCTAssertEqual(state.list?.cursorItem, 2)
        _ = reducer.step(dialog, &state, .key(.char("A")))
        XCTAssertEqual(state.list?.cursorItem, 0)
        XCTAssertFalse(rows(dialog, state).contains { $0.contains("type to filter") })
    }

    func testATimeoutChoosesTheDefaultWithTheCursorItem() {
        var dialog = fruits()
        dialog.defaultButton = 0
        dialog.timeout = 2
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .key(Key(.down)))
        XCTAssertTrue(state.countdownStopped, "moving the cursor stops the countdown")
        state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(reducer.step(dialog, &state, .tick(3)), [.finish(.chosen(index: 0, label: "OK", role: .default, values: [], items: [0]))])
    }

    func testOnlyDescriptionsTakeTheSecondaryStyle() {
        var dialog = Dialog(title: "Mixed")
        dialog.list = ListSpec(items: ItemStore(lines: ["a\tfirst", "a-tag-longer-than-the-column", "b\tsecond"]))
        var state = DialogState(dialog: dialog, reducedMotion: true)
        state.focus = .button(0)
        let lay = reducer.layout(dialog, state)
        let frame = DialogRenderer.draw(lay, dialog: dialog, state: state, theme: .standard)
        let area = lay.listArea!
        let start = area.x + ListRow.cursorMarker.count
        let dimmed = { (row: Int) in (start..<min(area.maxX, start + 50)).filter { frame[$0, area.y + row].style.attributes.contains(.dim) }.count }
        XCTAssertEqual(dimmed(0), 5, "'first'")
        XCTAssertEqual(dimmed(1), 0, "a long tag without a description is all tag")
        XCTAssertEqual(dimmed(2), 6, "'second'")
    }
}
