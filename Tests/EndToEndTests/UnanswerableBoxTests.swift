import Foundation
import XCTest

/// A box that cannot be answered shows no button: `--no-wait` and the tools' `--infobox` are drawn
/// and left, and an OK nobody can press would say otherwise.
final class UnanswerableBoxTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private func assertNoButton(_ command: String, program: String = "popupctl", file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try DialogRun(command, program: program,
                                before: "echo BEFORE-MARKER; ln -s \"$(command -v popupctl)\" whiptail; ln -s \"$(command -v popupctl)\" dialog",
                                stdout: "> out.txt; echo AFTER-MARKER")
        XCTAssertEqual(run.status(file: file, line: line), 0, run.stderr, file: file, line: line)
        let screen = run.tmux.waitFor("AFTER-MARKER", file: file, line: line)
        XCTAssertTrue(screen.contains("Rebooting now"), screen, file: file, line: line)
        for button in ["OK", "Ok", "<", "["] {
            XCTAssertFalse(screen.components(separatedBy: "\n").contains { $0.contains("│") && $0.contains(button) },
                           "a button in the box: \(button)\n\(screen)", file: file, line: line)
        }
        run.assertTerminalRestored(file: file, line: line)
    }

    func testNoWaitDrawsNoButton() throws {
        try assertNoButton("--no-wait -t Rebooting -m 'Rebooting now'")
    }

    func testWhiptailInfoboxDrawsNoButton() throws {
        try assertNoButton("--infobox 'Rebooting now' 8 40", program: "./whiptail")
    }

    func testDialogInfoboxDrawsNoButton() throws {
        try assertNoButton("--infobox 'Rebooting now' 8 40", program: "./dialog")
    }
}
