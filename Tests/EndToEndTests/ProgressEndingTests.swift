import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Around a command, a status that says why the box ended early: `--timeout` is what `timeout(1)`
/// is (124), and Ctrl-C is 130, as everywhere else; the command is stopped either way.
final class ProgressEndingTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    func testTimeoutStopsTheCommandAndExits124() throws {
        let script = "echo 10 >&3; echo $$ > child.pid; exec sleep 100"
        let run = try DialogRun("--progress --timeout 1 -t Building -- sh -c \(Tmux.quote(script))")
        run.tmux.waitFor("10%")
        guard let child = run.tmux.waitForFile("child.pid").flatMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        else { return XCTFail("no pid") }
        XCTAssertEqual(run.status(), 124, "the time ran out, as timeout(1) says it")
        XCTAssertFalse(ProcessState.isRunning(child), "the command was stopped")
        XCTAssertEqual(run.stdout, "")
        run.assertTerminalRestored()
    }

    /// With --wait the box stays at "Done" after the command: the time running out then is no
    /// reason to hide the command's success (`… && deploy` must still deploy).
    func testTimeoutAfterTheCommandEndedKeepsItsStatus() throws {
        let run = try DialogRun("--progress --wait --timeout 2 -t Building -- sh -c 'echo 100; exit 0'")
        run.tmux.waitFor("Done")
        XCTAssertEqual(run.status(), 0)
        run.assertTerminalRestored()
    }

    /// On the line prompt the terminal turns Ctrl-C into SIGINT (for the harness's shell too,
    /// so the signal is sent to popupctl alone here).
    func testCtrlCOnTheLinePromptExits130() throws {
        // On the line prompt the command's output is passed through as it comes (issue 30).
        let script = "echo started; echo $$ > child.pid; exec sleep 100"
        let run = try DialogRun("--progress -t Building -- sh -c \(Tmux.quote(script))", environment: ["TERM": "dumb"])
        run.tmux.waitFor("Building\nstarted")
        guard let pid = run.pid(),
              let child = run.tmux.waitForFile("child.pid").flatMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        else { return XCTFail("no pids") }
        kill(pid, SIGINT)
        XCTAssertEqual(run.status(), 130)
        XCTAssertFalse(ProcessState.isRunning(child), "the command was stopped")
        run.assertTerminalRestored()
    }
}

extension NoTerminalTests {
    /// In CI a command that hangs must not hang the job when the script gave a timeout.
    func testTimeoutWithoutATerminalStopsTheCommandToo() throws {
        let result = try run(["--progress", "--timeout", "1", "-t", "Building", "--", "sh", "-c", "echo 10; exec sleep 100"], deadline: 10)
        XCTAssertEqual(result.status, 124)
        XCTAssertEqual(result.stdout, "")
        let fed = try run(["--progress", "--timeout", "1", "-t", "Building"], input: nil, deadline: 10)
        XCTAssertEqual(fed.status, 0, "stdin at its end at once: completed before the time ran out")
    }
}
