import PopupTestSupport
import XCTest
@testable import PopupCore

/// fzf's command actions in `update`: each asks the host to run its line, placeholders filled in
/// from the list as the chain left it; a reload keeps the query and the cursor and clears the
/// selection; what a transform prints is the query or more actions.
final class ListCommandActionsTests: XCTestCase {
    private let reducer = Reducer(screen: Size(width: 80, height: 20), settles: true)

    private func dialog(_ bindings: [Key: [ListAction]], multi: Bool = false) -> Dialog {
        var dialog = Dialog(title: "Pick")
        var list = ListSpec(items: ItemStore(lines: ["alpha", "beta", "gamma"]))
        list.filterable = true
        if multi { list.selection = .multiple }
        dialog.list = list
        dialog.conventions.list.keyActions = bindings
        dialog.conventions.list.keyNames = [Key.ctrl("x"): "ctrl-x"]
        dialog.conventions.list.shell = ["sh", "-c"]
        dialog.conventions.list.commandFiles = "/run/files"
        dialog.conventions.list.actionReader = ListActionReader(name: "test") { text in
            text == "down-twice" ? [.down, .down] : nil
        }
        return dialog
    }

    private func shellCommands(_ commands: [Command]) -> [ShellCommand] {
        commands.compactMap {
            switch $0 {
            case .become(let command), .execute(let command, _), .reload(let command), .transform(let command, _): return command
            default: return nil
            }
        }
    }

    func testAChainRunsItsCommandWithTheItemAsTheChainLeftIt() {
        let dialog = dialog([Key.ctrl("x"): [.down, .execute("echo {} {+f}", silent: false), .down, .become("echo {n}")]])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .tick(0))
        let commands = reducer.step(dialog, &state, .key(Key.ctrl("x")))
        let run = shellCommands(commands)
        XCTAssertEqual(run.map { String(decoding: $0.line, as: UTF8.self) }, ["echo 'beta' /run/files/0-0", "echo 2"])
        XCTAssertEqual(run.first?.files, [Placeholders.File(path: "/run/files/0-0", contents: Array("beta\n".utf8))])
        XCTAssertEqual(run.first?.arguments.first, Array("sh".utf8))
        XCTAssertEqual(run.first?.environment["FZF_POS"], "2")
        XCTAssertEqual(run.first?.environment["FZF_KEY"], "ctrl-x")
        XCTAssertEqual(run.first?.environment["FZF_TOTAL_COUNT"], "3")
        if case .execute(_, let silent)? = commands.first { XCTAssertFalse(silent) } else { XCTFail("\(commands)") }
    }

    func testNothingRunsForAnItemThatIsNotThere() {
        let dialog = dialog([Key.ctrl("x"): [.setQuery("zz"), .become("echo {}"), .transform("echo {}")]])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .tick(0))
        let run = shellCommands(reducer.step(dialog, &state, .key(Key.ctrl("x"))))
        XCTAssertEqual(run.map { String(decoding: $0.line, as: UTF8.self) }, ["echo "], "a transform runs anyway, its {} empty")
    }

    func testAReloadKeepsTheQueryAndTheCursorAndClearsTheSelection() {
        let dialog = dialog([Key.ctrl("x"): [.toggle, .down, .reload("ls", sync: false)]], multi: true)
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .tick(0))
        XCTAssertEqual(shellCommands(reducer.step(dialog, &state, .key(Key.ctrl("x")))).count, 1)
        XCTAssertEqual(state.list?.checked, [0])
        dialog.list?.items.removeAll()
        Update.listReplaced(&state, dialog)
        XCTAssertEqual(state.list?.checked, [])
        XCTAssertEqual(state.list?.cursor, 1)
        XCTAssertEqual(state.list?.reading, true)
        XCTAssertEqual(dialog.list?.items.count, 0)
    }

    func testWhatATransformPrintsIsTheQueryOrMoreActions() {
        let dialog = dialog([:])
        var state = DialogState(dialog: dialog, reducedMotion: true)
        _ = reducer.step(dialog, &state, .tick(0))
        let layout = reducer.layout(dialog, state)
        _ = Update.transformed(Array("gam\nsecond\n".utf8), intoQuery: true, &state, dialog, layout)
        XCTAssertEqual(state.list?.filter, "gam")
        _ = Update.transformed(Array("\n".utf8), intoQuery: true, &state, dialog, layout)
        XCTAssertEqual(state.list?.filter, "")
        _ = Update.transformed(Array("\ndown-twice\n".utf8), intoQuery: false, &state, dialog, layout)
        XCTAssertEqual(state.list?.cursor, 2)
        _ = Update.transformed(Array("explode".utf8), intoQuery: false, &state, dialog, layout)
        XCTAssertEqual(state.list?.cursor, 2, "what is not actions is not run")
    }
}
