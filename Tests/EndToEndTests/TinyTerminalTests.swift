import Foundation
import PopupTestSupport
import XCTest

/// In a tiny terminal nothing is chosen unseen: the screen says it is too small and Enter does
/// nothing until it is larger; at 20×6 the message and the focused button are both on screen.
final class TinyTerminalTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private let photos = "-t 'Delete 214 photos?' -m 'This cannot be undone.' --cancel Keep --destructive Delete"

    func testAt10x3RightAndEnterNeverChooseTheUnseenDelete() throws {
        let run = try DialogRun(photos, width: 10, height: 3)
        run.tmux.waitFor("too small")
        run.tmux.send("Right")
        run.tmux.send("Enter")
        run.tmux.send("Space")
        // The keys are read before the resize is sent: a signal pending with them would go first.
        _ = try run.tmux.tmux(["display", "-p", "x"])
        Poll.until(timeout: 10, every: 0.005) { run.tmux.unreadInput() == 0 }
        run.tmux.resize(width: 60, height: 16)
        run.tmux.waitFor("This cannot be undone.")
        XCTAssertEqual(run.tmux.read("status"), "", "chosen while too small")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "Keep\n")
        run.assertTerminalRestored()
    }

    func testAt20x6TheMessageAndTheFocusedButtonAreOnScreen() throws {
        let run = try DialogRun(photos, width: 20, height: 6)
        let screen = run.tmux.waitForScreen("a message line and Keep") { $0.contains("This") && $0.contains("Keep") }
        XCTAssertFalse(screen.contains("too small"), screen)
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        run.assertTerminalRestored()
    }
}
