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
        run.tmux.waitFor("must match")
        run.tmux.send("C-u")
        run.tmux.type("feature/login")
        run.tmux.waitForScreen("reason cleared") { $0.contains("feature/login") && !$0.contains("must match") }
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "Create\nfeature/login\n")
        run.assertTerminalRestored()
    }

    /// Issue 18: Enter with this value hung at 100% CPU under a backtracking matcher.
    func testBacktrackingPatternIsCheckedPromptlyAtEnter() throws {
        let run = try DialogRun(#"--input B --validate '^([a-z0-9]+-?)*$' -b Create --cancel Cancel"#)
        run.tmux.waitFor("[ Create ]")
        run.tmux.type("my-branch-name-for-the-fix-of-the-crash!")
        run.tmux.waitFor("crash!")
        run.tmux.send("Enter")
        run.tmux.waitFor("must match")
        run.tmux.send("BSpace")
        run.tmux.waitForScreen("reason cleared") { !$0.contains("crash!") }
        run.tmux.send("Enter")
        run.waitForExit()
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "Create\nmy-branch-name-for-the-fix-of-the-crash\n")
        run.assertTerminalRestored()
    }

    func testCancelNeverValidates() throws {
        let run = try DialogRun(#"--input 'Name' --required -b Save --cancel Cancel"#)
        run.tmux.waitFor("[ Save ]")
        run.tmux.send("Tab")
        run.tmux.send("Tab")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 1)
        XCTAssertEqual(run.stdout, "Cancel\n\n")
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
        XCTAssertEqual(run.stdout, "OK\nfirst line second␛[31m\n")
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
        XCTAssertEqual(run.stdout, "OK\n\(text)\n")
    }
}
