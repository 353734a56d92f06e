import Foundation
import PopupTestSupport
import XCTest

final class TransitionEndToEndTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private func titleRow(_ screen: String) -> Int? {
        screen.components(separatedBy: "\n").firstIndex { $0.contains("Arriving") }
    }

    func testEntryIsSeenMovingAndEndsWhereNoneDraws() throws {
        let still = try DialogRun("--transition none -t Arriving -m 'Watch me' -b OK")
        still.tmux.waitFor("Watch me")
        let finalRow = titleRow(still.tmux.screen())
        still.tmux.send("Enter")
        XCTAssertEqual(still.status(), 0)

        for transition in ["bounce-up", "slide-down"] {
            let run = try DialogRun("--transition \(transition) -t Arriving -m 'Watch me' -b OK",
                                    environment: ["POPUPCTL_REDUCE_MOTION": "0"])
            var rows: [Int] = []
            // Read as often as tmux answers: the rows between come and go within a frame or two.
            Poll.until(timeout: 5, every: 0) {
                guard let row = titleRow(run.tmux.screen()) else { return false }
                if rows.last != row { rows.append(row) }
                return row == finalRow && rows.count > 1
            }
            XCTAssertGreaterThan(rows.count, 1, "\(transition): the box was seen at different rows: \(rows)")
            XCTAssertEqual(rows.last, finalRow, transition)
            run.tmux.send("Enter")
            XCTAssertEqual(run.status(), 0)
            run.assertTerminalRestored()
        }
    }

    /// Emoji whose width terminals disagree on (❤️ ⚠️: text characters with the emoji selector) must
    /// leave no debris behind a moving box: once the entry ends, the screen is exactly the still one.
    func testEmojiLeaveNoDebrisBehindAMovingBox() throws {
        let content = "-t '⚠️ Disk almost full' -m '❤️ Free 2 GB now?' -b '✅ Yes' --cancel '❌ No'"
        let still = try DialogRun("--transition none " + content)
        let expected = still.tmux.waitFor("Free 2 GB")
        still.tmux.send("Enter")
        XCTAssertNotNil(still.status())
        for transition in ["bounce-up", "slide-down"] {
            let run = try DialogRun("--transition \(transition) " + content, environment: ["POPUPCTL_REDUCE_MOTION": "0"])
            run.tmux.waitForScreen("the still frame after \(transition), and nothing else") { $0 == expected }
            run.tmux.send("Enter")
            XCTAssertNotNil(run.status())
        }
    }

    func testEnterDuringTheEntryChoosesTheDefault() throws {
        let run = try DialogRun("--transition bounce-up -m 'Quick' --cancel No -b Yes --default Yes",
                                environment: ["POPUPCTL_REDUCE_MOTION": "0"], before: "")
        run.tmux.waitForScreen("anything drawn") { $0.contains("─") }
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 1)
        XCTAssertEqual(run.stdout, "Yes\n")
    }
}
