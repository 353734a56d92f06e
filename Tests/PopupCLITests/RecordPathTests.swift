import XCTest
@testable import PopupCLI
import PopupTestSupport

/// A POPUPCTL_RECORD that cannot be written is said before anyone answers, not after.
final class RecordPathTests: XCTestCase {
    func testAnUnwritableRecordFileFailsBeforeTheDialogOpens() {
        let io = MemoryIO(environment: ["POPUPCTL_RECORD": "/nonexistent-directory/install.answers"])
        let status = PopupCommand.run(["-t", "Reboot now?", "-b", "Reboot", "--cancel", "Later"], io: io)
        XCTAssertEqual(status, 125)
        XCTAssertFalse(io.terminalOpened, "nobody is asked a question whose answer cannot be kept")
        XCTAssertEqual(io.stderr, "popupctl: cannot write '/nonexistent-directory/install.answers' (POPUPCTL_RECORD): no such file or directory\n")
    }

    /// Linked as whiptail, the same: its error status, and no box drawn first.
    func testUnderWhiptailTooTheRecordFileIsCheckedFirst() {
        let io = MemoryIO(environment: ["POPUPCTL_RECORD": "/nonexistent-directory/install.answers"])
        let status = CompatDialect.whiptail.run(["--yesno", "Reboot now?", "8", "40"], io: io)
        XCTAssertEqual(status, 255)
        XCTAssertFalse(io.terminalOpened)
        XCTAssertEqual(io.stderr, "whiptail: cannot write '/nonexistent-directory/install.answers' (POPUPCTL_RECORD): no such file or directory\n")
    }

    func testAWritableRecordFileIsCreatedAndGetsOneLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(getpid()).answers").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let io = MemoryIO(environment: ["POPUPCTL_RECORD": path])
        XCTAssertEqual(PopupCommand.run(["-t", "Reboot now?", "-b", "Reboot", "--answer", "Reboot"], io: io), 0, io.stderr)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].contains("\"answer\":\"Reboot\""), String(lines[0]))
    }
}
