@testable import PopupCLI
import PopupCore
import PopupKit
import XCTest
import PopupTestSupport

/// popupctl as whiptail and dialog, in memory: argument shapes, result bytes on the result
/// descriptor, exit statuses and errors, each checked against what the real tool does.
final class CompatCommandTests: XCTestCase {
    private let enter = "\r"
    private let tab = "\t"
    private let down = "\u{1B}[B"
    private let space = " "

    /// Runs `arguments` under `tool` with `keys` typed; returns status, stdout and stderr.
    private func run(_ tool: CompatDialect, _ arguments: [String], keys: [String] = ["\r"],
                     environment: [String: String] = [:], terminal: Bool = true,
                     files: [String: [UInt8]] = [:]) -> (status: Int32, stdout: String, stderr: String) {
        let io = MemoryIO(environment: environment.merging(["POPUPCTL_REDUCE_MOTION": "1"]) { a, _ in a }, files: files)
        if terminal {
            // Each key after the first frame, as a person types.
            io.terminal = MemoryTerminal(size: Size(width: 80, height: 24),
                                         script: keys.flatMap { [MemoryTerminal.Step.wait(0.05), .text($0)] })
        }
        let status = tool.run(arguments, io: io)
        return (status, io.stdout, io.stderr)
    }

    func testToolIsTheProgramsBaseName() {
        XCTAssertEqual(Dialects.standard.dialect(invokedAs: "/usr/local/bin/whiptail") as? CompatDialect, .whiptail)
        XCTAssertEqual(Dialects.standard.dialect(invokedAs: "dialog") as? CompatDialect, .dialog)
        XCTAssertNil(Dialects.standard.dialect(invokedAs: "/usr/bin/popupctl") as? CompatDialect)
        XCTAssertNil(Dialects.standard.dialect(invokedAs: "popupctl-whiptail") as? CompatDialect)
    }

    func testDialogsListFillsTheAskedHeightWhiptailsKeepsItsListHeight() {
        let items = (1...30).flatMap { ["\($0)", "Item \($0)"] }
        let pageDown = "\u{1B}[6~"
        let whiptail = run(.whiptail, ["--menu", "Choose", "16", "60", "6"] + items, keys: [pageDown, enter])
        XCTAssertEqual(whiptail.stderr, "7", "a page of the 6 rows asked for")
        let dialog = run(.dialog, ["--menu", "Choose", "16", "60", "6"] + items, keys: [pageDown, enter])
        XCTAssertGreaterThan(Int(dialog.stderr) ?? 0, 7, "a page of the rows that fill the 16-row box")
        XCTAssertLessThan(Int(dialog.stderr) ?? 99, 16, "the box keeps to 16 rows")
    }

    func testDialogColorCodesComeOutOfItemTextsNotTags() throws {
        var request = try ToolProfile.dialog.readBox(["--colors", "--menu", "Pick", "15", "50", "4", "\\Zbt", "\\Z1Red\\Zn  item"])
        var list = try CompatDialogBuilder.plan(request, io: MemoryIO()).dialog.list
        XCTAssertEqual(list?.items.tag(0), "\\Zbt")
        XCTAssertEqual(list?.items.description(0), "Red  item")
        request.colors = false
        list = try CompatDialogBuilder.plan(request, io: MemoryIO()).dialog.list
        XCTAssertEqual(list?.items.description(0), "\\Z1Red\\Zn  item")
    }

    func testWhiptailInputboxWritesTheValueWithoutNewline() {
        let result = run(.whiptail, ["--inputbox", "Name?", "10", "40", "init"], keys: ["X", enter])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "initX")
    }

    func testWhiptailCancelWritesNothingAndExitsOne() {
        let result = run(.whiptail, ["--inputbox", "Name?", "10", "40", "init"], keys: [tab, tab, enter])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "")
    }

    func testEscapeExits255() {
        XCTAssertEqual(run(.whiptail, ["--yesno", "Sure?", "10", "40"], keys: ["\u{1B}"]).status, 255)
        XCTAssertEqual(run(.dialog, ["--yesno", "Sure?", "10", "40"], keys: ["\u{1B}"]).status, 255)
    }

    func testYesNoFocusesYesUnlessDefaultNo() {
        XCTAssertEqual(run(.whiptail, ["--yesno", "Sure?", "10", "40"]).status, 0)
        XCTAssertEqual(run(.whiptail, ["--defaultno", "--yesno", "Sure?", "10", "40"]).status, 1)
        XCTAssertEqual(run(.dialog, ["--defaultno", "--yesno", "Sure?", "10", "40"]).status, 1)
        XCTAssertEqual(run(.dialog, ["--extra-button", "--default-button", "extra", "--yesno", "Sure?", "10", "40"]).status, 3)
        XCTAssertEqual(run(.dialog, ["--defaultno", "--default-button", "yes", "--yesno", "Sure?", "10", "40"]).status, 0)
    }

    func testDialogButtonsAnswerTheirFirstLetterWhiptailsDoNot() {
        XCTAssertEqual(run(.dialog, ["--yesno", "Sure?", "10", "40"], keys: ["n"]).status, 1)
        XCTAssertEqual(run(.dialog, ["--inputbox", "t", "10", "40", "x"], keys: [tab, "c"]).status, 1)
        XCTAssertEqual(run(.whiptail, ["--yesno", "Sure?", "10", "40"], keys: ["n", enter]).status, 0)
    }

    func testWhiptailOptionsAfterTheItems() {
        let result = run(.whiptail, ["--menu", "Pick", "20", "60", "10", "a", "A", "b", "B", "--default-item", "b"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "b")
    }

    func testWhiptailDoubleDashEndsOptions() {
        let result = run(.whiptail, ["--menu", "Pick", "20", "60", "10", "--", "-a", "A", "--b", "B"], keys: [down, enter])
        XCTAssertEqual(result.stderr, "--b")
    }

    func testDialogDoubleDashQuotesOnlyTheNextWord() {
        let result = run(.dialog, ["--title", "T", "--inputbox", "--", "--text", "10", "40", "--", "--init"], keys: [enter])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "--init")
        // Options after a box belong to the next box: with none, dialog stops there (255), its
        // result written.
        let after = run(.dialog, ["--inputbox", "--", "--text", "10", "40", "--", "--init", "--title", "T"], keys: [enter])
        XCTAssertEqual(after.status, 255)
        XCTAssertTrue(after.stderr.hasPrefix("--init"), after.stderr)
    }

    func testWhiptailChecklistQuotesEveryTag() {
        let arguments = ["--checklist", "t", "20", "60", "5", "a", "A", "on", "b c", "B", "ON", "d", "D", "off", "e", "E", "yes"]
        XCTAssertEqual(run(.whiptail, arguments).stderr, #""a" "b c" "e""#)
        XCTAssertEqual(run(.whiptail, ["--separate-output"] + arguments).stderr, "a\nb c\ne\n")
    }

    func testDialogChecklistQuotesOnlyWhereNeeded() {
        let arguments = ["--checklist", "t", "20", "60", "5", "a", "A", "on", "b c", "B", "on", "d\"e", "D", "on",
                         "x$y", "X", "on", "", "E", "on", "f", "F", "yes"]
        XCTAssertEqual(run(.dialog, arguments).stderr, #"a "b c" "d\"e" "x\$y" """#)
        XCTAssertEqual(run(.dialog, ["--single-quoted"] + arguments).stderr, #"a 'b c' d"e x$y ''"#)
        XCTAssertEqual(run(.dialog, ["--separate-output"] + arguments).stderr, "a\nb c\nd\"e\nx$y\n\n")
    }

    func testChecklistWithNothingCheckedWritesNothing() {
        let result = run(.whiptail, ["--checklist", "t", "20", "60", "5", "a", "A", "off"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
    }

    func testRadiolistSpaceMarksTheCursorItem() {
        let arguments = ["--radiolist", "t", "20", "60", "5", "a", "A", "on", "b", "B", "off"]
        XCTAssertEqual(run(.whiptail, arguments, keys: [down, space, enter]).stderr, "b")
        XCTAssertEqual(run(.dialog, arguments, keys: [enter]).stderr, "a")
    }

    func testNoItemTakesTagsWithoutText() {
        let result = run(.dialog, ["--no-items", "--checklist", "t", "20", "60", "5", "a", "on", "b", "off"], keys: [down, space, enter])
        XCTAssertEqual(result.stderr, "a b")
    }

    func testDialogHelpAndExtraButtons() {
        let menu = ["--extra-button", "--help-button", "--menu", "t", "20", "60", "5", "a", "A", "b c", "B"]
        let extra = run(.dialog, menu, keys: [down, tab, enter])
        XCTAssertEqual(extra.status, 3)
        XCTAssertEqual(extra.stderr, "b c")
        let help = run(.dialog, menu, keys: [down, tab, tab, tab, enter])
        XCTAssertEqual(help.status, 2)
        XCTAssertEqual(help.stderr, "HELP b c")
        // In a checklist too: the item under the cursor, not the ones checked.
        let checklist = ["--help-button", "--checklist", "t", "20", "60", "5", "a", "A", "on", "b c", "B", "off"]
        XCTAssertEqual(run(.dialog, checklist, keys: [down, tab, tab, enter]).stderr, "HELP b c")
    }

    func testDialogStdoutAndOutputFD() {
        let result = run(.dialog, ["--stdout", "--inputbox", "t", "10", "40", "v"])
        XCTAssertEqual(result.stdout, "v")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(run(.whiptail, ["--output-fd", "1", "--inputbox", "t", "10", "40", "v"]).stdout, "v")
    }

    func testDialogEnvironmentRemapsStatuses() {
        let environment = ["DIALOG_OK": "10", "DIALOG_CANCEL": "11", "DIALOG_ESC": "12"]
        XCTAssertEqual(run(.dialog, ["--yesno", "t", "10", "40"], environment: environment).status, 10)
        XCTAssertEqual(run(.dialog, ["--yesno", "t", "10", "40"], keys: [tab, enter], environment: environment).status, 11)
        XCTAssertEqual(run(.dialog, ["--yesno", "t", "10", "40"], keys: ["\u{1B}"], environment: environment).status, 12)
        // whiptail has no such variables.
        XCTAssertEqual(run(.whiptail, ["--yesno", "t", "10", "40"], environment: environment).status, 0)
    }

    func testDialogTimeoutIsAnEscapeUnlessDialogTimeoutIsSet() {
        let arguments = ["--timeout", "1", "--yesno", "t", "10", "40"]
        XCTAssertEqual(run(.dialog, arguments, keys: []).status, 255)
        XCTAssertEqual(run(.dialog, arguments, keys: [], environment: ["DIALOG_TIMEOUT": "5"]).status, 5)
    }

    func testErrorsAsEachToolWordsThem() {
        let cases: [(CompatDialect, [String], Int32, String)] = [
            (.whiptail, ["--foo"], 1, "--foo: unknown option\n"),
            (.whiptail, ["--title"], 1, "--title: missing argument\n"),
            (.whiptail, ["--output-fd", "x", "--msgbox", "t", "10", "10"], 1, "x: invalid numeric value\n"),
            (.whiptail, ["--output-fd", "7", "--msgbox", "t", "10", "10"], 255, "Cannot open output-fd: Bad file descriptor\n"),
            (.dialog, ["--bogus", "t", "10", "10"], 255, "Unknown option --bogus.\nUse --help to list options.\n"),
        ]
        for (tool, arguments, status, message) in cases {
            let result = run(tool, arguments)
            XCTAssertEqual(result.status, status, "\(arguments)")
            XCTAssertEqual(result.stderr, message, "\(arguments)")
        }
    }

    func testBadShapesAreOneLineAnd255() {
        for arguments in [["--msgbox"], ["--msgbox", "t", "10", "x"], ["--menu", "t", "10", "40", "5", "a"],
                          ["--checklist", "t", "10", "40", "5", "a", "A"], ["t", "10", "10"]] {
            for tool in CompatDialect.allCases {
                // One word alone is dialog's call for its usage.
                if tool == .dialog, arguments.count == 1 {
                    XCTAssertEqual(run(tool, arguments).status, 0)
                    continue
                }
                let result = run(tool, arguments)
                XCTAssertEqual(result.status, 255, "\(tool) \(arguments)")
                // whiptail: one line; dialog: the reason and its "Use --help" line.
                XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, tool == .dialog && !result.stderr.hasPrefix("dialog:") ? 2 : 1, result.stderr)
            }
        }
    }

    func testEveryBoxOfDialogIsShown() {
        // The boxes once refused, each answered unattended with the result dialog writes.
        let answered: [([String], String)] = [
            (["--calendar", "t", "0", "0", "1", "2", "2020"], "01/02/2020"),
            (["--timebox", "t", "0", "0", "9", "8", "7"], "09:08:07"),
            (["--rangebox", "t", "0", "0", "1", "9", "4"], "4"),
            (["--inputmenu", "t", "0", "0", "0", "a", "A", "b", "B"], "a"),
            (["--treeview", "t", "0", "0", "0", "a", "A", "off", "0", "b", "B", "on", "1"], "b"),
            (["--buildlist", "t", "0", "0", "0", "a", "A", "on", "b c", "B", "on"], "a \"b c\""),
            (["--mixedform", "t", "0", "0", "0", "L", "1", "1", "v", "1", "3", "5", "0", "0"], "v\n"),
            (["--passwordform", "t", "0", "0", "0", "L", "1", "1", "pw", "1", "3", "5", "0"], "pw\n"),
            (["--fselect", "/tmp/x", "0", "0"], "/tmp/x"),
            (["--dselect", "/tmp/", "0", "0"], "/tmp/"),
        ]
        for (arguments, result) in answered {
            let run = run(.dialog, arguments, environment: ["POPUPCTL_ANSWER": "OK"])
            XCTAssertEqual(run.status, 0, "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stderr, result, "\(arguments)")
        }
        for arguments in [["--mixedgauge", "t", "0", "0", "50", "a", "0"], ["--programbox", "0", "0"], ["--prgbox", "true", "0", "0"]] {
            XCTAssertEqual(run(.dialog, arguments, environment: ["POPUPCTL_ANSWER": "OK"]).status, 0, "\(arguments)")
        }
        // A box dialog does not have is still an unknown option.
        XCTAssertEqual(run(.dialog, ["--spreadsheet", "t", "0", "0"]).status, 255)
        XCTAssertEqual(run(.dialog, ["--timebox", "t", "0", "0", "25"], environment: ["DIALOG_ERROR": "9"]).status, 9)
    }

    func testSurplusTrailingNumbersAreIgnored() {
        XCTAssertEqual(run(.whiptail, ["--msgbox", "t", "20", "60", "1"]).status, 0)
        XCTAssertEqual(run(.whiptail, ["--msgbox", "t", "0", "0"]).status, 0)
        XCTAssertEqual(run(.dialog, ["--msgbox", "t", "-1", "-1"]).status, 0)
    }

    func testNoTerminalAndNoAnswer() {
        for tool in CompatDialect.allCases {
            let result = run(tool, ["--yesno", "t", "10", "40"], terminal: false)
            XCTAssertEqual(result.status, 255)
            XCTAssertTrue(result.stderr.hasPrefix("\(tool.profile.name): no terminal"), result.stderr)
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1)
        }
    }

    func testDumbTerminalAsksLineByLine() {
        let io = MemoryIO(environment: ["TERM": "dumb"])
        let lines = MemoryLineTerminal([.line("b"), .line("")])
        io.lineTerminal = lines
        let status = CompatDialect.whiptail.run(["--menu", "Pick", "15", "50", "4", "a", "Alpha", "b", "Beta"], io: io)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(io.stderr, "b")
        XCTAssertTrue(lines.output.contains("Beta"), lines.output)
    }

    func testBoxesThatAskNothingNeedNoAnswer() {
        for tool in CompatDialect.allCases {
            XCTAssertEqual(run(tool, ["--infobox", "Wait", "8", "40"], terminal: false).status, 0)
            let gauge = run(tool, ["--gauge", "Working", "8", "40", "0"], terminal: false)
            XCTAssertEqual(gauge.status, 0)
            XCTAssertEqual(gauge.stderr, "")
        }
    }

    func testUnattendedAnswers() {
        let checklist = ["--checklist", "t", "20", "60", "5", "a", "A", "on", "b c", "B", "off", "d", "D", "on"]
        XCTAssertEqual(run(.whiptail, checklist, environment: ["POPUPCTL_ANSWER": "Ok"], terminal: false).stderr, #""a" "d""#)
        let picked = run(.whiptail, checklist, environment: ["POPUPCTL_ANSWER": "ok", "POPUPCTL_ITEMS": "d\nb c\n"], terminal: false)
        XCTAssertEqual(picked.stderr, #""b c" "d""#)
        let cancelled = run(.whiptail, checklist, environment: ["POPUPCTL_ANSWER": "Cancel"], terminal: false)
        XCTAssertEqual(cancelled.status, 1)
        XCTAssertEqual(cancelled.stderr, "")
        let input = run(.dialog, ["--inputbox", "t", "10", "40"], environment: ["POPUPCTL_ANSWER": "OK", "POPUPCTL_VALUES": "typed"], terminal: false)
        XCTAssertEqual(input.stderr, "typed")
        let unknown = run(.whiptail, checklist, environment: ["POPUPCTL_ANSWER": "Ok", "POPUPCTL_ITEMS": "zz"], terminal: false)
        XCTAssertEqual(unknown.status, 255)
        XCTAssertTrue(unknown.stderr.contains("'zz'"), unknown.stderr)
    }

    func testTextboxReadsItsFile() {
        let result = run(.whiptail, ["--textbox", "notes.txt", "20", "60"], files: ["notes.txt": Array("hello".utf8)])
        XCTAssertEqual(result.status, 0)
        let missing = run(.whiptail, ["--textbox", "none.txt", "20", "60"])
        XCTAssertEqual(missing.status, 255)
        XCTAssertTrue(missing.stderr.contains("none.txt"), missing.stderr)
    }

    /// Each result here is what the real tool showed for the same text (dialog 1.3-20230209,
    /// whiptail 0.52.23, in tmux).
    func testTextRules() {
        var whiptail = CompatRequest(profile: .whiptail)
        XCTAssertEqual(CompatText.text("a\\nb\n  c", whiptail), "a\nb\n  c")
        XCTAssertEqual(CompatText.text("ab\tcd\n\tx", whiptail), "ab        cd\n        x", "newt: a tab is eight spaces")
        whiptail.profile = .dialog
        var dialog = whiptail
        // With a `\n` in it, dialog keeps the spaces and makes the real line breaks spaces.
        XCTAssertEqual(CompatText.text("a\\nb\n  c\td \\Zbx", dialog), "a\nb   c d \\Zbx")
        // Without one, it keeps the real line breaks (debconf's pre-wrapped text) and collapses the spaces.
        XCTAssertEqual(CompatText.text("a    b\t\tc\n\nd  e", dialog), "a b c\n\nd e")
        XCTAssertEqual(CompatText.text(" lead  \n  two", dialog), " lead \n two")
        // A real line break right after a `\n` is not a second one.
        XCTAssertEqual(CompatText.text("one\\n\ntwo", dialog), "one\ntwo")
        dialog.noCollapse = true
        XCTAssertEqual(CompatText.text("ab\tcd\n\tx", dialog), "ab    cd\n      x", "tab stops of eight, from the box's edge")
        dialog.crWrap = true
        dialog.colors = true
        XCTAssertEqual(CompatText.text("a\n  c \\Z1red\\Zn", dialog), "a\n  c red")
        dialog.noNewlineExpand = true
        XCTAssertEqual(CompatText.text("a\\nb", dialog), "a\\nb")
        var colors = CompatRequest(profile: .dialog)
        colors.colors = true
        XCTAssertEqual(CompatText.text("back \\Zr  reverse \\ZR\\n  next", colors), "back   reverse \n  next")
    }

    func testColourCodesMarkWhereTheStyleChanges() {
        var colors = CompatRequest(profile: .dialog)
        colors.colors = true
        let styled = CompatText.styled("plain \\Z1red\\Zn \\Zbbold\\ZB \\Zq", colors)
        XCTAssertEqual(styled.text, "plain red bold ")
        XCTAssertEqual(styled.marks, [StyleMark(offset: 6, .foreground(.ansi(1))), StyleMark(offset: 9, .reset),
                                      StyleMark(offset: 10, .attribute(.bold, on: true)), StyleMark(offset: 14, .attribute(.bold, on: false))],
                       "an unknown code changes nothing")
        XCTAssertEqual(CompatText.styled("plain \\Z1red", CompatRequest(profile: .dialog)).marks, [], "without --colors, no codes")
        var whiptail = CompatRequest(profile: .whiptail)
        whiptail.colors = true
        XCTAssertEqual(CompatText.styled("\\Z1red", whiptail).text, "\\Z1red", "whiptail reads no codes")
    }

    func testPrintMaxSizeReportsTheScreen() {
        let result = run(.dialog, ["--print-maxsize", "--stdout"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "MaxSize: 24, 80\n")
    }

    func testVersionAndHelp() {
        let version = run(.whiptail, ["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("whiptail"))
        for tool in CompatDialect.allCases {
            let help = run(tool, ["--help"])
            XCTAssertEqual(help.status, 0)
            XCTAssertTrue(help.stdout.contains("--checklist"))
            for line in help.stdout.split(separator: "\n") { XCTAssertLessThanOrEqual(line.count, 80, String(line)) }
        }
    }
}
