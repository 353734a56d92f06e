import XCTest
import PopupCore
import PopupKit
@testable import PopupCLI
import PopupTestSupport

/// The line-based prompt (`--plain`, TERM=dumb, ACCESSIBLE=1) through the whole command, on a
/// cooked terminal in memory: the answer typed as a number, a label or a hotkey; same statuses.
final class PlainPromptTests: XCTestCase {
    private let dialog = ["-t", "Delete 3 files?", "-m", "They go for good.", "--cancel", "&Keep", "-d", "&Delete"]

    private func run(_ lines: [LineInput], arguments: [String]? = nil, environment: [String: String] = [:])
        -> (status: Int32, io: MemoryIO, shown: String, terminal: MemoryLineTerminal) {
        let terminal = MemoryLineTerminal(lines)
        let io = MemoryIO.drawing(environment: environment, lineTerminal: terminal)
        let status = io.run(arguments ?? dialog + ["--plain"])
        return (status, io, terminal.output, terminal)
    }

    func testAnswers() {
        let table: [([LineInput], Int32, String)] = [
            ([.line("2")], 1, "Delete\n"),
            ([.line("1")], 0, "Keep\n"),
            ([.line("delete")], 1, "Delete\n"),
            ([.line("  Keep  ")], 0, "Keep\n"),
            ([.line("d")], 1, "Delete\n"),
            ([.line("")], 0, "Keep\n"),
            ([.line("9"), .line("nope"), .line("2")], 1, "Delete\n"),
            ([.endOfFile], 255, ""),
            ([.timeout], 124, ""),
            ([.signal(TerminalSignal.interrupt)], 130, ""),
            ([.signal(TerminalSignal.terminate)], 143, ""),
            ([.signal(TerminalSignal.hangup)], 129, ""),
        ]
        for (lines, status, stdout) in table {
            let result = run(lines)
            XCTAssertEqual(result.status, status, "\(lines)")
            XCTAssertEqual(result.io.stdout, stdout, "\(lines)")
            XCTAssertEqual(result.io.stderr, "", "\(lines)")
        }
    }

    func testInvalidAnswerIsExplainedThenAskedAgain() {
        let result = run([.line("7"), .line("1")])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.shown.contains("Please answer with a number from 1 to 2, or a label."), result.shown)
        XCTAssertEqual(result.shown.components(separatedBy: "Choose 1-2").count, 3, "asked twice")
    }

    func testShowsTitleMessageAndNumberedChoicesWithRoles() {
        let shown = run([.line("1")]).shown
        XCTAssertTrue(shown.hasPrefix("Delete 3 files?\nThey go for good.\n"), shown)
        XCTAssertTrue(shown.contains("  1) Keep [k] (cancel)\n  2) Delete [d] (destructive)\n"), shown)
        XCTAssertTrue(shown.contains("Choose 1-2 [1]: "), "the default is named, not shown by colour: \(shown)")
    }

    func testTimeoutChoosesTheDefault() {
        let result = run([.timeout], arguments: dialog + ["--plain", "--default", "Delete", "--timeout", "5"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.shown.contains("[2] (5s)"), result.shown)
    }

    func testDumbTerminalAndAccessibleChooseThePlainPrompt() {
        for environment in [["TERM": "dumb"], ["ACCESSIBLE": "1"], ["ACCESSIBLE": "yes", "TERM": "xterm"]] {
            let result = run([.line("2")], arguments: dialog, environment: environment)
            XCTAssertEqual(result.status, 1, "\(environment)")
            XCTAssertTrue(result.io.terminal!.output.isEmpty, "no box drawn (\(environment))")
        }
    }

    /// Nothing the plain prompt writes is an escape sequence, whatever the dialog's text holds.
    func testWritesNoEscapeSequence() {
        let hostile = ["-t", "t\u{1B}]0;x\u{07}", "-m", "m\u{1B}[2J\u{9B}1m\u{202E}", "-b", "b\u{1B}[31m", "-i", "p\u{1B}[5m"]
        let result = run([.line("v\u{1B}[31m"), .line("1")], arguments: hostile + ["--plain"])
        XCTAssertEqual(result.status, 0)
        XCTAssertFalse(result.shown.unicodeScalars.contains { $0.value == 0x1B || (0x80...0x9F).contains($0.value) }, result.shown)
        XCTAssertEqual(TerminalOutputAudit.violations(Array(result.shown.utf8)), [])
    }

    func testHotkeysAreListedAndAnswer() {
        let arguments = ["-b", "&Open", "-b", "Open &folder", "-c", "&1st", "-b", "No key", "--plain"]
        let result = run([.line("F")], arguments: arguments)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.shown.contains("  1) Open [o]\n  2) Open folder [f]\n"), result.shown)
        // A digit is a button's number before it is a hotkey: not listed as one.
        XCTAssertTrue(result.shown.contains("  3) 1st (cancel)\n  4) No key\n"), result.shown)
    }

    func testEscapeDismissesUnlessTurnedOff() {
        let table: [([LineInput], [String], Int32)] = [
            ([.line("\u{1B}")], [], 255),
            ([.line(" \u{1B}\u{1B} ")], [], 255),
            ([.line("\u{1B}")], ["-i", "Name"], 255),
            ([.line("\u{1B}"), .line("2")], ["--no-escape"], 1),
            ([.line("\u{1B}"), .line("bob"), .line("")], ["-i", "Name", "--no-escape"], 1),
        ]
        for (lines, extra, status) in table {
            let result = run(lines, arguments: dialog + extra + ["--plain"])
            XCTAssertEqual(result.status, status, "\(lines) \(extra)")
            XCTAssertFalse(result.shown.contains("Please answer"), result.shown)
        }
    }

    /// As in the box: a cancel-role button never checks the fields; any other does, and the
    /// refused field is asked again before the choice is.
    func testFieldsAreCheckedOnlyForAButtonThatIsNotACancel() {
        let form = ["-i", "Name", "--required", "-b", "Save", "--cancel", "Cancel", "--plain"]
        let cancelled = run([.line(""), .line("2")], arguments: form)
        XCTAssertEqual(cancelled.status, 1)
        XCTAssertEqual(cancelled.io.stdout, "", "nothing typed is printed after a cancel (issue 30)")

        let saved = run([.line(""), .line("1"), .line("bob"), .line("")], arguments: form)
        XCTAssertEqual(saved.status, 0)
        XCTAssertEqual(saved.io.stdout, "bob\n")
        XCTAssertTrue(saved.shown.contains("Not accepted: Name: required\nName: "), saved.shown)
        XCTAssertEqual(saved.shown.components(separatedBy: "Choose 1-2").count, 3, "asked twice")
    }

    /// After fields an empty answer sends the form, as Enter in the last field does in the box:
    /// the default, else the first button that is not a cancel.
    func testAfterFieldsTheDefaultChoiceSendsTheForm() {
        let table: [([String], String, Int32)] = [
            (["--cancel", "Cancel", "-b", "Save"], "Choose 1-2 [2]", 1),
            (["-b", "Save", "--cancel", "Cancel"], "Choose 1-2 [1]", 0),
            (["--cancel", "Cancel", "-b", "Save", "-b", "Later", "--default", "Later"], "Choose 1-3 [3]", 2),
        ]
        for (buttons, prompt, status) in table {
            let result = run([.line("bob"), .line("")], arguments: ["-i", "Name"] + buttons + ["--plain"])
            XCTAssertEqual(result.status, status, "\(buttons)")
            XCTAssertTrue(result.shown.contains(prompt), result.shown)
        }
        // Without fields the first focus stays the safe one.
        XCTAssertEqual(run([.line("")], arguments: ["--cancel", "Cancel", "-b", "Save", "--plain"]).status, 0)
    }

    /// Every way out that leaves a line unfinished drops what was typed of it (the shell would
    /// read it) and ends the line (the shell's next output starts on its own).
    func testAnUnfinishedLineIsDroppedAndEnded() {
        // Two buttons: a lone OK is no question (issue 30), and the choice must be asked here.
        let form = ["-t", "Login", "-p", "Password", "-b", "OK", "-c", "Cancel", "--plain"]
        let table: [(LineInput, Int32)] = [
            (.timeout, 124), (.signal(TerminalSignal.terminate), 143), (.signal(TerminalSignal.hangup), 129), (.endOfFile, 255),
        ]
        for (input, status) in table {
            for lines in [[input], [.line("hunter2"), input]] {
                let result = run(lines, arguments: form)
                XCTAssertEqual(result.status, status, "\(lines)")
                XCTAssertEqual(result.terminal.discards.count, 1, "\(lines)")
                XCTAssertTrue(result.terminal.discards.first?.hasSuffix(": ") == true, "dropped while the line was open: \(lines)")
                XCTAssertTrue(result.shown.hasSuffix(": \n"), "line ended: \(result.shown.debugDescription)")
            }
        }
        XCTAssertEqual(run([.line("hunter2"), .line("")], arguments: form).terminal.discards, [], "an answer drops nothing")
    }
}

/// A list on the plain prompt asks one question: the pick is the answer, with the button that
/// takes it (OK), as Enter on an item is in the box. Only a choice among buttons that take a pick
/// is asked after it.
extension PlainPromptTests {
    func testAListAsksOnce() {
        let terminal = MemoryLineTerminal([.line("2")])
        let io = MemoryIO.drawing(lineTerminal: terminal)
        XCTAssertEqual(io.run(["--plain", "-t", "Fruit", "--item", "apple", "--item", "banana"]), 0, io.stderr)
        XCTAssertEqual(io.stdout, "banana\n")
        XCTAssertFalse(terminal.output.contains("Choose"), terminal.output)
    }

    func testAListsFieldsAreAskedAndCheckedThenItIsDone() {
        let terminal = MemoryLineTerminal([.line("1"), .line("UPPER"), .line("lower")])
        let io = MemoryIO.drawing(lineTerminal: terminal)
        XCTAssertEqual(io.run(["--plain", "--item", "apple", "-i", "Note", "--validate", "[a-z]+"]), 0, io.stderr)
        XCTAssertEqual(io.stdout, "apple\nlower\n")
        XCTAssertTrue(terminal.output.contains("Not accepted: Note"), terminal.output)
        XCTAssertFalse(terminal.output.contains("Choose"), terminal.output)
    }

    func testSeveralButtonsThatTakeThePickAreAskedAfterIt() {
        let terminal = MemoryLineTerminal([.line("1"), .line("2")])
        let io = MemoryIO.drawing(lineTerminal: terminal)
        XCTAssertEqual(io.run(["--plain", "--item", "apple", "-b", "Open", "-b", "Edit", "-c", "Cancel"]), 1, io.stderr)
        XCTAssertEqual(io.stdout, "apple\n")
        XCTAssertTrue(terminal.output.contains("Choose 1-3"), terminal.output)
    }
}

extension PlainPromptTests {
    /// A field is asked for by its `--label`; a refused value is explained in `--validate-message`'s words.
    func testTheLabelAsksAndTheValidateMessageExplains() {
        let terminal = MemoryLineTerminal([.line("Bob"), .line("1"), .line("bob"), .line("1")])
        let io = MemoryIO.drawing(lineTerminal: terminal)
        let arguments = ["--plain", "-i", "e.g. alice", "--label", "User name", "--validate", "[a-z]+",
                         "--validate-message", "lower case only", "-b", "Sign in"]
        XCTAssertEqual(io.run(arguments), 0, io.stderr)
        XCTAssertEqual(io.stdout, "bob\n")
        XCTAssertTrue(terminal.output.hasPrefix("User name: "), terminal.output)
        XCTAssertTrue(terminal.output.contains("Not accepted: User name: lower case only\n"), terminal.output)
        XCTAssertFalse(terminal.output.contains("[a-z]"), terminal.output)
    }
}
