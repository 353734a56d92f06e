import Foundation
import XCTest

/// `--timeout` around a command is what `timeout(1)` is: the command is stopped and the status
/// says the time ran out (124), in a terminal and without one.
final class ProgressTimeoutTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    func testTimeoutStopsTheCommandAndExits124() throws {
        let script = "echo 10; echo $$ > child.pid; exec sleep 100"
        let run = try DialogRun("--progress --timeout 1 -t Building -- sh -c \(Tmux.quote(script))")
        run.tmux.waitFor("10%")
        guard let child = run.tmux.waitForFile("child.pid").flatMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        else { return XCTFail("no pid") }
        XCTAssertEqual(run.status(), 124, "the time ran out, as timeout(1) says it")
        XCTAssertFalse(ProcessState.isRunning(child), "the command was stopped")
        XCTAssertEqual(run.stdout, "")
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
