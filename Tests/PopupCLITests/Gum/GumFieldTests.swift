@testable import PopupCLI
import PopupCore
import XCTest

/// `gum input`, `gum write` and `gum spin`, from gum v2.0.0's input/options.go + input/command.go,
/// write/options.go + write/command.go + write/write.go (Enter submits, Ctrl-J breaks the line),
/// spin/options.go + spin/command.go (the command's status is the status).
final class GumFieldTests: XCTestCase {
    private typealias K = GumRun

    func testInputPrintsTheValue() {
        XCTAssertEqual(GumRun.run(["input"], keys: ["hello", K.enter]).stdout, "hello\n")
        XCTAssertEqual(GumRun.run(["input", "--value", "fix(ui): "], keys: ["tidy", K.enter]).stdout, "fix(ui): tidy\n")
        // The value can also come on stdin.
        XCTAssertEqual(GumRun.run(["input"], keys: [K.enter], stdin: "piped\n").stdout, "piped\n")
        XCTAssertEqual(GumRun.run(["input", "--char-limit", "3"], keys: ["abcdef", K.enter]).stdout, "abc\n")
        let placeholder = GumRun.run(["input"], keys: [K.enter], environment: ["GUM_INPUT_PLACEHOLDER": "scope"])
        XCTAssertTrue(placeholder.drawn.contains("scope"))
        XCTAssertEqual(placeholder.stdout, "\n", "an empty value is a value")
    }

    func testInputEscAndPassword() {
        let escaped = GumRun.run(["input"], keys: ["x", K.escape], wait: 0.2)
        XCTAssertEqual(escaped.status, 1)
        XCTAssertEqual(escaped.stdout, "")
        XCTAssertEqual(escaped.stderr, "not submitted\n")
        let secret = GumRun.run(["input", "--password"], keys: ["s3cret", K.enter])
        XCTAssertEqual(secret.stdout, "s3cret\n")
        XCTAssertFalse(secret.drawn.contains("s3cret"), "masked on the screen")
        // Unattended: a value alone answers.
        XCTAssertEqual(GumRun.run(["input"], environment: ["POPUPCTL_VALUES": "from CI"], terminal: false).stdout, "from CI\n")
    }

    func testWriteEnterSubmitsCtrlJBreaksTheLine() {
        let written = GumRun.run(["write"], keys: ["first", K.ctrlJ, "second", K.enter])
        XCTAssertEqual(written.status, 0)
        XCTAssertEqual(written.stdout, "first\nsecond\n")
        XCTAssertEqual(GumRun.run(["write", "--value", "kept"], keys: [K.enter]).stdout, "kept\n")
        XCTAssertEqual(GumRun.run(["write"], keys: [K.enter], environment: ["GUM_WRITE_VALUE": "env"]).stdout, "env\n")
        XCTAssertEqual(GumRun.run(["write"], keys: ["x", K.escape], wait: 0.2).status, 1)
    }

    func testSpinExitsWithItsCommandsStatus() {
        XCTAssertEqual(GumRun.run(["spin", "--title", "Working", "--", "sh", "-c", "exit 3"], terminal: false).status, 3)
        let ok = GumRun.run(["spin", "-s", "line", "--title=Quiet", "--", "sh", "-c", "echo hidden"], terminal: false)
        XCTAssertEqual(ok.status, 0)
        XCTAssertEqual(ok.stdout + ok.stderr, "", "spin hides its command's output")
        XCTAssertEqual(GumRun.run(["spin", "--", "/nonexistent/cmd"], terminal: false).status, 127)
        XCTAssertEqual(GumRun.run(["spin", "--spinner"], terminal: false).status, 125)
    }
}
