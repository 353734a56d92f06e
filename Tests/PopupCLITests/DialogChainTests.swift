@testable import PopupCLI
import PopupCore
import PopupKit
import PopupTestSupport
import XCTest

/// dialog's command line as dialog reads it, box after box: `--and-widget` and plain chains, the
/// options reset for each box but dialog's screen-wide ones, DIALOGOPTS, --file, `--`, the "no"
/// spellings; and the chain's rules (which box comes next, the separator between results),
/// carried out by the runner on one screen.
final class DialogChainTests: XCTestCase {
    private let enter = "\r"
    private let tab = "\t"

    private func read(_ arguments: [String], environment: [String: String] = [:], files: [String: [UInt8]] = [:]) throws
        -> CompatInvocation {
        try ToolProfile.dialog.readArguments(arguments, MemoryIO(environment: environment, files: files))
    }

    private func boxes(_ invocation: CompatInvocation) -> [CompatRequest] {
        invocation.steps.compactMap { try? $0.box.get() }
    }

    /// Runs `arguments` as dialog with `keys`, each typed once the box before has drawn.
    private func run(_ arguments: [String], keys: [String], environment: [String: String] = [:])
        -> (status: Int32, stderr: String, terminal: MemoryTerminal) {
        let io = MemoryIO(environment: environment.merging(["POPUPCTL_REDUCE_MOTION": "1"]) { a, _ in a })
        let terminal = MemoryTerminal(size: Size(width: 80, height: 24),
                                      script: keys.flatMap { [MemoryTerminal.Step.wait(0.05), .text($0)] })
        io.terminal = terminal
        let status = CompatDialect.dialog.run(arguments, io: io)
        return (status, io.stderr, terminal)
    }

    func testAndWidgetAndPlainChains() throws {
        let invocation = try read(["--title", "First", "--msgbox", "a", "0", "0", "--and-widget", "--inputbox", "b", "0", "0", "x",
                                   "--title", "Third", "--yesno", "c", "0", "0"])
        XCTAssertEqual(invocation.steps.map(\.join), [.first, .andWidget, .plain])
        XCTAssertEqual(boxes(invocation).map(\.box), [.msgbox, .inputbox, .yesno])
        // Each box's options are its own: the title is reset.
        XCTAssertEqual(boxes(invocation).map(\.title), ["First", "", "Third"])
        XCTAssertEqual(boxes(invocation)[1].initial, "x")
    }

    func testScreenWideOptionsKeepForTheBoxesAfter() throws {
        let invocation = try read(["--visit-items", "--separate-widget", "::", "--help-button", "--msgbox", "a", "0", "0",
                                   "--and-widget", "--msgbox", "b", "0", "0"])
        let second = boxes(invocation)[1]
        XCTAssertTrue(second.visitItems)
        XCTAssertEqual(second.separateWidget, "::")
        XCTAssertFalse(second.helpButton, "a box's own option")
    }

    func testDialogOptsComeFirstForEveryBox() throws {
        let invocation = try read(["--msgbox", "a", "0", "0", "--and-widget", "--title", "Mine", "--msgbox", "b", "0", "0"],
                                  environment: ["DIALOGOPTS": #"--title "From DIALOGOPTS" --no-cancel"#])
        XCTAssertEqual(boxes(invocation).map(\.title), ["From DIALOGOPTS", "Mine"])
        XCTAssertEqual(boxes(invocation).map(\.noCancel), [true, true])
    }

    func testErrorsAfterTheFirstBoxAreMetThere() throws {
        // A word dialog does not know as an option is a word of the box (surplus words are ignored).
        XCTAssertEqual(try read(["--msgbox", "a", "0", "0", "--bogus"]).steps.count, 1)
        let refused = try read(["--msgbox", "a", "0", "0", "--and-widget", "--mixedform", "t", "0", "0", "0", "L"])
        XCTAssertEqual(refused.steps[1].box, .failure(.usage("--mixedform fields come in groups of 9 (LABEL Y X ITEM Y X FLEN ILEN TYPE)")))
        let noBox = try read(["--msgbox", "a", "0", "0", "--and-widget", "--title", "T"])
        XCTAssertEqual(noBox.steps[1].box, .failure(.usage("expected a box option")))
        // --separate-output is a checklist's only.
        let separate = try read(["--separate-output", "--radiolist", "t", "0", "0", "0", "a", "A", "on"])
        XCTAssertThrowsError(try separate.firstBox)
    }

    func testOptionsAloneReportAndShowNothing() throws {
        XCTAssertEqual(try read(["--title", "T"]).action, .nothing)
        XCTAssertEqual(try read(["--msgbox"]).action, .help, "one word alone: the usage")
        XCTAssertEqual(try read([]).action, .help)
        XCTAssertEqual(try read(["--print-maxsize"]).action, .printMaxSize)
        XCTAssertEqual(try read(["--print-maxsize", "--msgbox", "a", "0", "0"]).steps.first?.notices, [.maxSize])
        let io = MemoryIO()
        XCTAssertEqual(CompatDialect.dialog.run(["--title", "T", "--print-version"], io: io), 0)
        XCTAssertTrue(io.stderr.hasPrefix("Version: "), io.stderr)
    }

    func testNoSpellingsAsDialogFindsThem() throws {
        let on = try read(["--nocancel", "--nook", "--noitem", "--notags", "--shadow", "--nocr-wrap", "--menu", "t", "0", "0", "0", "a"])
            .firstBox
        XCTAssertTrue(on.noCancel && on.noOK && on.noItem && on.noTags)
        XCTAssertFalse(on.crWrap)
        // Without its "no", a no- flag is turned off again (the last one wins).
        XCTAssertFalse(try read(["--no-cancel", "--cancel", "--msgbox", "t", "0", "0"]).firstBox.noCancel)
        XCTAssertFalse(try read(["--cr-wrap", "--no-cr-wrap", "--msgbox", "t", "0", "0"]).firstBox.crWrap)
        XCTAssertEqual(DialogOptions.lookup("nocancel")?.name, "no-cancel")
        XCTAssertEqual(DialogOptions.lookup("shadow")?.name, "no-shadow")
        XCTAssertEqual(DialogOptions.lookup("shadow")?.on, false)
        XCTAssertNil(DialogOptions.lookup("fullbuttons"), "whiptail's spelling dialog does not take")
    }

    func testNumbersAsStrtolReadsThem() throws {
        XCTAssertEqual(try read(["--timeout", "0x10", "--msgbox", "t", "0", "0"]).firstBox.timeout, 16)
        XCTAssertEqual(try read(["--timeout", "010", "--msgbox", "t", "0", "0"]).firstBox.timeout, 8)
        XCTAssertThrowsError(try read(["--timeout", "ten", "--msgbox", "t", "0", "0"]).firstBox) {
            XCTAssertEqual($0 as? CompatError, .badNumber(option: "--timeout", value: "ten"))
        }
        XCTAssertEqual(CompatNumber.parse("-3"), -3)
        XCTAssertEqual(CompatNumber.parse("99999999999"), Int(Int32.max))
        XCTAssertNil(CompatNumber.parse("12x"))
        XCTAssertNil(CompatNumber.parse(""))
    }

    func testDoubleDashMakesTheNextWordPlainText() throws {
        let request = try read(["--ok-label", "Go", "--menu", "t", "0", "0", "0", "--", "--title", "Item"]).firstBox
        XCTAssertEqual(request.items.map(\.tag), ["--title"])
        XCTAssertEqual(request.okLabel, "Go")
        // Options after a box are the next box's.
        XCTAssertNil(try read(["--menu", "t", "0", "0", "0", "a", "A", "--ok-label", "Go"]).firstBox.okLabel)
        // An option dialog does not know is a word of the box, as it is to dialog.
        XCTAssertEqual(try read(["--menu", "t", "0", "0", "0", "--frob", "Item"]).firstBox.items.map(\.tag), ["--frob"])
    }

    func testFileOptionPutsItsWordsInItsPlace() throws {
        let files = ["args": Array(#"--title "Two words" --ok-label \"Q\" --file more"#.utf8), "more": Array("--msgbox hi 0 0".utf8)]
        let request = try read(["--file", "args"], files: files).firstBox
        XCTAssertEqual(request.title, "Two words")
        XCTAssertEqual(request.okLabel, "\"Q\"")
        XCTAssertEqual(request.text, "hi")
        XCTAssertThrowsError(try read(["--file", "missing", "--msgbox", "t", "0", "0"]))
        // A file that names itself ends, with an error.
        XCTAssertThrowsError(try read(["--file", "loop"], files: ["loop": Array("--file loop".utf8)]))
        XCTAssertEqual(DialogWords.split("a \"b c\" d\\\ne \\\\f\t\"\""), ["a", "b c", "de", "\\f", ""])
    }

    func testArgsShowsTheWordsOnStderr() throws {
        let invocation = try read(["--args", "--msgbox", "hi", "0", "0"])
        XCTAssertEqual(invocation.notes, "Showing arguments at arg1\n arg0:dialog\n arg1:--msgbox\n arg2:hi\n arg3:0\n arg4:0\n")
    }

    func testRunOptionsAreTakenFromAnywhere() throws {
        let invocation = try read(["--msgbox", "hi", "0", "0", "--stdout"])
        XCTAssertEqual(invocation.outputFD, 1)
        XCTAssertEqual(invocation.steps.count, 1)
        XCTAssertEqual(try read(["--output-fd", "3", "--stderr", "--msgbox", "hi", "0", "0"]).outputFD, 2, "the last wins")
        XCTAssertEqual(try read(["--msgbox", "hi", "0", "0", "--version"]).action, .version)
    }

    // MARK: the chain, run

    func testResultsAreJoinedAsDialogJoinsThem() {
        let both = run(["--inputbox", "a", "0", "0", "x", "--and-widget", "--inputbox", "b", "0", "0", "y"], keys: [enter, enter])
        XCTAssertEqual(both.status, 0)
        XCTAssertEqual(both.stderr, "x\ty")
        // Cancel on the first: after --and-widget the second comes, its result after the separator.
        let cancelled = run(["--inputbox", "a", "0", "0", "x", "--and-widget", "--inputbox", "b", "0", "0", "y"], keys: [tab, tab, enter, enter])
        XCTAssertEqual(cancelled.status, 0)
        XCTAssertEqual(cancelled.stderr, "\ty")
        // Without --and-widget, Cancel ends the chain with its status.
        let plain = run(["--inputbox", "a", "0", "0", "x", "--inputbox", "b", "0", "0", "y"], keys: [tab, tab, enter, enter])
        XCTAssertEqual(plain.status, 1)
        XCTAssertEqual(plain.stderr, "")
        // A message box counts no result; one after two results is preceded by the separator.
        let counted = run(["--msgbox", "a", "0", "0", "--inputbox", "b", "0", "0", "y", "--inputbox", "c", "0", "0", "z",
                           "--msgbox", "d", "0", "0"], keys: [enter, enter, enter, enter])
        XCTAssertEqual(counted.stderr, "y\tz\t")
        let separated = run(["--separate-widget", "::", "--inputbox", "a", "0", "0", "x", "--and-widget", "--inputbox", "b", "0", "0", "y"],
                            keys: [enter, enter])
        XCTAssertEqual(separated.stderr, "x::y")
    }

    func testEscEndsTheChain() {
        let result = run(["--inputbox", "a", "0", "0", "x", "--and-widget", "--inputbox", "b", "0", "0", "y"], keys: ["\u{1B}", enter])
        XCTAssertEqual(result.status, 255)
        XCTAssertEqual(result.stderr, "")
    }

    func testTheBoxesShareOneScreen() {
        let result = run(["--msgbox", "one", "0", "0", "--and-widget", "--msgbox", "two", "0", "0", "--and-widget", "--yesno", "three", "0", "0"],
                         keys: [enter, enter, enter])
        XCTAssertEqual(result.status, 0)
        let output = result.terminal.outputText
        XCTAssertEqual(output.components(separatedBy: "\u{1B}[?1049h").count - 1, 1, "the alternate screen entered once")
        XCTAssertEqual(output.components(separatedBy: "\u{1B}[?1049l").count - 1, 1, "and left once, at the end")
        XCTAssertTrue(output.contains("three"))
        XCTAssertFalse(result.terminal.isRaw)
    }

    func testAnErrorAfterABoxLeavesTheScreenAndTheResult() {
        let result = run(["--inputbox", "a", "0", "0", "x", "--and-widget", "--timebox", "t", "0", "0", "25"], keys: [enter])
        XCTAssertEqual(result.status, 255)
        XCTAssertTrue(result.stderr.hasPrefix("x"), result.stderr)
        XCTAssertTrue(result.stderr.contains("timebox"), result.stderr)
        XCTAssertFalse(result.terminal.isRaw)
        XCTAssertEqual(result.terminal.outputText.components(separatedBy: "\u{1B}[?1049l").count - 1, 1)
    }

    func testTimeoutWithDialogTimeoutEndsTheRunWithItsWords() {
        let environment = ["DIALOG_TIMEOUT": "5"]
        let result = run(["--timeout", "1", "--menu", "t", "0", "0", "0", "a", "A", "--and-widget", "--msgbox", "b", "0", "0"],
                         keys: [], environment: environment)
        XCTAssertEqual(result.status, 5)
        XCTAssertEqual(result.stderr, "\ntimeout\n")
        // Without it a timeout is an Esc: the chain ends with 255, nothing said.
        let plain = run(["--timeout", "1", "--menu", "t", "0", "0", "0", "a", "A", "--and-widget", "--msgbox", "b", "0", "0"], keys: [])
        XCTAssertEqual(plain.status, 255)
        XCTAssertEqual(plain.stderr, "")
    }
}
