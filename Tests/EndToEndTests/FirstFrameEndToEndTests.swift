import PopupTestSupport
import XCTest

/// With the settings a person gets (motion on, no `--transition`), the box is readable where it
/// stays from the first screen it shows: every screen tmux shows with the message on it has the
/// message, the buttons and the list's rows at the cells the still box draws them.
final class FirstFrameEndToEndTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private let content = "-t Arriving -m 'Watch me' --item 'alpha row' --item 'beta row' --cancel No -b Yes"
    private let texts = ["Watch me", "alpha row", "beta row", "No", "Yes"]

    /// Where each of `texts` is on `screen`, nil for one not there.
    private func cells(_ screen: String) -> [[Int]?] {
        let lines = screen.components(separatedBy: "\n")
        return texts.map { text in
            for (row, line) in lines.enumerated() {
                if let range = line.range(of: text) { return [line[..<range.lowerBound].count, row] }
            }
            return nil
        }
    }

    func testByDefaultTheBoxIsReadableWhereItStaysFromItsFirstScreen() throws {
        let still = try DialogRun("--transition none " + content)
        let settled = cells(still.tmux.waitFor("Watch me"))
        XCTAssertFalse(settled.contains { $0 == nil }, "the still box shows every text")
        still.tmux.send("Escape")
        XCTAssertNotNil(still.status())

        let run = try DialogRun(content, environment: ["POPUPCTL_REDUCE_MOTION": "0"])
        var seen: [[[Int]?]] = []
        // Read as often as tmux answers, from before the first frame until the box is in place:
        // a box that moves in is caught on its way.
        Poll.until(timeout: 5, every: 0) {
            let now = cells(run.tmux.screen())
            guard now[0] != nil else { return false }
            if seen.last != now { seen.append(now) }
            return now == settled
        }
        XCTAssertEqual(seen.first, settled, "the first screen with the message on it: \(seen)")
        XCTAssertEqual(seen.last, settled)
        run.tmux.send("Escape")
        XCTAssertEqual(run.status(), 255)
        run.assertTerminalRestored()
    }
}
