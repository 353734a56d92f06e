import Foundation
import PopupTestSupport
import XCTest

/// Keys typed before the dialog is on screen are no answer to it: a Tab and an Enter typed ahead
/// (a habit, a key held down, a paste into the wrong window) must not choose Delete unseen.
final class TypeAheadTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    /// The script waits for a `go` file before starting popupctl; the keys are typed while it
    /// waits, and `go` is made only once the terminal holds them unread.
    private func typedAhead(_ command: String, shell: String, keys: [String]) throws -> DialogRun {
        let run = try DialogRun(command, shell: shell,
                                before: "echo TYPE-NOW; until [ -e go ]; do sleep 0.05; done")
        run.tmux.waitFor("TYPE-NOW")
        for key in keys { run.tmux.send(key) }
        Poll.until(timeout: 5) { run.tmux.unreadInput() >= 2 }
        XCTAssertGreaterThanOrEqual(run.tmux.unreadInput(), 2, "the keys wait unread")
        _ = FileManager.default.createFile(atPath: run.tmux.workDir.appendingPathComponent("go").path, contents: Data())
        return run
    }

    func testKeysTypedBeforeTheDialogAreDropped() throws {
        for shell in ["sh", "bash"] {
            let run = try typedAhead("-t 'Delete 214 photos?' --cancel Keep --destructive Delete", shell: shell,
                                     keys: ["Tab", "Enter"])
            run.tmux.waitFor("( Keep )")
            run.tmux.send("Enter")
            XCTAssertEqual(run.status(), 0, "Keep, chosen after the dialog showed, under \(shell)")
            XCTAssertEqual(run.stdout, "Keep\n")
            run.assertTerminalRestored()
        }
    }

    func testALineTypedBeforeThePlainPromptIsDropped() throws {
        let run = try typedAhead("--plain -t 'Delete 214 photos?' --cancel Keep --destructive Delete", shell: "sh",
                                 keys: ["2", "Enter"])
        run.tmux.waitFor("Choose 1-2 [1]:")
        run.tmux.type("1")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "Keep\n")
    }
}
