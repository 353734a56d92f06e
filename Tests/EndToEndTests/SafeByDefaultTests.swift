import Foundation
import XCTest

/// What a script author types does what it reads (issue 30), with the built binary in tmux: a
/// cancelled password is never printed, and a checklist answered with nothing checked removes
/// nothing when its picks feed `xargs rm`.
final class SafeByDefaultTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    /// README's idiom: Enter with nothing checked picks nothing, so nothing is removed.
    func testChecklistWithNothingCheckedRemovesNothing() throws {
        let run = try DialogRun("-t 'Remove which?' --multi --item keep.txt --item other.txt --print0",
                                before: "touch keep.txt other.txt", stdout: "| xargs -0r rm -- > out.txt")
        run.tmux.waitFor("[ ] keep.txt")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        for name in ["keep.txt", "other.txt"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: run.tmux.workDir.appendingPathComponent(name).path), "\(name) removed")
        }
        run.assertTerminalRestored()
    }

    /// The affirmative first (button 0) and the safe button keeps the first focus: Enter at once
    /// chooses Keep, so `&& rm` does not run; Delete is a deliberate move.
    func testAffirmativeFirstAndEnterStillSafe() throws {
        let run = try DialogRun("-t 'Delete 214 photos?' -d Delete -c Keep", stdout: "> out.txt && touch deleted")
        run.tmux.waitFor("( Keep )")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 1)
        XCTAssertEqual(run.stdout, "Keep\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: run.tmux.workDir.appendingPathComponent("deleted").path))
        run.assertTerminalRestored()
    }

    /// `pw=$(popupctl -p Password)`: the value alone; typed and then cancelled, nothing at all.
    func testPasswordIsTheValueAndCancelPrintsNothing() throws {
        let chosen = try DialogRun("-t Database -p Password")
        chosen.tmux.waitFor("Password")
        chosen.tmux.type("s3cret")
        chosen.tmux.send("Enter")
        XCTAssertEqual(chosen.status(), 0)
        XCTAssertEqual(chosen.stdout, "s3cret\n")
        let cancelled = try DialogRun("-t Database -p Password -b OK -c Cancel")
        cancelled.tmux.waitFor("Password")
        cancelled.tmux.type("s3cret")
        cancelled.tmux.send("Tab")
        cancelled.tmux.send("Right")
        cancelled.tmux.send("Enter")
        XCTAssertEqual(cancelled.status(), 1)
        XCTAssertEqual(cancelled.stdout, "")
        cancelled.assertTerminalRestored()
    }
}
