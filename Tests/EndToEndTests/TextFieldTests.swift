import Foundation
import XCTest

final class TextFieldTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    func testRefusedValueShowsTheReasonThenAcceptsAFix() throws {
        let run = try DialogRun(#"-t 'New branch' --input 'Branch name' --validate '^[a-z0-9._/-]+$' -b Create --cancel Cancel"#)
        run.tmux.waitFor("Branch name")
        run.tmux.type("Bad Name")
        run.tmux.waitFor("Bad Name")
        run.tmux.send("Enter")
        let refused = run.tmux.waitFor("not in the expected form")
        XCTAssertFalse(refused.contains("a-z0-9"), "the expression is no help to the person typing: \(refused)")
        run.tmux.send("C-u")
        run.tmux.type("feature/login")
        run.tmux.waitForScreen("reason cleared") { $0.contains("feature/login") && !$0.contains("expected form") }
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "feature/login\n")
        run.assertTerminalRestored()
    }

    /// Issue 18: Enter with this value hung at 100% CPU under a backtracking matcher.
    func testBacktrackingPatternIsCheckedPromptlyAtEnter() throws {
        let run = try DialogRun(#"--input B --validate '^([a-z0-9]+-?)*$' -b Create --cancel Cancel"#)
        run.tmux.waitFor("[ Create ]")
        run.tmux.type("my-branch-name-for-the-fix-of-the-crash!")
        run.tmux.waitFor("crash!")
        run.tmux.send("Enter")
        run.tmux.waitFor("not in the expected form")
        run.tmux.send("BSpace")
        run.tmux.waitForScreen("reason cleared") { !$0.contains("crash!") }
        run.tmux.send("Enter")
        run.waitForExit()
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "my-branch-name-for-the-fix-of-the-crash\n")
        run.assertTerminalRestored()
    }

    func testCancelNeverValidates() throws {
        let run = try DialogRun(#"--input 'Name' --required -b Save --cancel Cancel"#)
        run.tmux.waitFor("[ Save ]")
        run.tmux.send("Tab")
        run.tmux.send("Tab")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 1)
        XCTAssertEqual(run.stdout, "", "nothing typed is printed after a cancel (issue 30)")
    }

    func testSignInWithPasswordAndValuesOutput() throws {
        let run = try DialogRun(#"-t 'Sign in' --input 'User name' --password 'Password' -b 'Sign in' --output values"#)
        run.tmux.waitFor("User name")
        run.tmux.type("日本 bob")
        run.tmux.send("Enter")
        run.tmux.type("s3cret")
        run.tmux.waitFor("••••••")
        XCTAssertFalse(run.tmux.screen().contains("s3cret"), "a password is never shown")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "日本 bob\ns3cret\n")
    }

    func testBracketedPasteArrivesInOnePieceOnOneLine() throws {
        let run = try DialogRun("--input 'Note' -b OK")
        run.tmux.waitFor("Note")
        try run.tmux.tmux(["set-buffer", "-b", "clip", "first line\nsecond\u{1B}[31m"])
        try run.tmux.tmux(["paste-buffer", "-p", "-b", "clip", "-t", "main"])
        run.tmux.waitFor("first line second")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "first line second␛[31m\n")
    }

    func testLongTextScrollsInsideTheField() throws {
        let run = try DialogRun("--input 'Long' -b OK --width 30")
        run.tmux.waitFor("Long")
        let text = (0..<8).map { "word\($0)" }.joined(separator: "-")
        run.tmux.type(text)
        run.tmux.waitFor("word7")
        XCTAssertFalse(run.tmux.screen().contains("word0"), "the start scrolled out of view")
        run.tmux.send("Home")
        run.tmux.waitFor("word0")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "\(text)\n")
    }
}

/// A field's name and its refusal in the person's words (issue 22): the name stays once the field
/// holds text, and `--validate-message` says what a refused value should be.
extension TextFieldTests {
    func testTheFieldsNameStaysAboveItOnceTyped() throws {
        let run = try DialogRun("-t 'New branch' -i 'Branch name' -b Create")
        let empty = run.tmux.waitFor("Branch name")
        XCTAssertEqual(empty.components(separatedBy: "Branch name").count, 2, "once, inside the empty field: \(empty)")
        run.tmux.type("fix/crash")
        let typed = run.tmux.waitFor("fix/crash")
        let lines = typed.components(separatedBy: "\n")
        guard let name = lines.firstIndex(where: { $0.contains("Branch name") }),
              let value = lines.firstIndex(where: { $0.contains("fix/crash") }) else { return XCTFail("the name is gone once typed:\n\(typed)") }
        XCTAssertEqual(name + 1, value, "the name on the row above the value:\n\(typed)")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "fix/crash\n")
    }

    func testALabelAboveAndThePlaceholderInside() throws {
        let run = try DialogRun("-i 'e.g. alice' --label 'User name' -b OK")
        let screen = run.tmux.waitFor("e.g. alice")
        let lines = screen.components(separatedBy: "\n")
        XCTAssertEqual(lines.firstIndex { $0.contains("User name") }.map { $0 + 1 }, lines.firstIndex { $0.contains("e.g. alice") }, screen)
        run.tmux.type("bob")
        run.tmux.waitForScreen("the hint gives way") { $0.contains("bob") && !$0.contains("e.g. alice") && $0.contains("User name") }
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "bob\n")
    }

    func testTheValidateMessageIsWhatThePersonReads() throws {
        let run = try DialogRun(#"-i Branch --validate '^[a-z/-]+$' --validate-message 'Lower case, / and - only' -b Create --cancel Cancel"#)
        run.tmux.waitFor("Branch")
        run.tmux.type("Bad Name")
        run.tmux.waitFor("Bad Name")
        run.tmux.send("Enter")
        let refused = run.tmux.waitFor("Lower case, / and - only")
        XCTAssertFalse(refused.contains("[a-z/-]"), refused)
        run.tmux.send("Escape")
        XCTAssertEqual(run.status(), 255)
    }
}
