import XCTest
@testable import PopupCore

/// fzf's keys in popupctl's picker, and the rule that choosing nothing is no choice; whiptail's
/// and dialog's lists keep their own keys and answers (their conventions).
final class PickerKeysTests: XCTestCase {
    private let screen = Size(width: 60, height: 16)

    private func step(_ dialog: Dialog, _ state: inout DialogState, _ event: Event) -> [Command] {
        var commands = Update.apply(event, to: &state, dialog: dialog, layout: Layout.compute(dialog, state: state, screen: screen, theme: .standard))
        while state.hasPendingWork {
            commands += Update.apply(.tick(state.clock), to: &state, dialog: dialog,
                                     layout: Layout.compute(dialog, state: state, screen: screen, theme: .standard))
        }
        return commands
    }

    /// Bytes as the terminal sends them, through the decoder.
    private func press(_ bytes: [UInt8], _ dialog: Dialog, _ state: inout DialogState) -> [Command] {
        var decoder = InputDecoder()
        return decoder.feed(bytes).flatMap { step(dialog, &state, $0) }
    }

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
        _ = press([0x1B, 0x5B, 0x41], dialog, &state)   // ↑ on the first item
        XCTAssertEqual(state.list?.cursor, 0, "without --cycle the first item stays")
        dialog.list?.cycles = true
        _ = press([0x1B, 0x5B, 0x41], dialog, &state)
        XCTAssertEqual(state.list?.cursor, 2, "↑ on the first goes to the last")
        _ = press([0x0E], dialog, &state)   // Ctrl-N on the last
        XCTAssertEqual(state.list?.cursor, 0)
        _ = press(Array("b".utf8), dialog, &state)   // a query of one match: round stays on it
        _ = press([0x0E], dialog, &state)
        XCTAssertEqual(state.list?.cursor, 0)
        XCTAssertEqual(state.list?.shownCount, 1)
    }

    func testControlNJAndPKMoveTheCursor() {
        let dialog = list(["a", "b", "c", "d"])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = press([0x0E], dialog, &state)   // Ctrl-N
        _ = press([0x0A], dialog, &state)   // Ctrl-J (a line feed)
        XCTAssertEqual(state.list?.cursor, 2)
        _ = press([0x10], dialog, &state)   // Ctrl-P
        XCTAssertEqual(state.list?.cursor, 1)
        _ = press([0x0B], dialog, &state)   // Ctrl-K
        XCTAssertEqual(state.list?.cursor, 0)
        XCTAssertEqual(press([0x0D], dialog, &state), [.finish(.chosen(index: 0, label: "OK", role: .default, values: [], items: [0]))])
    }

    func testALineFeedIsStillEnterOutsideAPicker() {
        var field = Dialog(title: "Name", fields: [TextField(placeholder: "name")])
        field.buttons = [Button("OK")]
        var state = DialogState(dialog: field, reducedMotion: true)
        XCTAssertEqual(press([0x0A], field, &state), [.finish(.chosen(index: 0, label: "OK", role: .default, values: [""]))])
        let menu = list(["a", "b"], conventions: compat)
        var menuState = DialogState(dialog: menu, reducedMotion: true)
        XCTAssertEqual(press([0x0A], menu, &menuState), [.finish(.chosen(index: 0, label: "OK", role: .default, values: [], items: [0]))],
                       "whiptail's and dialog's lists: a line feed is Enter")
    }

    func testTabAndShiftTabCheckAndMoveInAChecklist() {
        let dialog = list(["a", "b", "c"], .multiple)
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = press([0x09], dialog, &state)
        _ = press([0x09], dialog, &state)
        XCTAssertEqual(state.list?.checked, [0, 1])
        XCTAssertEqual(state.list?.cursor, 2)
        XCTAssertEqual(state.focus, .list)
        _ = press(Array("\u{1B}[Z".utf8), dialog, &state)   // Shift-Tab
        XCTAssertEqual(state.list?.checked, [0, 1, 2])
        XCTAssertEqual(state.list?.cursor, 1)
        let whiptail = list(["a", "b"], .multiple, conventions: compat)
        var whiptailState = DialogState(dialog: whiptail, reducedMotion: true)
        _ = press([0x09], whiptail, &whiptailState)
        XCTAssertEqual(whiptailState.focus, .button(0), "whiptail's Tab goes to the buttons")
        XCTAssertEqual(whiptailState.list?.checked, [])
    }

    func testSpaceTypesIntoAQueryOnceOneIsBegun() {
        let dialog = list(["apt-cache", "apt", "cache", "xyz"], .multiple)
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = press(Array(" ".utf8), dialog, &state)
        XCTAssertEqual(state.list?.checked, [0], "an empty query: Space checks")
        _ = press(Array("apt cache".utf8), dialog, &state)
        XCTAssertEqual(state.list?.filter, "apt cache")
        XCTAssertEqual(state.list?.shownCount, 1)
        XCTAssertEqual(state.list?.checked, [0], "no Space checked anything once typing began")
    }

    func testEnterOnNoMatchAndOKOnAnEmptyListChooseNothingAndStayOpen() {
        let dialog = list(["alpha", "beta"])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = press(Array("zzz".utf8), dialog, &state)
        XCTAssertEqual(state.list?.shownCount, 0)
        XCTAssertEqual(press([0x0D], dialog, &state), [.bell], "Enter with no match")
        _ = press([0x1B, 0x5B, 0x43], dialog, &state)   // → to the buttons
        XCTAssertEqual(state.focus, .button(0))
        XCTAssertEqual(press([0x0D], dialog, &state), [.bell], "OK with no match")
        XCTAssertEqual(press([0x1B, 0x5B, 0x43], dialog, &state), [])
        XCTAssertEqual(press([0x0D], dialog, &state), [.finish(.chosen(index: 1, label: "Cancel", role: .cancel, values: [], items: []))],
                       "Cancel still leaves")
        let empty = list([])
        var emptyState = DialogState(dialog: empty, reducedMotion: true)
        XCTAssertEqual(press([0x0D], empty, &emptyState), [.bell], "an empty list")
        var decoder = InputDecoder()
        _ = decoder.feed([0x1B])
        XCTAssertEqual(decoder.expire().flatMap { step(empty, &emptyState, $0) }, [.finish(.dismissed(.escape))], "Esc still leaves")
    }

    func testAChecklistWithNothingCheckedAndNothingShownChoosesNothing() {
        let dialog = list(["alpha", "beta"], .multiple)
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = press(Array("x".utf8), dialog, &state)
        XCTAssertEqual(press([0x0D], dialog, &state), [.bell])
        _ = press([0x7F], dialog, &state)
        _ = press(Array(" ".utf8), dialog, &state)
        _ = press(Array("x".utf8), dialog, &state)
        XCTAssertEqual(press([0x0D], dialog, &state), [.finish(.chosen(index: 0, label: "OK", role: .default, values: [], items: [0]))],
                       "what is checked is picked, shown or not")
    }

    func testWhiptailAndDialogChecklistsStillAnswerNothing() {
        let dialog = list(["a", "b"], .multiple, conventions: compat)
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(press([0x0D], dialog, &state), [.finish(.chosen(index: 0, label: "OK", role: .default, values: [], items: []))])
    }

    func testATimeoutThatWouldPickNothingIsNoAnswer() {
        var dialog = list([])
        dialog.timeout = 1
        dialog.defaultButton = 0
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(step(dialog, &state, .tick(2)), [.finish(.timedOut)])
        var one = list(["a"])
        one.defaultButton = 0
        XCTAssertEqual(TimeoutOutcome.outcome(one, values: [], items: [0]),
                       .chosen(index: 0, label: "OK", role: .default, values: [], items: [0]))
    }

    func testAPasteGoesIntoTheQuery() {
        let dialog = list(["apt-cache", "vim"])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(press(Array("\u{1B}[200~apt c\u{1B}[201~".utf8), dialog, &state), [])
        XCTAssertEqual(state.list?.filter, "apt c")
        XCTAssertEqual(state.list?.shownCount, 1)
    }
}
