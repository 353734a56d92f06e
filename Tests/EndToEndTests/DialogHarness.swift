import Foundation
import XCTest

/// Runs one popupctl command in a tmux pane and records what a script would see: exit status,
/// stdout, stderr, and the terminal settings before and after.
final class DialogRun {
    let tmux: Tmux

    /// `command` is shell text after `popupctl` (already quoted as needed).
    init(_ command: String, shell: String = "sh", width: Int = 80, height: Int = 24,
         environment: [String: String] = [:], before: String = "echo BEFORE-MARKER") throws {
        let script = """
        \(before)
        stty -g > stty.before
        popupctl \(command) > out.txt 2> err.txt
        st=$?
        stty -g > stty.after
        echo "$st" > status.tmp && mv status.tmp status
        """
        tmux = try Tmux(script: script, shell: shell, width: width, height: height, environment: environment)
    }

    /// Waits for the process to end and returns its exit status.
    func status(file: StaticString = #filePath, line: UInt = #line) -> Int? {
        tmux.waitForFile("status", file: file, line: line).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
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
