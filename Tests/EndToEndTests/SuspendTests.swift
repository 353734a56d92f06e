import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-Z and `fg` under a job-control shell (`set -m`, in dash as in bash): while stopped the
/// terminal is the shell's, cooked and echoing; after `fg` the dialog is drawn again, in raw mode.
final class SuspendTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private func start(shell: String) throws -> Tmux {
        let script = """
        set -m
        stty -g > stty.before
        sh -c 'echo $$ > popupctl.pid; exec popupctl -m "Suspend me" -b OK' > out.txt 2> err.txt
        st=$?
        stty -g > stty.stopped
        echo "$st" > stopped.tmp && mv stopped.tmp stopped
        IFS= read -r typed
        echo "$typed" > typed.txt
        fg > /dev/null
        st=$?
        stty -g > stty.after
        echo "$st" > status.tmp && mv status.tmp status
        """
        return try Tmux(script: script, shell: shell)
    }

    private func assertSuspendedAndResumed(_ tmux: Tmux, shell: String, stop: () -> Void) {
        tmux.waitFor("[ OK ]")
        let rawOutside = tmux.sttyFromOutside()
        stop()
        XCTAssertEqual(tmux.waitForFile("stopped"), "148\n", "the shell saw the job stop (\(shell))")
        XCTAssertEqual(tmux.read("stty.stopped"), tmux.read("stty.before"), "cooked while stopped (\(shell))")
        XCTAssertNotEqual(rawOutside, tmux.read("stty.before"), "raw while shown (\(shell))")
        let modes = tmux.modes()
        XCTAssertFalse(modes.alternate, shell)
        XCTAssertTrue(modes.cursorVisible, shell)
        XCTAssertFalse(modes.mouse, shell)
        // The terminal echoes what is typed at the shell while the dialog is stopped.
        tmux.type("typed while stopped")
        tmux.waitFor("typed while stopped")
        tmux.send("Enter")
        XCTAssertEqual(tmux.waitForFile("typed.txt"), "typed while stopped\n")

        // fg: drawn whole again on the alternate screen, and raw again.
        tmux.waitForScreen("the dialog redrawn after fg") { $0.contains("[ OK ]") && !$0.contains("typed while stopped") }
        XCTAssertTrue(tmux.modes().alternate, shell)
        XCTAssertEqual(tmux.sttyFromOutside(), rawOutside, "raw again after fg (\(shell))")
        tmux.send("Enter")
        XCTAssertEqual(tmux.waitForFile("status"), "0\n", shell)
        XCTAssertEqual(tmux.read("stty.after"), tmux.read("stty.before"), shell)
        XCTAssertFalse(tmux.modes().alternate, shell)
        XCTAssertTrue(tmux.modes().cursorVisible, shell)
    }

    func testCtrlZThenFgUnderDashAndBash() throws {
        let runs = try ["sh", "bash"].map { (try start(shell: $0), $0) }
        for (tmux, shell) in runs {
            assertSuspendedAndResumed(tmux, shell: shell) { tmux.send("C-z") }
        }
    }

    /// SIGTSTP sent by another process (not typed) takes the same way.
    func testSIGTSTPFromOutsideThenFg() throws {
        let runs = try ["sh", "bash"].map { (try start(shell: $0), $0) }
        for (tmux, shell) in runs {
            assertSuspendedAndResumed(tmux, shell: shell) {
                guard let pid = tmux.waitForFile("popupctl.pid").flatMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
                else { return }
                kill(pid, SIGTSTP)
            }
        }
    }

    /// SIGTTIN and SIGTTOU from another process are stops too: handled as SIGTSTP is, the
    /// terminal put back before the shell's prompt, never left in the alternate screen.
    func testSIGTTINAndSIGTTOUFromOutsideSuspendLikeCtrlZ() throws {
        for signal in [SIGTTIN, SIGTTOU] {
            let tmux = try start(shell: "sh")
            assertSuspendedAndResumed(tmux, shell: "sh, signal \(signal)") {
                guard let pid = tmux.waitForFile("popupctl.pid").flatMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
                else { return }
                kill(pid, signal)
            }
        }
    }

    /// Started in the background (`popupctl &`): taking the terminal stops it (SIGTTOU) until `fg`,
    /// and `fg` draws it; the wait that `fg` interrupts is taken up again, not an error.
    /// (dash: a non-interactive bash with `set -m` lets its background jobs have the terminal, so
    /// nothing stops there; an interactive bash behaves as dash does, checked by hand.)
    func testStartedInTheBackgroundThenFg() throws {
        for shell in ["sh"] {
            let script = """
            set -m
            stty -g > stty.before
            popupctl -m 'Started in the background' -b OK > out.txt 2> err.txt &
            # jobs in a pipeline runs in a subshell, which has no jobs: through a file.
            until jobs -l > jobs.txt; grep -q Stopped jobs.txt; do sleep 0.05; done
            echo stopped > stopped
            fg > /dev/null
            st=$?
            stty -g > stty.after
            echo "$st" > status.tmp && mv status.tmp status
            """
            let tmux = try Tmux(script: script, shell: shell)
            XCTAssertEqual(tmux.waitForFile("stopped"), "stopped\n", "stopped until fg (\(shell))")
            tmux.waitFor("[ OK ]")
            tmux.send("Enter")
            XCTAssertEqual(tmux.waitForFile("status"), "0\n", "\(shell): \(tmux.read("err.txt"))")
            XCTAssertEqual(tmux.read("out.txt"), "OK\n")
            XCTAssertEqual(tmux.read("stty.after"), tmux.read("stty.before"), shell)
        }
    }
}
