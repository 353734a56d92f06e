import Foundation
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
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline {
                if let row = titleRow(run.tmux.screen()) {
                    if rows.last != row { rows.append(row) }
                    if row == finalRow, rows.count > 1 { break }
                }
            }
            XCTAssertGreaterThan(rows.count, 1, "\(transition): the box was seen at different rows: \(rows)")
            XCTAssertEqual(rows.last, finalRow, transition)
            run.tmux.send("Enter")
            XCTAssertEqual(run.status(), 0)
            run.assertTerminalRestored()
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
