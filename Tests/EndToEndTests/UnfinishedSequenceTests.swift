import Foundation
import XCTest

/// Keys that begin an escape sequence and never finish it (Alt-] is ESC ], an OSC; a paste start
/// without its end) on a real terminal: the keys after them still act.
final class UnfinishedSequenceTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    func testAltKeysThatBeginSequencesDoNotSwallowTheNextKeys() throws {
        for altKey in ["M-]", "M-P", "M-O", "M-["] {
            let run = try DialogRun("-t T -b A -b B")
            run.tmux.waitFor("[ A ]")
            run.tmux.send(altKey)
            run.tmux.send("Right")
            run.tmux.send("Enter")
            XCTAssertEqual(run.status(), 1, "\(altKey), Right, Enter chooses B")
            run.assertTerminalRestored()
        }
        // All in one read: the arrow cuts the would-be sequence short.
        let run = try DialogRun("-t T -b A -b B")
        run.tmux.waitFor("[ A ]")
        run.tmux.send("M-]", "Right", "Enter")
        XCTAssertEqual(run.status(), 1)
    }

    /// The text of the paste shows once the paste has been quiet long enough to count as ended
    /// (seconds: a slow link stalls); the keys after it are keys again.
    func testAPasteStartWithoutItsEndEndsAfterItsQuietTime() throws {
        let run = try DialogRun("-t T -i Note -b A -b B")
        run.tmux.waitFor("[ A ]")
        run.tmux.sendBytes(Array("\u{1B}[200~pasted".utf8))
        run.tmux.waitFor("pasted", timeout: 15)
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "pasted\n")
        run.assertTerminalRestored()
    }
}
