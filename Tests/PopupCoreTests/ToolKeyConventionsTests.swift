import PopupTestSupport
import XCTest
@testable import PopupCore

/// The conventions that make a key mean in popupctl what it means in whiptail or dialog: the
/// typed signals, ↑ and ↓ on buttons, the message as a stop, dialog's list that keeps its keys,
/// the letter jumps and the paging of each tool's list.
final class ToolKeyConventionsTests: XCTestCase {
    private let reducer = Reducer(screen: Size(width: 80, height: 24))

    private func listDialog(_ tags: [String], selection: ListSpec.Selection = .single, _ change: (inout Conventions) -> Void) -> Dialog {
        var dialog = Dialog(title: "T", message: "M", buttons: [Button("OK"), Button("Cancel", role: .cancel)])
        dialog.list = ListSpec(items: ItemStore(pairs: tags.map { (tag: $0, description: nil) }), selection: selection, filterable: false)
        change(&dialog.conventions)
        return dialog
    }

    func testTypedSignalsAreIgnoredWhereTheToolIgnoresThem() {
        var dialog = Dialog(title: "T", buttons: [Button("OK")])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(reducer.press(dialog, &state, [.ctrl("c")]), [.finish(.interrupted(signal: 2))])
        XCTAssertEqual(reducer.press(dialog, &state, [.ctrl("z")]), [.suspend])
        for letter: Character in ["c", "\\", "z"] { dialog.conventions.controlKeys[letter] = .nothing }
        for letter: Character in ["c", "\\", "z"] { XCTAssertEqual(reducer.press(dialog, &state, [.ctrl(letter)]), [], "Ctrl-\(letter)") }
        XCTAssertEqual(reducer.press(dialog, &state, [.ctrl("l")]), [.redraw], "a redraw is no signal")
    }

    func testVerticalArrowsOnButtons() {
        var dialog = Dialog(title: "T", buttons: [Button("Yes"), Button("No")])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.press(dialog, &state, [Key(.down)])
        XCTAssertEqual(state.focus, .button(1))
        dialog.conventions.verticalArrowsMoveButtons = false
        state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.press(dialog, &state, [Key(.down)])
        _ = reducer.press(dialog, &state, [Key(.up)])
        XCTAssertEqual(state.focus, .button(0))
        _ = reducer.press(dialog, &state, [Key(.right)])
        XCTAssertEqual(state.focus, .button(1), "← and → still do")
    }

    func testTheMessageAsAStopOfItsOwn() {
        var dialog = Dialog(title: "T", message: "Read me", buttons: [Button("OK")])
        dialog.conventions.messageIsFocusStop = true
        var state = DialogState(dialog: dialog, reducedMotion: true)
        XCTAssertEqual(state.focus, .message)
        XCTAssertEqual(reducer.press(dialog, &state, [Key(.enter)]), [], "Enter on the text does nothing")
        XCTAssertEqual(reducer.press(dialog, &state, [.char(" ")]), [])
        _ = reducer.press(dialog, &state, [Key(.tab)])
        XCTAssertEqual(state.focus, .button(0))
        XCTAssertEqual(reducer.press(dialog, &state, [Key(.enter)]).count, 1)
        _ = reducer.press(dialog, &state, [Key(.tab)])
        XCTAssertEqual(state.focus, .message, "round again")
        XCTAssertEqual(reducer.press(dialog, &state, [Key(.escape)]), [.finish(.dismissed(.escape))])
    }

    func testDialogsListKeepsItsKeysWhileAButtonHasTheFocus() {
        let dialog = listDialog(["a", "b", "c"], selection: .multiple) {
            // As dialog's profile has them: its own keys, not fzf's (Tab is not a check there).
            $0.list.pickerKeys = false
            $0.list.sharesStopWithSubmit = true
            $0.list.keepsKeysWhileButtonsFocused = true
        }
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.press(dialog, &state, [Key(.tab)])
        XCTAssertEqual(state.focus, .button(1), "Tab from the list and its OK goes to Cancel")
        _ = reducer.press(dialog, &state, [Key(.down)])
        _ = reducer.press(dialog, &state, [.char(" ")])
        XCTAssertEqual(state.list?.cursor, 1, "↓ moved the list")
        XCTAssertEqual(state.list?.checked, [1], "Space checked, not Cancel")
        _ = reducer.press(dialog, &state, [Key(.tab)])
        XCTAssertEqual(state.focus, .list, "Tab from the last button goes back to the list and its OK")
        guard case .finish(.chosen(0, _, _, _, [1]))? = reducer.press(dialog, &state, [Key(.enter)]).first else { return XCTFail("OK with b") }
    }

    func testSpaceInAMenuChoosesTheFocusedButton() {
        let dialog = listDialog(["a", "b"]) {
            $0.list.sharesStopWithSubmit = true
            $0.list.keepsKeysWhileButtonsFocused = true
            $0.list.spaceChoosesInSingleSelection = true
        }
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.press(dialog, &state, [Key(.down)])
        guard case .finish(.chosen(0, _, _, _, [1]))? = reducer.press(dialog, &state, [.char(" ")]).first else { return XCTFail("OK with b") }
        state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.press(dialog, &state, [Key(.tab)])
        guard case .finish(.chosen(1, _, _, _, _))? = reducer.press(dialog, &state, [.char(" ")]).first else { return XCTFail("Cancel") }
    }

    func testLetterJumps() {
        let tags = ["Update", "Repair", "Reconfigure", " Import"]
        func cursor(after letters: [Character], _ change: (inout ListConventions) -> Void) -> Int? {
            let dialog = listDialog(tags) { change(&$0.list) }
            var state = DialogState(dialog: dialog, reducedMotion: true)
            for letter in letters { _ = reducer.press(dialog, &state, [.char(letter)]) }
            return state.list?.cursor
        }
        XCTAssertEqual(cursor(after: ["r", "r", "r"]) { _ in }, 1, "popupctl's wraps round")
        XCTAssertEqual(cursor(after: ["r", "r", "r"]) { $0.jump.order = .nextFromTop }, 2, "newt's stops at the last")
        XCTAssertEqual(cursor(after: ["r", "u"]) { $0.jump.order = .nextFromTop }, 0, "another letter starts from the top")
        XCTAssertEqual(cursor(after: ["r"]) { $0.jump.order = .none }, 0)
        XCTAssertEqual(cursor(after: ["i"]) { _ in }, 3, "popupctl passes over leading spaces")
        XCTAssertEqual(cursor(after: ["i"]) { $0.jump.skipsLeadingSpaces = false }, 0, "the tools do not")
        XCTAssertEqual(cursor(after: ["3"]) { $0.jump.digitsPickRowOfPage = true }, 2, "dialog: a digit picks a row of the page")
        XCTAssertEqual(cursor(after: ["9"]) { $0.jump.digitsPickRowOfPage = true }, 0, "not past the rows shown")
        XCTAssertEqual(cursor(after: [" "]) { $0.jump.skipsLeadingSpaces = false }, 0, "Space never jumps")
    }

    func testHomeAndEndWhereTheToolMovesWithThem() {
        for moves in [true, false] {
            let dialog = listDialog(["a", "b", "c"]) { $0.list.inertKeys = moves ? [] : [.home, .end] }
            var state = DialogState(dialog: dialog, reducedMotion: true)
            _ = reducer.press(dialog, &state, [Key(.end)])
            XCTAssertEqual(state.list?.cursor, moves ? 2 : 0)
        }
    }

    /// 20 items, 5 rows in view: each tool's PgUp and PgDn, as their list widgets move.
    func testPagingOfEachTool() {
        func page(_ paging: ListConventions.Paging, _ keys: [Key.Code], from start: (cursor: Int, scroll: Int) = (0, 0)) -> (Int, Int) {
            var position = start
            for key in keys {
                switch key {
                case .pageUp, .pageDown:
                    position = ListMotion.page(up: key == .pageUp, cursor: position.cursor, scroll: position.scroll, count: 20, rows: 5, paging)
                case .up:
                    position.cursor -= 1
                    position.scroll = min(position.scroll, position.cursor)
                default: break
                }
            }
            return position
        }
        XCTAssertEqual(page(.rows, [.pageDown, .pageDown, .pageUp]).0, 5)
        // whiptail's menu: down a screenful, up one less.
        XCTAssertEqual(page(.rowsDownOneLessUp, [.pageDown, .pageDown, .pageUp]).0, 6)
        XCTAssertEqual(page(.rowsDownOneLessUp, [.pageDown, .pageDown, .up, .pageUp]).0, 5)
        // whiptail's checklist (as measured on whiptail 0.52): a screenful either way, to the end at last.
        XCTAssertEqual(page(.rows, [.pageDown, .pageDown, .up, .pageUp]) == (4, 4), true)
        XCTAssertEqual(page(.rows, [.pageDown, .pageDown, .pageDown, .pageDown]) == (19, 15), true)
        XCTAssertEqual(page(.rows, [.pageUp], from: (7, 3)) == (2, 2), true)
        // dialog's: PgUp goes to the top of the page first.
        XCTAssertEqual(page(.topOfPageFirst, [.pageDown, .up, .pageUp]).0, 1)
        XCTAssertEqual(page(.topOfPageFirst, [.pageDown, .up, .pageUp, .pageUp]).0, 0)
        XCTAssertEqual(page(.topOfPageFirst, [.pageDown, .pageDown]) == (10, 6), true)
    }
}
