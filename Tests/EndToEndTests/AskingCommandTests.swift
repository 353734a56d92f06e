import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A progress box's command that asks on the terminal (sudo's password, ssh's host key): the box
/// steps aside while it asks — the main screen, cooked, the cursor shown, the command in the
/// foreground — and comes back after; the command's status is still ours.
final class AskingCommandTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    /// Shows a line in the box, waits for the test's `ask` file, asks once (the prompt written
    /// before the read, as a shell script writes it), says what it read, then waits for `go`.
    private static let asking = "printf 'Password: ' >/dev/tty; read -r pw </dev/tty; echo got-$pw; "
        + "until [ -f go ]; do sleep 0.02; done; exit 0"

    /// The box shown first, then the command asks: the box is aside, the prompt on the main screen.
    private func startAsking(_ question: String = asking) throws -> DialogRun {
        let script = "echo 40 >&3; echo preparing; until [ -f ask ]; do sleep 0.02; done; " + question
        let run = try DialogRun("--progress -t Installing -- sh -c \(Tmux.quote(script))")
        run.tmux.waitFor("preparing")
        XCTAssertTrue(run.tmux.modes().alternate, "the box is shown first")
        try Data().write(to: run.tmux.workDir.appendingPathComponent("ask"))
        run.tmux.waitForScreen("the question on the main screen, the box aside") {
            $0.contains("Password:") && !$0.contains("Installing")
        }
        let modes = run.tmux.modes()
        XCTAssertFalse(modes.alternate, "the alternate screen left while it asks")
        XCTAssertTrue(modes.cursorVisible, "the cursor shown while it asks")
        XCTAssertEqual(run.tmux.sttyFromOutside(), run.tmux.read("stty.before"), "cooked while it asks")
        return run
    }

    func testTheBoxStepsAsideWhileTheCommandAsksAndComesBack() throws {
        let run = try startAsking()
        run.tmux.type("secret")
        run.tmux.send("Enter")
        run.tmux.waitForScreen("the box back, with what the command read") {
            $0.contains("Installing") && $0.contains("got-secret") && !$0.contains("Password:")
        }
        XCTAssertTrue(run.tmux.modes().alternate, "the box is on the alternate screen again")
        XCTAssertNotEqual(run.tmux.sttyFromOutside(), run.tmux.read("stty.before"), "raw again")
        try Data().write(to: run.tmux.workDir.appendingPathComponent("go"))
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "")
        run.assertTerminalRestored()
    }

    func testTheCommandsStatusAfterItAskedIsOurs() throws {
        let run = try startAsking("printf 'Password: ' >/dev/tty; read -r pw </dev/tty; echo wrong-$pw; exit 3")
        run.tmux.type("nope")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 3)
        XCTAssertEqual(run.stderr, "preparing\nwrong-nope\n", "the failed command's last lines")
        run.assertTerminalRestored()
    }

    /// Ctrl-C while it asks goes to the command's group, as in a shell: it dies of it, and that is the status.
    func testCtrlCWhileItAsksGoesToTheCommand() throws {
        let run = try startAsking()
        run.tmux.send("C-c")
        XCTAssertEqual(run.status(), 130)
        run.assertTerminalRestored()
    }

    /// A signal to popupctl while the command asks is answered within half a second, the terminal put back.
    func testASignalWhileItAsksIsAnsweredAtOnce() throws {
        let run = try startAsking()
        guard let pid = run.pid() else { return XCTFail("no pid") }
        let start = Date()
        kill(pid, SIGTERM)
        let exited = eventually("popupctl to end on SIGTERM", timeout: 5) { !ProcessState.isRunning(pid) }
        let seconds = Date().timeIntervalSince(start)
        print("SIGTERM while the command asks: popupctl ended in \(String(format: "%.3f", seconds)) s")
        XCTAssertTrue(exited)
        XCTAssertLessThan(seconds, 0.5)
        XCTAssertEqual(run.status(), 143)
        run.assertTerminalRestored()
    }

    /// dialog's --prgbox runs its command the same way: the box steps aside while it asks.
    func testDialogsProgramBoxStepsAsideToo() throws {
        let dialog = try CompatDifferentialTests.linkDirectory() + "/dialog"
        let script = "echo hi; until [ -f ask ]; do sleep 0.02; done; printf 'Name: ' >/dev/tty; read -r n </dev/tty; echo hello-$n"
        let run = try DialogRun("--prgbox Text \(Tmux.quote(script)) 20 60", program: dialog, stdout: "")
        run.tmux.waitFor("hi")
        try Data().write(to: run.tmux.workDir.appendingPathComponent("ask"))
        run.tmux.waitForScreen("the question on the main screen") { $0.contains("Name:") && !$0.contains("Text") }
        XCTAssertFalse(run.tmux.modes().alternate)
        run.tmux.type("bob")
        run.tmux.send("Enter")
        run.tmux.waitForScreen("the box back with the answer") { $0.contains("hello-bob") && $0.contains("OK") }
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        run.assertTerminalRestored()
    }
}
