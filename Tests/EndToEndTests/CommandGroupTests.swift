import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The command a progress box runs lives and dies with popupctl: Ctrl-Z stops it too and `fg`
/// continues both; it gets no terminal to be stopped on; a command that ignores SIGTERM never
/// holds popupctl's exit, and SIGKILL of popupctl does not leave its group running.
final class CommandGroupTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private func number(_ tmux: Tmux, _ file: String) -> Int32? {
        tmux.waitForFile(file).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Waits until `pid` is gone (a zombie counts as gone); false when it is still there at the deadline.
    private func waitUntilGone(_ pid: Int32, timeout: TimeInterval) -> Bool {
        Poll.until(timeout: timeout) { !ProcessState.isRunning(pid) }.met
    }

    func testCtrlZStopsTheCommandTooAndFgContinuesBoth() throws {
        let command = "i=0; echo $$ > child.pid; while :; do i=$((i+1)); echo $i > count.tmp; mv count.tmp count; echo line $i; sleep 0.05; done"
        let script = """
        set -m
        popupctl --progress -t Busy -- sh -c \(Tmux.quote(command)) > out.txt 2> err.txt
        echo $? > stopped
        until [ -e go ]; do sleep 0.05; done
        fg > /dev/null
        echo $? > status
        """
        let tmux = try Tmux(script: script)
        tmux.waitFor("line 2")
        guard let child = number(tmux, "child.pid") else { return XCTFail("no pid") }
        tmux.send("C-z")
        XCTAssertEqual(tmux.waitForFile("stopped"), "148\n")
        // Stopped, it writes no more: its state is T, and its count stands still.
        Poll.until(timeout: 5) { ProcessState.state(child) == "T" }
        XCTAssertEqual(ProcessState.state(child), "T", "the command's group is stopped with popupctl")
        let count = tmux.read("count")
        let still = Poll.until(timeout: 0.3, { tmux.read("count") }, { $0 != count })
        XCTAssertEqual(still.value, count, "the command went on while popupctl was stopped")
        _ = FileManager.default.createFile(atPath: tmux.workDir.appendingPathComponent("go").path, contents: Data())
        tmux.waitForScreen("the command going on after fg") { _ in tmux.read("count") != count }
        XCTAssertNotEqual(ProcessState.state(child), "T")
        tmux.send("C-c")
        XCTAssertEqual(tmux.waitForFile("status"), "130\n")
    }

    /// sudo and ssh ask on /dev/tty: the command is given the terminal (the box steps aside,
    /// `AskingCommandTests`), never stopped for ever behind a pulsing bar, and reads the answer.
    func testACommandReadingTheTerminalIsGivenIt() throws {
        let run = try DialogRun("--progress -t Asking -- sh -c 'echo $$ > child.pid; echo 10 >&3; read answer < /dev/tty || exit 3; echo got $answer; exit 4'")
        guard let child = number(run.tmux, "child.pid") else { return XCTFail("no pid") }
        eventually("the command in the foreground", describe: { ProcessState.describe(child) }) {
            ProcessState.isInForeground(child) && ProcessState.state(child) != "T"
        }
        XCTAssertFalse(run.tmux.modes().alternate, "the box aside")
        run.tmux.type("yes")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 4)
        XCTAssertEqual(run.stderr, "got yes\n", "the command's last lines")
        run.assertTerminalRestored()
    }

    /// A command that ignores SIGTERM: popupctl answers Ctrl-C and SIGTERM within half a second
    /// all the same, and the command's group is killed once the grace has passed.
    func testACommandIgnoringSIGTERMNeverHoldsTheExit() throws {
        let command = "trap '' TERM; echo $$ > child.pid; sleep 100 & echo $! > grandchild.pid; echo 10 >&3; while :; do sleep 0.1; done"
        for stop in ["Ctrl-C", "SIGTERM"] {
            let run = try DialogRun("--progress -t Stubborn -- sh -c \(Tmux.quote(command))")
            run.tmux.waitFor("10%")
            guard let child = number(run.tmux, "child.pid"), let grandchild = number(run.tmux, "grandchild.pid"),
                  let pid = run.pid() else { return XCTFail("no pids") }
            Latency.assertExit(run, "\(stop) with a command that ignores SIGTERM", status: stop == "Ctrl-C" ? 130 : 143) {
                if stop == "Ctrl-C" { run.tmux.send("C-c") } else { kill(pid, SIGTERM) }
            }
            run.assertTerminalRestored()
            XCTAssertTrue(waitUntilGone(child, timeout: 10), "the command outlived its grace")
            XCTAssertTrue(waitUntilGone(grandchild, timeout: 2), "what it started in its group outlived it")
        }
    }

    /// SIGKILL cannot be caught: the command's supervisor sees popupctl go and stops the group.
    func testSIGKILLOfPopupctlStopsTheCommandsGroup() throws {
        let command = "echo $$ > child.pid; sleep 100 & echo $! > grandchild.pid; echo 10 >&3; wait"
        let run = try DialogRun("--progress -t Killed -- sh -c \(Tmux.quote(command))")
        run.tmux.waitFor("10%")
        guard let child = number(run.tmux, "child.pid"), let grandchild = number(run.tmux, "grandchild.pid"),
              let pid = run.pid() else { return XCTFail("no pids") }
        kill(pid, SIGKILL)
        XCTAssertEqual(run.status(), 137)
        XCTAssertTrue(waitUntilGone(child, timeout: 5), "the command ran on after popupctl was killed")
        XCTAssertTrue(waitUntilGone(grandchild, timeout: 5), "its group ran on after popupctl was killed")
    }
}
