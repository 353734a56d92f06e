import PopupCore
import PopupKit
import PopupTestSupport
import XCTest
@testable import PopupCLI

/// fzf's options on popupctl's picker, run as the command: the query, the order, fields, colours,
/// the header, answers decided without drawing, and `--print-matches` with no dialog at all.
final class PickerOptionsTests: XCTestCase {
    private let editors = "dbus-update-activation-environment\nnvim\nxv\nvim\nvi\n"

    private func run(_ arguments: [String], stdin: String = "", script: [MemoryTerminal.Step] = [.text("\r")]) -> (status: Int32, io: MemoryIO) {
        let io = MemoryIO.drawing(script: script, stdin: Array(stdin.utf8))
        return (io.run(arguments), io)
    }

    func testPrintMatchesRanksWithoutADialog() {
        let found = run(["--items-from", "-", "--print-matches", "vi"], stdin: editors)
        XCTAssertEqual(found.status, 0)
        XCTAssertEqual(found.io.stdout, "vi\nvim\nnvim\ndbus-update-activation-environment\n")
        XCTAssertTrue(found.io.terminal!.output.isEmpty, "no terminal touched")
        let none = run(["--items-from", "-", "--print-matches", "zzz"], stdin: editors)
        XCTAssertEqual(none.status, 1, "none matched: 1, as fzf --filter")
        XCTAssertEqual(none.io.stdout, "")
        XCTAssertEqual(run(["--items-from", "-", "--print-matches", "vi", "--print-query", "--no-sort", "--tac"], stdin: editors).io.stdout,
                       "vi\nvi\nvim\nnvim\ndbus-update-activation-environment\n", "the query first; later items first, unsorted")
        XCTAssertEqual(run(["--items-from", "-", "--print-matches", "vi", "--exact", "--print0"], stdin: editors).io.stdout,
                       "vi\0vim\0nvim\0dbus-update-activation-environment\0")
        XCTAssertEqual(run(["--item", "a", "--print-matches", ""]).io.stdout, "a\n", "an empty query keeps everything")
    }

    func testFieldsAreShownAndMatchedWhileTheWholeLineIsPrinted() {
        let lines = "1:apple:red\n2:banana:yellow\n3:cherry:red\n"
        XCTAssertEqual(run(["--items-from", "-", "-d", ":", "--nth", "3", "--print-matches", "red"].map { $0 == "-d" ? "--delimiter" : $0 },
                           stdin: lines).io.stdout, "1:apple:red\n3:cherry:red\n")
        XCTAssertEqual(run(["--items-from", "-", "--delimiter", ":", "--nth", "1", "--print-matches", "red"], stdin: lines).status, 1,
                       "only the first field is matched")
        XCTAssertEqual(run(["--items-from", "-", "--delimiter", ":", "--with-nth", "2", "--print-matches", "1"], stdin: lines).status, 1,
                       "fields not shown are not matched")
        XCTAssertEqual(run(["--items-from", "-", "--with-nth", "2..", "--print-matches", "b"], stdin: "x b\ny a\n").io.stdout, "x b\n")
        let shown = run(["--items-from", "-", "--delimiter", ":", "--with-nth", "2,3", "--print-frame", "--size", "50x12", "--no-color"], stdin: lines)
        XCTAssertTrue(shown.io.stdout.contains("apple:red"), shown.io.stdout)
        XCTAssertFalse(shown.io.stdout.contains("1:apple"), shown.io.stdout)
    }

    func testAnsiColoursAreTakenOutOfWhatIsMatchedAndPrinted() {
        let coloured = "\u{1B}[31mred\u{1B}[0m apple\n\u{1B}[32mgreen\u{1B}[0m pear\n"
        XCTAssertEqual(run(["--items-from", "-", "--ansi", "--print-matches", "red"], stdin: coloured).io.stdout, "red apple\n")
        XCTAssertEqual(run(["--items-from", "-", "--ansi", "--print-matches", "31"], stdin: coloured).status, 1, "codes are not text")
    }

    func testThePromptStandsBeforeTheQueryAndIsShownHarmlessly() {
        let io = MemoryIO()
        XCTAssertEqual(PopupCommand.run(["--print-frame", "--no-color", "--size", "40x8", "--item", "vim", "--prompt", "pick\u{1B}[2J> ",
                                         "--query", "v"], io: io), 0, io.stderr)
        XCTAssertTrue(io.stdout.contains("│  pick␛[2J> v "), io.stdout)
        XCTAssertFalse(io.stdout.contains("\u{1B}"))
        let io2 = MemoryIO()
        XCTAssertEqual(PopupCommand.run(["--print-frame", "--no-color", "--size", "40x8", "--item", "vim", "--prompt", "> "], io: io2), 0)
        XCTAssertTrue(io2.stdout.contains("│  > type to filter"), io2.stdout)
        XCTAssertEqual(run(["--prompt", "> "]).status, 125, "a prompt needs a list")
    }

    func testHeaderLinesAreNeverItems() {
        let found = run(["--items-from", "-", "--header-lines", "1", "--print-matches", "a"], stdin: "NAME\na\nb a\n")
        XCTAssertEqual(found.io.stdout, "a\nb a\n")
        let picked = run(["--items-from", "-", "--header-lines", "1", "--header", "Pick one"], stdin: "NAME\nalpha\n")
        XCTAssertEqual(picked.status, 0)
        XCTAssertEqual(picked.io.stdout, "alpha\n")
        let screen = picked.io.terminal!.outputText
        XCTAssertTrue(screen.contains("Pick one") && screen.contains("NAME"), "both headers drawn")
    }

    func testTheQueryOpensTheListAndIsPrintedFirst() {
        let picked = run(["--items-from", "-", "--query", "vi", "--print-query"], stdin: editors)
        XCTAssertEqual(picked.status, 0)
        XCTAssertEqual(picked.io.stdout, "vi\nvi\n", "the query, then the best match")
        let typed = run(["--items-from", "-", "--print-query"], stdin: editors, script: [.text("nv"), .wait(0.1), .text("\r")])
        XCTAssertEqual(typed.io.stdout, "nv\nnvim\n")
        let cancelled = run(["--items-from", "-", "--print-query", "--query", "vi"], stdin: editors, script: [.text("\u{1B}"), .wait(1), .text("\u{1B}"), .wait(1)])
        XCTAssertEqual(cancelled.status, 255)
        XCTAssertEqual(cancelled.io.stdout, "", "nothing picked: nothing printed, the query neither")
        let json = run(["--items-from", "-", "--query", "vi", "--print-query", "--output", "json"], stdin: editors)
        XCTAssertTrue(json.io.stdout.hasPrefix("{"), "JSON keeps its shape: \(json.io.stdout)")
    }

    func testSelectOneAndExitZeroAnswerWithoutDrawing() {
        let one = run(["--items-from", "-", "--query", "^nv", "--select-1"], stdin: editors, script: [])
        XCTAssertEqual(one.status, 0)
        XCTAssertEqual(one.io.stdout, "nvim\n")
        XCTAssertTrue(one.io.terminal!.output.isEmpty, "nothing drawn")
        let none = run(["--items-from", "-", "--query", "zzz", "--exit-0"], stdin: editors, script: [])
        XCTAssertEqual(none.status, 1, "Cancel's status")
        XCTAssertEqual(none.io.stdout, "")
        XCTAssertTrue(none.io.terminal!.output.isEmpty, "nothing drawn")
        let several = run(["--items-from", "-", "--query", "vi", "--select-1", "--exit-0"], stdin: editors)
        XCTAssertEqual(several.status, 0)
        XCTAssertEqual(several.io.stdout, "vi\n", "several matches: asked, and Enter took the best")
        XCTAssertFalse(several.io.terminal!.output.isEmpty)
        XCTAssertEqual(run(["--item", "a", "--query", "zzz", "--exit-0", "-b", "Open"], script: []).status, 255,
                       "no cancel button: dismissed")
    }

    func testAnUnattendedAnswerThatPicksNothingIsRefused() {
        let io = MemoryIO.drawing(script: [], stdin: [])
        XCTAssertEqual(io.run(["--items-from", "-", "--answer", "OK"]), 125)
        XCTAssertTrue(io.stderr.contains("would pick no item"), io.stderr)
        XCTAssertEqual(MemoryIO.drawing(script: []).run(["--items-from", "-", "--answer", "Cancel"]), 1)
    }

    func testBadPickerOptionsAreOneLineAnd125() {
        let cases: [([String], String)] = [
            (["--item", "a", "--with-nth", "0"], "--with-nth"),
            (["--item", "a", "--nth", "1..2..3"], "--nth"),
            (["--item", "a", "--delimiter", ":"], "--delimiter"),
            (["--item", "a", "--header-lines", "0"], "--header-lines"),
            (["--query", "x"], "--query"),
            (["--item", "a", "--print-matches", "a", "--query", "b"], "--query"),
        ]
        for (arguments, named) in cases {
            let io = MemoryIO.drawing(script: [])
            XCTAssertEqual(io.run(arguments), 125, "\(arguments)")
            XCTAssertTrue(io.stderr.hasPrefix("popupctl: ") && io.stderr.contains(named) && io.stderr.filter { $0 == "\n" }.count == 1,
                          "\(arguments): \(io.stderr)")
        }
    }

    /// The line prompt (TERM=dumb, --plain) ranks a typed filter as the box does.
    func testThePlainPromptRanksATypedFilter() {
        let terminal = MemoryLineTerminal(lines: ["vm", "1", "1"])
        let io = MemoryIO.drawing(stdin: Array(editors.utf8), lineTerminal: terminal)
        XCTAssertEqual(io.run(["--plain", "--items-from", "-"]), 0)
        XCTAssertEqual(io.stdout, "vim\n")
        let listed = terminal.output.components(separatedBy: "Item (a number").dropFirst().first ?? ""
        XCTAssertTrue(listed.contains("1) vim\n  2) nvim\n  3) dbus-update-activation-environment\n"), terminal.output)
        let silent = MemoryLineTerminal(lines: [])
        let answered = MemoryIO.drawing(stdin: Array(editors.utf8), lineTerminal: silent)
        XCTAssertEqual(answered.run(["--plain", "--items-from", "-", "--query", "^nv", "--select-1"]), 0)
        XCTAssertEqual(answered.stdout, "nvim\n")
        XCTAssertEqual(silent.output, "", "decided without asking")
    }
}
