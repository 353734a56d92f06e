import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A person who stops a progress box never gets 0: `popupctl --progress -c Cancel -- ./deploy.sh
/// && echo deployed` must not say deployed after a Cancel, whatever the command does when it is
/// stopped. Finishing still gives 0, or the command's status.
final class ProgressStopTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    /// Fed from a FIFO whose writer waits for the file `go` before it ends the input.
    private func fedFromStdin(_ arguments: String) throws -> DialogRun {
        try DialogRun("--progress " + arguments + " < feed",
                      before: "echo BEFORE-MARKER; mkfifo feed; ( printf '40\\n'; until [ -f go ]; do sleep 0.02; done ) > feed &")
    }

    func testEscOnAProgressFedFromStdinIsAStop() throws {
        let run = try fedFromStdin("-t Copying")
        run.tmux.waitFor("40%")
        run.tmux.send("Escape")
        XCTAssertEqual(run.status(), 254)
        XCTAssertEqual(run.stdout, "")
        run.assertTerminalRestored()
    }

    func testACommandThatExitsZeroOnSIGTERMStillReadsAsStopped() throws {
        // The deploy script that cleans up and exits 0 when it is told to stop.
        let script = "trap 'exit 0' TERM; echo 10 >&3; sleep 30 & wait"
        for key in ["Enter", "Escape"] {
            let run = try DialogRun("--progress -t Deploying -c Cancel -- sh -c \(Tmux.quote(script))",
                                    stdout: "> out.txt && echo deployed > deployed.txt")
            run.tmux.waitFor("10%")
            run.tmux.send(key)
            XCTAssertEqual(run.status(), 254, key)
            XCTAssertEqual(run.tmux.read("deployed.txt"), "", "`&& echo deployed` ran after \(key)")
            run.assertTerminalRestored()
        }
    }

    func testTheJSONSaysTheStatusTheRunExitsWith() throws {
        let run = try fedFromStdin("-c Cancel -o json")
        run.tmux.waitFor("40%")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 254)
        XCTAssertTrue(run.stdout.contains(#""label":"Cancel""#) && run.stdout.contains(#""status":254"#), run.stdout)
    }

    /// Once the work has ended the box is finished, not stopped: --wait's OK after "Done" is 0.
    func testAButtonAfterTheWorkEndedIsNoStop() throws {
        let run = try DialogRun("--progress --wait -t Building -c Close -- sh -c 'echo 100; exit 0'")
        run.tmux.waitFor("Done")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0, "the command's status")
        run.assertTerminalRestored()
    }
}
