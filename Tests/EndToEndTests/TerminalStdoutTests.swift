import Foundation
import XCTest

/// stdout a terminal (a pick made at a shell prompt): a list's picked items are printed there, as
/// fzf prints them; a choice of buttons alone stays silent, its exit status is the answer.
final class TerminalStdoutTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    /// The screen's lines after the marker the harness echoes before popupctl starts.
    private func linesAfterTheMarker(_ run: DialogRun) -> [String] {
        let lines = run.tmux.screen().components(separatedBy: "\n")
        guard let marker = lines.lastIndex(where: { $0.contains("BEFORE-MARKER") }) else { return [] }
        return Array(lines[(marker + 1)...]).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    func testAListPickIsPrintedAtTheTerminal() throws {
        let run = try DialogRun("--items-from - < fruit.txt", before: "printf 'apple\\nbanana\\n' > fruit.txt; echo BEFORE-MARKER",
                                stdout: "")
        run.tmux.waitFor("banana")
        run.tmux.send("Down")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(linesAfterTheMarker(run), ["banana"], run.tmux.screen())
        run.assertTerminalRestored()
    }

    func testButtonsAlonePrintNothingAtTheTerminal() throws {
        let run = try DialogRun("-m 'Which one?' -b Alpha -b Beta", stdout: "")
        run.tmux.waitFor("Beta")
        run.tmux.send("Right")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 1)
        XCTAssertEqual(linesAfterTheMarker(run), [], run.tmux.screen())
    }
}
