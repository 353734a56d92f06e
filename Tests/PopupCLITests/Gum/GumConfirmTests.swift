@testable import PopupCLI
import PopupCore
import XCTest

/// `gum confirm`, from gum v2.0.0's confirm/options.go (flags, defaults, GUM_CONFIRM_* variables)
/// and confirm/command.go + confirm/confirm.go (stdin's yes/y, the keys, --show-output, statuses).
final class GumConfirmTests: XCTestCase {
    private typealias K = GumRun

    func testAffirmativeIsZeroNegativeAndEscAreOne() {
        // confirm.go: Enter submits the focused answer; --default (true) focuses the affirmative.
        XCTAssertEqual(GumRun.run(["confirm", "Sure?"], keys: [K.enter]).status, 0)
        XCTAssertEqual(GumRun.run(["confirm", "Sure?", "--default=false"], keys: [K.enter]).status, 1)
        // The keymap's y and n, whichever answer has the focus.
        XCTAssertEqual(GumRun.run(["confirm", "Sure?", "--default=false"], keys: ["y"]).status, 0)
        XCTAssertEqual(GumRun.run(["confirm", "Sure?"], keys: ["n"]).status, 1)
        XCTAssertEqual(GumRun.run(["confirm", "Sure?"], keys: [K.escape], wait: 0.2).status, 1)
        // Ctrl-C is tea.Interrupt: main.go exits with exit.StatusAborted.
        XCTAssertEqual(GumRun.run(["confirm", "Sure?"], keys: [K.ctrlC]).status, 130)
    }

    func testLabelsAndShowOutput() {
        // command.go: fmt.Println(m.prompt, confirmationText) with --show-output.
        let yes = GumRun.run(["confirm", "Deploy?", "--affirmative", "Ship", "--negative", "Wait", "--show-output"], keys: [K.enter])
        XCTAssertEqual(yes.stdout, "Deploy? Ship\n")
        XCTAssertTrue(yes.drawn.contains("Ship") && yes.drawn.contains("Wait"))
        let no = GumRun.run(["confirm", "Deploy?", "--negative=Wait", "--show-output"], keys: ["n"])
        XCTAssertEqual(no.status, 1)
        XCTAssertEqual(no.stdout, "Deploy? Wait\n")
        XCTAssertEqual(GumRun.run(["confirm"], keys: [K.enter], stdoutIsTerminal: true).drawn.contains("Are you sure?"), true,
                       "options.go: the prompt's default")
    }

    func testTimeoutReturnsTheDefaultAndReadsItsVariable() {
        // command.go: a deadline is no error for confirm; the answer is the default.
        XCTAssertEqual(GumRun.run(["confirm", "Go?", "--timeout", "100ms"], keys: [], wait: 1).status, 0)
        XCTAssertEqual(GumRun.run(["confirm", "Go?", "--default=false"], environment: ["GUM_CONFIRM_TIMEOUT": "100ms"]).status, 1)
        let bad = GumRun.run(["confirm", "--timeout", "soon"])
        XCTAssertEqual(bad.status, 125)
        XCTAssertTrue(bad.stderr.hasPrefix("gum: error: ") && bad.stderr.contains("--timeout"))
    }

    func testStdinYesOrYAnswersWithoutATerminal() {
        // command.go: stdin.Read(SingleLine): "yes" or "y" → 0, any other line → 1.
        XCTAssertEqual(GumRun.run(["confirm"], stdin: "yes\n", terminal: false).status, 0)
        XCTAssertEqual(GumRun.run(["confirm"], stdin: "y", terminal: false).status, 0)
        XCTAssertEqual(GumRun.run(["confirm"], stdin: "nope\n", terminal: false).status, 1)
    }

    func testUnattendedAnswersAndPopupctlsOwnVerb() {
        // What gum cannot: an answer with no terminal, by label or index; 125 with neither.
        XCTAssertEqual(GumRun.run(["confirm", "Go?"], environment: ["POPUPCTL_ANSWER": "Yes"], terminal: false).status, 0)
        XCTAssertEqual(GumRun.run(["confirm", "Go?", "--answer", "1"], terminal: false).status, 1)
        let none = GumRun.run(["confirm", "Go?"], terminal: false)
        XCTAssertEqual(none.status, 125)
        XCTAssertEqual(none.stderr.filter { $0 == "\n" }.count, 1)
        // `popupctl confirm` is `gum confirm`.
        XCTAssertEqual(GumRun.run(["confirm", "Go?", "--default=false"], keys: [K.enter], program: "popupctl").status, 1)
        XCTAssertEqual(GumRun.run(["confirm", "Go?"], keys: ["y"], program: "popupctl").status, 0)
    }
}
