import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The line-based prompt on a real terminal: cooked mode, the kernel's line editing and signals,
/// and not one escape sequence in what it writes.
final class PlainModeTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private let dialog = "-t 'Delete 3 files?' -m 'They go for good.' --cancel '&Keep' -d '&Delete'"

    /// Starts popupctl after the test has begun recording every byte written to the pane.
    private func recorded(_ command: String, shell: String = "sh", environment: [String: String] = [:]) throws -> DialogRun {
        let run = try DialogRun(command, shell: shell, environment: environment, before: "IFS= read -r go")
        try run.tmux.tmux(["pipe-pane", "-t", "main", "-o", "cat >> \(Tmux.quote(run.tmux.workDir.path))/raw.bin"])
        run.tmux.send("Enter")
        return run
    }

    private func assertNoEscapeWritten(_ run: DialogRun, file: StaticString = #filePath, line: UInt = #line) {
        let raw = (try? Data(contentsOf: run.tmux.workDir.appendingPathComponent("raw.bin"))) ?? Data()
        XCTAssertFalse(raw.isEmpty, "nothing recorded", file: file, line: line)
        XCTAssertFalse(raw.contains(0x1B), "an escape sequence was written: \(String(decoding: raw, as: UTF8.self).debugDescription)",
                       file: file, line: line)
    }

    func testAnswerByNumberLabelAndHotkeyUnderDashAndBash() throws {
        for (shell, answer, status, label) in [("sh", "2", 1, "Delete"), ("bash", "keep", 0, "Keep"), ("sh", "d", 1, "Delete")] {
            let run = try recorded(dialog + " --plain", shell: shell)
            run.tmux.waitFor("Choose 1-2 [1]:")
            XCTAssertFalse(run.tmux.modes().alternate)
            run.tmux.type(answer)
            run.tmux.waitFor("[1]: \(answer)")
            run.tmux.send("Enter")
            XCTAssertEqual(run.status(), status, "\(shell) \(answer)")
            XCTAssertEqual(run.stdout, label + "\n")
            run.assertTerminalRestored()
            assertNoEscapeWritten(run)
        }
    }

    func testEmptyIsTheFirstFocusAndInvalidIsAskedAgain() throws {
        let run = try recorded(dialog + " --plain")
        run.tmux.waitFor("Choose 1-2 [1]:")
        run.tmux.type("7")
        run.tmux.send("Enter")
        run.tmux.waitFor("Please answer with a number from 1 to 2")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "Keep\n")
        assertNoEscapeWritten(run)
    }

    func testDumbTerminalAndAccessibleGetThePlainPrompt() throws {
        for environment in [["TERM": "dumb"], ["ACCESSIBLE": "1"]] {
            let run = try recorded(dialog, environment: environment)
            run.tmux.waitFor("Choose 1-2 [1]:")
            run.tmux.type("2")
            run.tmux.send("Enter")
            XCTAssertEqual(run.status(), 1, "\(environment)")
            assertNoEscapeWritten(run)
        }
    }

    func testEndOfFileCtrlCAndTimeout() throws {
        let eof = try DialogRun(dialog + " --plain")
        eof.tmux.waitFor("Choose 1-2")
        eof.tmux.send("C-d")
        XCTAssertEqual(eof.status(), 255)

        // In cooked mode Ctrl-C signals the whole foreground group: a non-interactive dash dies of
        // it with popupctl (bash waits to see how its child ended), so under dash the script
        // ignores SIGINT to be there to record popupctl's own status.
        for (shell, before) in [("sh", "trap '' INT"), ("bash", ":")] {
            let interrupted = try DialogRun(dialog + " --plain", shell: shell, before: before)
            interrupted.tmux.waitFor("Choose 1-2")
            interrupted.tmux.send("C-c")
            XCTAssertEqual(interrupted.status(), 130, shell)
            interrupted.assertTerminalRestored()
        }

        let timeout = try DialogRun(dialog + " --plain --timeout 0.5")
        XCTAssertEqual(timeout.status(), 124)
        let chosen = try DialogRun(dialog + " --plain --timeout 0.5 --default Delete")
        XCTAssertEqual(chosen.status(), 1)
        XCTAssertEqual(chosen.stdout, "Delete\n")
    }

    /// The terminal closing under the prompt ends it as SIGHUP would (129), not as Ctrl-D (255).
    func testTerminalClosingIs129() throws {
        let run = try DialogRun(dialog + " --plain", before: "trap '' HUP")
        run.tmux.waitFor("Choose 1-2")
        _ = try? run.tmux.tmux(["kill-pane", "-t", "main"])
        run.waitForExit()
        XCTAssertEqual(run.status(), 129)
    }

    /// A password is typed with echo off; Ctrl-C in the middle still gives the echo back.
    func testPasswordEchoOffAndRestoredOnCtrlC() throws {
        let run = try DialogRun("-m 'Log in' -p Password -b OK --plain", shell: "bash")
        run.tmux.waitFor("Password:")
        XCTAssertNotEqual(run.tmux.sttyFromOutside(), run.tmux.read("stty.before"), "echo off while typing")
        run.tmux.type("hunter2")
        run.tmux.send("C-c")
        XCTAssertEqual(run.status(), 130)
        XCTAssertFalse(run.tmux.screen().contains("hunter2"))
        run.assertTerminalRestored()
    }

    /// A line left unfinished (a password typed without Enter) never reaches the shell, however
    /// the prompt ends, and the prompt ends its line: the shell reads only what is typed after,
    /// and echoes it on a line of its own.
    func testAnUnfinishedLineNeverReachesTheShell() throws {
        for shell in ["sh", "bash"] {
            let timedOut = try DialogRun("-t Login -p Password -b OK -T 2 --plain", shell: shell)
            timedOut.tmux.waitFor("Password:")
            timedOut.tmux.type("hunter2")
            XCTAssertEqual(timedOut.status(), 124, shell)
            assertOnlyLaterInputReachesTheShell(timedOut)
            timedOut.assertTerminalRestored()

            for signal in [SIGTERM, SIGHUP] {
                // A visible field, so that the test knows the keys have arrived before the signal.
                let run = try DialogRun("-t Login -i Name -b OK --plain", shell: shell)
                run.tmux.waitFor("Name:")
                run.tmux.type("hunter2")
                run.tmux.waitFor("Name: hunter2")
                guard let pid = run.pid() else { continue }
                kill(pid, signal)
                XCTAssertEqual(run.status(), 128 + Int(signal), "\(shell) \(signal)")
                assertOnlyLaterInputReachesTheShell(run)
            }
        }
    }

    private func assertOnlyLaterInputReachesTheShell(_ run: DialogRun, file: StaticString = #filePath, line: UInt = #line) {
        run.tmux.type("after")
        let screen = run.tmux.waitFor("after", file: file, line: line)
        let row = screen.components(separatedBy: "\n").first { $0.contains("after") } ?? ""
        XCTAssertEqual(row.trimmingCharacters(in: .whitespaces), "after", "echoed on a line of its own", file: file, line: line)
        run.tmux.send("Enter")
        XCTAssertEqual(run.tmux.waitForFile("pasted.txt", file: file, line: line), "after\n", "what the shell read",
                       file: file, line: line)
    }

    /// Esc, a cancel that skips the check of a required field, and a hotkey shown and typed.
    func testEscapeCancelAndHotkeys() throws {
        let dismissed = try DialogRun("-i Name --required -b Save --cancel Cancel --plain")
        dismissed.tmux.waitFor("Name:")
        dismissed.tmux.send("Escape", "Enter")
        XCTAssertEqual(dismissed.status(), 255)

        let cancelled = try DialogRun("-i Name --required -b Save --cancel Cancel --plain")
        cancelled.tmux.waitFor("Name:")
        cancelled.tmux.send("Enter")
        cancelled.tmux.waitFor("Choose 1-2 [1]:")
        cancelled.tmux.type("2")
        cancelled.tmux.send("Enter")
        XCTAssertEqual(cancelled.status(), 1)

        let hotkey = try DialogRun("-b Open -b 'Open &folder' --plain")
        hotkey.tmux.waitFor("2) Open folder [f]")
        hotkey.tmux.type("f")
        hotkey.tmux.send("Enter")
        XCTAssertEqual(hotkey.status(), 1)
        XCTAssertEqual(hotkey.stdout, "Open folder\n")
    }

    /// Ctrl-Z at the plain prompt stops it like any line-reading program; `fg` asks again.
    func testCtrlZStopsAndFgContinues() throws {
        let script = """
        set -m
        stty -g > stty.before
        popupctl -m 'Plain and stopped' -b One -b Two --plain > out.txt 2> err.txt
        echo "$?" > stopped
        fg > /dev/null
        st=$?
        stty -g > stty.after
        echo "$st" > status
        """
        let tmux = try Tmux(script: script)
        tmux.waitFor("Choose 1-2")
        tmux.send("C-z")
        XCTAssertEqual(tmux.waitForFile("stopped"), "148\n")
        tmux.waitForScreen("the question asked again after fg") { $0.components(separatedBy: "Choose 1-2").count >= 3 }
        tmux.type("2")
        tmux.send("Enter")
        XCTAssertEqual(tmux.waitForFile("status"), "1\n")
        XCTAssertEqual(tmux.read("out.txt"), "Two\n")
        XCTAssertEqual(tmux.read("stty.after"), tmux.read("stty.before"))
    }
}
