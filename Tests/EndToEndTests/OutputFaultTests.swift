import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Output that cannot go where it should: a closed stdout, a reader that left, a terminal that
/// stops reading in the middle of a frame.
final class OutputFaultTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    /// stdout closed (`>&-`): the answer cannot be written, so 125 and one line on stderr, never
    /// the answer written somewhere else (the terminal got descriptor 1 before this was fixed), and
    /// (issue 26 item 15) before anything is asked: nobody answers a question whose answer is lost.
    func testClosedStdoutIs125WithOneLineBeforeAsking() throws {
        for shell in ["sh", "bash"] {
            let run = try DialogRun("-m 'Report twice' -b Ping --stay -b Done", shell: shell, stdout: ">&-")
            XCTAssertEqual(run.status(), 125, shell)
            XCTAssertEqual(run.stderr, "popupctl: cannot write to stdout: stdout is closed\n", shell)
            XCTAssertFalse(run.tmux.screen().contains("Done"), "no dialog was shown (\(shell))")
            run.assertTerminalRestored()
            run.assertBracketedPasteOff()
        }
        // With nothing to print, nothing is lost: the dialog is asked as ever.
        let silent = try DialogRun("-m 'Only the status' -b Yes -o none", stdout: ">&-")
        silent.tmux.waitFor("[ Yes ]")
        silent.tmux.send("Enter")
        XCTAssertEqual(silent.status(), 0)
    }

    /// The reader of a pipe has gone by the time the answer is written (SIGPIPE/EPIPE).
    func testReaderGoneIs125WithOneLine() throws {
        for shell in ["sh", "bash"] {
            let run = try DialogRun("-m 'Nobody reads this' -b OK", shell: shell,
                                    before: "mkfifo answer.fifo; (: < answer.fifo; echo gone > reader.done) &",
                                    stdout: "> answer.fifo")
            run.tmux.waitFor("[ OK ]")
            _ = run.tmux.waitForFile("reader.done")
            run.tmux.send("Enter")
            XCTAssertEqual(run.status(), 125, shell)
            XCTAssertEqual(run.stderr, "popupctl: cannot write to stdout: broken pipe\n", shell)
            run.assertTerminalRestored()
        }
    }

    /// The tmux server is stopped, so nothing reads the terminal, while popupctl writes a frame far
    /// larger than the terminal's buffers. SIGTERM must still end it, with the terminal put back,
    /// without waiting for the reader to come back.
    func testSignalEndsAWriteThatWouldBlock() throws {
        for shell in ["sh", "bash"] {
            let run = try DialogRun("-m - --width 100% -b OK < message.txt", shell: shell, width: 400, height: 150,
                                    before: "yes 'lorem ipsum dolor sit amet' | head -n 5000 | tr '\\n' ' ' > message.txt")
            run.tmux.waitFor("[ OK ]")
            guard let pid = run.pid() else { return }
            let tty = run.tmux.paneTTY
            let server = run.tmux.serverPID
            // 0 would stop our own process group.
            guard server > 1 else { return XCTFail("no tmux server pid") }
            kill(server, SIGSTOP)
            defer { kill(server, SIGCONT) }
            // A new size makes popupctl draw a whole new frame (about 60 000 bytes at 399×150).
            XCTAssertEqual(try Tmux.run(["stty", "-F", tty, "cols", "399", "rows", "150"]).status, 0)
            waitUntil("popupctl waits for the terminal to take its frame (\(shell))", resume: server) {
                // poll(fds, 1, 100): the wait inside the terminal write, not the input loop's poll on
                // two descriptors; or write(2) itself, blocked, were the descriptor blocking.
                guard let call = ProcessState.systemCall(pid) else { return false }
                return call.isPoll(descriptors: 1, timeoutMilliseconds: 100) || call.isWrite
            }
            kill(pid, SIGTERM)
            // No tmux command until the server runs again: a stopped server would never answer.
            let endedWhileStopped = Poll.until(timeout: 5) { !ProcessState.isRunning(pid) }.met
            kill(server, SIGCONT)
            XCTAssertTrue(endedWhileStopped, "popupctl waited for the terminal to read again (\(shell))")
            XCTAssertEqual(run.status(), 143, shell)
            run.assertTerminalRestored()
            run.assertBracketedPasteOff()
        }
    }

    /// Polls `predicate`; on time out resumes the stopped `resume` process before failing.
    private func waitUntil(_ what: String, timeout: TimeInterval = 10, resume: Int32, file: StaticString = #filePath,
                           line: UInt = #line, _ predicate: () -> Bool) {
        if Poll.until(timeout: timeout, predicate).met { return }
        kill(resume, SIGCONT)
        XCTFail("timed out waiting until \(what)", file: file, line: line)
    }
}
