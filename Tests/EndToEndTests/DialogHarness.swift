import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Runs one popupctl command in a tmux pane and records what a script would see: exit status,
/// stdout, stderr, and the terminal settings before and after.
final class DialogRun {
    let tmux: Tmux

    /// `command` is shell text after `popupctl` (already quoted as needed); `stdout` is where its
    /// output goes (shell redirection). popupctl's process id lands in `popupctl.pid`. After the
    /// status, the script reads one line into `pasted.txt` (see `assertBracketedPasteOff`).
    /// `program` is what runs (a path to a link named whiptail or dialog, say; popupctl on PATH by default).
    init(_ command: String, program: String = "popupctl", shell: String = "sh", width: Int = 80, height: Int = 24,
         environment: [String: String] = [:], before: String = "echo BEFORE-MARKER",
         stdout: String = "> out.txt") throws {
        let script = """
        \(before)
        stty -g > stty.before
        sh -c 'echo $$ > popupctl.pid.tmp && mv popupctl.pid.tmp popupctl.pid && exec "$0" "$@"' \(Tmux.quote(program)) \(command) \(stdout) 2> err.txt
        st=$?
        stty -g > stty.after
        echo "$st" > status.tmp && mv status.tmp status
        IFS= read -r pasted
        printf '%s\\n' "$pasted" | cat -v > pasted.tmp && mv pasted.tmp pasted.txt
        """
        tmux = try Tmux(script: script, shell: shell, width: width, height: height, environment: environment)
    }

    /// popupctl's process id, once it has started.
    func pid(file: StaticString = #filePath, line: UInt = #line) -> Int32? {
        tmux.waitForFile("popupctl.pid", file: file, line: line).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Waits until popupctl has exited (a zombie nobody reaped counts as exited).
    func waitForExit(timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) {
        guard let pid = pid(file: file, line: line) else { return }
        let exited = eventually("popupctl (\(pid)) to exit", timeout: timeout, describe: { ProcessState.describe(pid) },
                                file: file, line: line) { !ProcessState.isRunning(pid) }
        if !exited { kill(pid, SIGKILL) }
    }

    /// Proves bracketed paste is off: pastes a line into the shell that reads after popupctl ends.
    /// Were it still on, the terminal would wrap the paste in ESC[200~ … ESC[201~.
    func assertBracketedPasteOff(file: StaticString = #filePath, line: UInt = #line) {
        tmux.paste("paste-probe")
        tmux.send("Enter")
        let pasted = tmux.waitForFile("pasted.txt", file: file, line: line)
        XCTAssertEqual(pasted, "paste-probe\n", "the paste arrived bracketed (or mangled)", file: file, line: line)
    }

    /// Waits for the process to end and returns its exit status.
    func status(timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) -> Int? {
        tmux.waitForFile("status", timeout: timeout, file: file, line: line).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    var stdout: String { tmux.read("out.txt") }
    var stderr: String { tmux.read("err.txt") }

    /// Asserts that the terminal is exactly as it was: termios, cursor, alternate screen, mouse.
    func assertTerminalRestored(file: StaticString = #filePath, line: UInt = #line) {
        let before = tmux.read("stty.before")
        XCTAssertFalse(before.isEmpty, "no stty before", file: file, line: line)
        XCTAssertEqual(before, tmux.read("stty.after"), "termios changed", file: file, line: line)
        let modes = tmux.modes()
        XCTAssertFalse(modes.alternate, "alternate screen left on", file: file, line: line)
        XCTAssertTrue(modes.cursorVisible, "cursor left hidden", file: file, line: line)
        XCTAssertFalse(modes.mouse, "mouse reporting left on", file: file, line: line)
        XCTAssertFalse(modes.mouseSGR, "SGR mouse left on", file: file, line: line)
        XCTAssertFalse(modes.keypad, "application keypad left on", file: file, line: line)
    }

    /// The cell position of `text` on screen.
    func position(of text: String, file: StaticString = #filePath, line: UInt = #line) -> (x: Int, y: Int)? {
        let lines = tmux.screen().components(separatedBy: "\n")
        for (y, row) in lines.enumerated() {
            if let range = row.range(of: text) {
                return (row[row.startIndex..<range.lowerBound].count, y)
            }
        }
        XCTFail("'\(text)' not on screen", file: file, line: line)
        return nil
    }

    /// Sends an SGR mouse press and release at a cell (zero-based).
    func click(x: Int, y: Int) {
        tmux.sendBytes(Array("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m".utf8))
    }
}

extension XCTestCase {
    func requireTmux() throws {
        if !Tmux.isAvailable {
            print("⚠️  tmux is not installed: END-TO-END TESTS SKIPPED. Install it (apt-get install tmux); CI always does.")
            throw XCTSkip("tmux is not installed")
        }
    }
}
