import Foundation
import PopupTestSupport
import XCTest

/// A progress box with nothing to show touches nothing: 100 000 percentages from a file end before
/// the first frame, and the terminal sees not one byte of popupctl's (no alternate screen entered,
/// cleared and left: the flash of a blank screen).
final class ProgressFlashTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    func testInputOverBeforeTheFirstFrameWritesNothingToTheTerminal() throws {
        let run = try DialogRun("--progress -t Copying < percentages.txt",
                                before: "seq 0 100000 > percentages.txt; until [ -f go ]; do sleep 0.02; done; echo BEFORE-MARKER",
                                stdout: "> out.txt; echo AFTER-MARKER")
        try run.tmux.captureOutput(into: "tty.bytes")
        _ = FileManager.default.createFile(atPath: run.tmux.workDir.appendingPathComponent("go").path, contents: nil)
        XCTAssertEqual(run.status(), 0)
        Poll.until(timeout: 10) { run.tmux.read("tty.bytes").contains("AFTER-MARKER") }
        let bytes = run.tmux.read("tty.bytes")
        XCTAssertTrue(bytes.contains("AFTER-MARKER"), "the capture saw the shell go on: \(bytes.debugDescription)")
        let between = bytes.components(separatedBy: "BEFORE-MARKER").last?.components(separatedBy: "AFTER-MARKER").first ?? ""
        XCTAssertFalse(between.contains("\u{1B}"), "popupctl wrote to the terminal: \(between.debugDescription)")
        XCTAssertEqual(run.stdout, "")
        run.assertTerminalRestored()
    }
}
