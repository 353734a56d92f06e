import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Two popupctl processes on one terminal (two background jobs of one script): the second waits
/// for the first to close instead of drawing over it and saving its raw settings as "the original".
final class TerminalLockTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private func start(shell: String, first: String = "-m 'First dialog' -b One",
                       second: String = "-m 'Second dialog' -b Two") throws -> Tmux {
        let script = """
        stty -g > stty.before
        sh -c 'echo $$ > first.pid; exec "$0" "$@"' popupctl \(first) > first.out 2> first.err &
        one=$!
        sh -c 'echo $$ > second.pid; exec "$0" "$@"' popupctl \(second) > second.out 2> second.err &
        two=$!
        wait $one; echo "$?" > first.status
        wait $two; echo "$?" > second.status
        stty -g > stty.after
        echo done > all.done
        """
        return try Tmux(script: script, shell: shell)
    }

    private func pid(_ tmux: Tmux, _ name: String) -> Int32? {
        tmux.waitForFile(name).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Waiting for the lock: asleep in poll(NULL, 0, 100) between tries, drawing nothing.
    private func waitUntilWaitingForTheLock(_ pid: Int32, file: StaticString = #filePath, line: UInt = #line) {
        eventually("process \(pid) to wait for the terminal", describe: { ProcessState.describe(pid) }, file: file, line: line) {
            ProcessState.systemCall(pid)?.isPoll(descriptors: 0, timeoutMilliseconds: 100) == true
        }
    }

    func testSecondDialogWaitsForTheFirst() throws {
        let runs = try ["sh", "bash"].map { (try start(shell: $0), $0) }
        for (tmux, shell) in runs {
            let screen = tmux.waitForScreen("one of the dialogs") { $0.contains("First dialog") || $0.contains("Second dialog") }
            let (shown, waiting) = screen.contains("First dialog") ? ("First", "Second") : ("Second", "First")
            guard let waiter = pid(tmux, waiting.lowercased() + ".pid") else { return }
            waitUntilWaitingForTheLock(waiter)
            XCTAssertFalse(tmux.screen().contains("\(waiting) dialog"), "drawn over (\(shell))")
            tmux.send("Enter")
            tmux.waitForScreen("the \(waiting.lowercased()) dialog, alone") {
                $0.contains("\(waiting) dialog") && !$0.contains("\(shown) dialog")
            }
            tmux.send("Enter")
            _ = tmux.waitForFile("all.done")
            XCTAssertEqual(tmux.read("first.status"), "0\n", shell)
            XCTAssertEqual(tmux.read("second.status"), "0\n", shell)
            XCTAssertEqual(tmux.read("first.out") + tmux.read("second.out"), "One\nTwo\n", shell)
            XCTAssertEqual(tmux.read("stty.after"), tmux.read("stty.before"), "termios (\(shell))")
            let modes = tmux.modes()
            XCTAssertFalse(modes.alternate, shell)
            XCTAssertTrue(modes.cursorVisible, shell)
            XCTAssertFalse(modes.mouse, shell)
        }
    }

    /// A waiting dialog that is told to stop ends at once (143) and leaves the shown one alone.
    func testWaiterEndedBySignalLeavesTheShownDialogAlone() throws {
        let tmux = try start(shell: "sh")
        let screen = tmux.waitForScreen("one of the dialogs") { $0.contains("First dialog") || $0.contains("Second dialog") }
        let waiting = screen.contains("First dialog") ? "second" : "first"
        guard let waiter = pid(tmux, waiting + ".pid") else { return }
        waitUntilWaitingForTheLock(waiter)
        kill(waiter, SIGTERM)
        Poll.until(timeout: 5) { !ProcessState.isRunning(waiter) }
        XCTAssertFalse(ProcessState.isRunning(waiter), "the waiter ended at once")
        XCTAssertEqual(tmux.screen(), screen, "the shown dialog was not touched")
        tmux.send("Enter")
        _ = tmux.waitForFile("all.done")
        XCTAssertEqual(tmux.read("\(waiting).status"), "143\n")
        XCTAssertEqual(tmux.read("stty.after"), tmux.read("stty.before"))
        XCTAssertEqual(tmux.read("\(waiting).err"), "")
    }

    /// A holder killed with SIGKILL (no handler runs) leaves no lock behind: the kernel drops it.
    func testKilledHolderLeavesNoStaleLock() throws {
        let tmux = try start(shell: "sh")
        let screen = tmux.waitForScreen("one of the dialogs") { $0.contains("First dialog") || $0.contains("Second dialog") }
        let (shown, waiting) = screen.contains("First dialog") ? ("first", "Second") : ("second", "First")
        guard let holder = pid(tmux, shown + ".pid") else { return }
        kill(holder, SIGKILL)
        tmux.waitFor("\(waiting) dialog")
        tmux.send("Enter")
        _ = tmux.waitForFile("all.done")
        XCTAssertEqual(tmux.read("\(waiting.lowercased()).status"), "0\n")
    }
}
