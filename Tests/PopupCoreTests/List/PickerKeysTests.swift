import PopupTestSupport
import XCTest
@testable import PopupCore

/// fzf's keys in popupctl's picker, and the rule that choosing nothing is no choice; whiptail's
/// and dialog's lists keep their own keys and answers (their conventions).
final class PickerKeysTests: XCTestCase {
    private let reducer = Reducer(screen: Size(width: 60, height: 16), settles: true)

    private func list(_ lines: [String], _ selection: ListSpec.Selection = .single, conventions: Conventions = Conventions()) -> Dialog {
        var dialog = Dialog(title: "Pick")
        dialog.list = ListSpec(items: ItemStore(lines: lines), selection: selection)
        dialog.conventions = conventions
        return dialog
    }

    private var compat: Conventions {
        var conventions = Conventions()
        conventions.list.pickerKeys = false
        conventions.list.refusesEmptyPick = false
        conventions.list.pickCursorWhenNoneChecked = false
        return conventions
    }

    func testCycleGoesRoundAtBothEndsAndOnlyWithIt() {
        var dialog = list(["a", "b", "c"])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.feed(dialog, &state, [0x1B, 0x5B, 0x41])   // ↑ on the first item
        XCTAssertEqual(state.list?.cursor, 0, "without --cycle the first item stays")
        dialog.list?.cycles = true
        _ = reducer.feed(dialog, &state, [0x1B, 0x5B, 0x41])
        XCTAssertEqual(state.list?.cursor, 2, "↑ on the first goes to the last")
        _ = reducer.feed(dialog, &state, [0x0E])   // Ctrl-N on the last
        XCTAssertEqual(state.list?.cursor, 0)
        _ = reducer.feed(dialog, &state, Array("b".utf8))   // a query of one match: round stays on it
        _ = reducer.feed(dialog, &state, [0x0E])
        XCTAssertEqual(state.list?.cursor, 0)
        XCTAssertEqual(state.list?.shownCount, 1)
    }

    func testControlNJAndPKMoveTheCursor() {
        let dialog = list(["a", "b", "c", "d"])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.feed(dialog, &state, [0x0E])   // Ctrl-N
        _ = reducer.feed(dialog, &state, [0x0A])   // Ctrl-J (a line feed)
        XCTAssertEqual(state.list?.cursor, 2)
        _ = reducer.feed(dialog, &state, [0x10])   // Ctrl-P
        XCTAssertEqual(state.list?.cursor, 1)
        _ = reducer.feed(dialog, &state, [0x0B])   // Ctrl-K
        XCTAssertEqual(state.list?.cursor, 0)
        XCTAssertEqual(reducer.feed(dialog, &state, [0x0D]), [.finish(.chosen(index: 0, label: "OK", role: .default, values: [], items: [0]))])
    }

    func testALineFeedIsStillEnterOutsideAPicker() {
        var field = Dialog(title: "Name", fields: [TextField(placeholder: "name")])
        field.buttons = [Button("OK")]
        var state = DialogState(dialog: field, reducedMotion: true)
        XCTAssertEqual(reducer.feed(field, &state, [0x0A]), [.finish(.chosen(index: 0, label: "OK", role: .default, values: [""]))])
        let menu = list(["a", "b"], conventions: compat)
        var menuState = DialogState(dialog: menu, reducedMotion: true)
        XCTAssertEqual(reducer.feed(menu, &menuState, [0x0A]), [.finish(.chosen(index: 0, label: "OK", role: .default, values: [], items: [0]))],
                       "whiptail's and dialog's lists: a line feed is Enter")
    }

    func testTabAndShiftTabCheckAndMoveInAChecklist() {
        let dialog = list(["a", "b", "c"], .multiple)
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.feed(dialog, &state, [0x09])
        _ = reducer.feed(dialog, &state, [0x09])
        XCTAssertEqual(state.list?.checked, [0, 1])
        XCTAssertEqual(state.list?.cursor, 2)
        XCTAssertEqual(state.focus, .list)
        _ = reducer.feed(dialog, &state, Array("\u{1B}[Z".utf8))   // Shift-Tab
        XCTAssertEqual(state.list?.checked, [0, 1, 2])
        XCTAssertEqual(state.list?.cursor, 1)
        let whiptail = list(["a", "b"], .multiple, conventions: compat)
        var whiptailState = DialogState(dialog: whiptail, reducedMotion: true)
        _ = reducer.feed(whiptail, &whiptailState, [0x09])
        XCTAssertEqual(whiptailState.focus, .button(0), "whiptail's Tab goes to the buttons")
        XCTAssertEqual(whiptailState.list?.checked, [])
    }

    func testSpaceTypesIntoAQueryOnceOneIsBegun() {
        let dialog = list(["apt-cache", "apt", "cache", "xyz"], .multiple)
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.feed(dialog, &state, Array(" ".utf8))
        XCTAssertEqual(state.list?.checked, [0], "an empty query: Space checks")
        _ = reducer.feed(dialog, &state, Array("apt cache".utf8))
        XCTAssertEqual(state.list?.filter, "apt cache")
        XCTAssertEqual(state.list?.shownCount, 1)
        XCTAssertEqual(state.list?.checked, [0], "no Space checked anything once typing began")
    }

    func testEnterOnNoMatchAndOKOnAnEmptyListChooseNothingAndStayOpen() {
        let dialog = list(["alpha", "beta"])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.feed(dialog, &state, Array("zzz".utf8))
        XCTAssertEqual(state.list?.shownCount, 0)
        XCTAssertEqual(reducer.feed(dialog, &state, [0x0D]), [.bell], "Enter with no match")
        _ = reducer.feed(dialog, &state, [0x1B, 0x5B, 0x43])   // → to the buttons
        XCTAssertEqual(state.focus, .button(0))
        XCTAssertEqual(reducer.feed(dialog, &state, [0x0D]), [.bell], "OK with no match")
        XCTAssertEqual(reducer.feed(dialog, &state, [0x1B, 0x5B, 0x43]), [])
        XCTAssertEqual(reducer.feed(dialog, &state, [0x0D]), [.finish(.chosen(index: 1, label: "Cancel", role: .cancel, values: [], items: []))],
                       "Cancel still leaves")
        let empty = list([])
        var emptyState = DialogState(dialog: empty, reducedMotion: true)
        XCTAssertEqual(reducer.feed(empty, &emptyState, [0x0D]), [.bell], "an empty list")
        var decoder = InputDecoder()
        _ = decoder.feed([0x1B])
        XCTAssertEqual(decoder.expire().flatMap { reducer.step(empty, &emptyState, $0) }, [.finish(.dismissed(.escape))], "Esc still leaves")
    }

    func testAChecklistWithNothingCheckedAndNothingShownChoosesNothing() {
        let dialog = list(["alpha", "beta"], .multiple)
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.feed(dialog, &state, Array("x".utf8))
        // A checklist may be answered with none (issue 30): nothing checked, nothing picked.
        XCTAssertEqual(reducer.feed(dialog, &state, [0x0D]), [.finish(.chosen(index: 0, label: "OK", role: .default, values: [], items: []))])
        state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.feed(dialog, &state, Array("x".utf8))
        _ = reducer.feed(dialog, &state, [0x7F])
        _ = reducer.feed(dialog, &state, Array(" ".utf8))
        _ = reducer.feed(dialog, &state, Array("x".utf8))
        XCTAssertEqual(reducer.feed(dialog, &state, [0x0D]), [.finish(.chosen(index: 0, label: "OK", role: .default, values: [], items: [0]))],
                       "what is checked is picked, shown or not")
    }

    func testWhiptailAndDialogChecklistsStillAnswerNothing() {
        let dialog = list(["a", "b"], .multiple, conventions: compat)
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(reducer.feed(dialog, &state, [0x0D]), [.finish(.chosen(index: 0, label: "OK", role: .default, values: [], items: []))])
    }

    func testATimeoutThatWouldPickNothingIsNoAnswer() {
        var dialog = list([])
        dialog.timeout = 1
        dialog.defaultButton = 0
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(reducer.step(dialog, &state, .tick(2)), [.finish(.timedOut)])
        var one = list(["a"])
        one.defaultButton = 0
        XCTAssertEqual(TimeoutOutcome.outcome(one, values: [], items: [0]),
                       .chosen(index: 0, label: "OK", role: .default, values: [], items: [0]))
    }

    func testAPasteGoesIntoTheQuery() {
        let dialog = list(["apt-cache", "vim"])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(reducer.feed(dialog, &state, Array("\u{1B}[200~apt c\u{1B}[201~".utf8)), [])
        XCTAssertEqual(state.list?.filter, "apt c")
        XCTAssertEqual(state.list?.shownCount, 1)
    }
}
