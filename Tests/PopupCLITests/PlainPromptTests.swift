import XCTest
import PopupCore
import PopupKit
@testable import PopupCLI

/// The line-based prompt (`--plain`, TERM=dumb, ACCESSIBLE=1) through the whole command, on a
/// cooked terminal in memory: the answer typed as a number, a label or a hotkey; same statuses.
final class PlainPromptTests: XCTestCase {
    private let dialog = ["-t", "Delete 3 files?", "-m", "They go for good.", "--cancel", "&Keep", "-d", "&Delete"]

    private func run(_ lines: [LineInput], arguments: [String]? = nil,
                     environment: [String: String] = [:]) -> (status: Int32, io: MemoryCommandIO, shown: String) {
        let terminal = MemoryLineTerminal(lines)
        let io = MemoryCommandIO(environment: environment, lineTerminal: terminal)
        let status = io.run(arguments ?? dialog + ["--plain"])
        return (status, io, terminal.output)
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
        XCTAssertTrue(shown.contains("  1) Keep (cancel)\n  2) Delete (destructive)\n"), shown)
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
            XCTAssertTrue(result.io.terminal.output.isEmpty, "no box drawn (\(environment))")
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
}
