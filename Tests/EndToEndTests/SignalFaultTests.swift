import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Signals from outside, under dash and bash (an interactive bash repairs some leaks by itself and
/// would hide them): each ends popupctl with 128 + the signal and leaves the terminal as it was.
final class SignalFaultTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    static let shells = ["sh", "bash"]

    /// Starts the same dialog under every shell at once (they wait in parallel), then checks each.
    private func underEachShell(_ command: String = "-m 'Signal me' -b OK", before: String = "echo BEFORE-MARKER",
                                _ check: (DialogRun, String) throws -> Void) throws {
        let runs = try Self.shells.map { try DialogRun(command, shell: $0, before: before) }
        for (run, shell) in zip(runs, Self.shells) { try check(run, shell) }
    }

    func testTerminatingSignalsExitWith128PlusTheSignal() throws {
        for (signal, status) in [(SIGTERM, 143), (SIGHUP, 129), (SIGQUIT, 131), (SIGINT, 130)] {
            try underEachShell { run, shell in
                run.tmux.waitFor("[ OK ]")
                guard let pid = run.pid() else { return }
                kill(pid, signal)
                XCTAssertEqual(run.status(), status, "signal \(signal) under \(shell)")
                run.assertTerminalRestored()
                run.assertBracketedPasteOff()
            }
        }
    }

    /// SIGILL and SIGTRAP are what a Swift trap (bounds, force unwrap) raises: the crash handler
    /// must put the terminal back before the process dies of the signal.
    func testCrashSignalsRestoreTheTerminalBeforeDying() throws {
        try assertEachRestoresTheTerminalBeforeDying([SIGILL, SIGTRAP])
    }

    /// Every other signal whose default action ends the process (signal(7)): the terminal is put
    /// back first, then popupctl dies of the signal as it would have.
    func testEveryOtherTerminatingSignalRestoresTheTerminalBeforeDying() throws {
        try assertEachRestoresTheTerminalBeforeDying([SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGIO, SIGPWR,
                                                      SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGSYS,
                                                      __libc_current_sigrtmin(), __libc_current_sigrtmax()])
    }

    private func assertEachRestoresTheTerminalBeforeDying(_ signals: [Int32]) throws {
        for signal in signals {
            try underEachShell(before: "ulimit -c 0") { run, shell in
                run.tmux.waitFor("[ OK ]")
                guard let pid = run.pid() else { return }
                kill(pid, signal)
                XCTAssertEqual(run.status(), 128 + Int(signal), "death by signal \(signal) under \(shell)")
                run.assertTerminalRestored()
                run.assertBracketedPasteOff()
            }
        }
    }

    /// Keys typed while the dialog ends were typed for it: none is left for the shell to read.
    /// popupctl is stopped so that the keys wait unread, then ended with SIGTERM.
    func testKeysTypedAsTheDialogEndsNeverReachTheShell() throws {
        try underEachShell { run, shell in
            run.tmux.waitFor("[ OK ]")
            guard let pid = run.pid() else { return }
            // The terminal's replies to the dialog's queries read first: they are no keys of ours.
            Poll.until(timeout: 10) { run.tmux.unreadInput() == 0 }
            kill(pid, SIGSTOP)
            run.tmux.type("typed")
            Poll.until(timeout: 10) { run.tmux.unreadInput() >= 5 }
            XCTAssertEqual(run.tmux.unreadInput(), 5, "the keys wait unread")
            kill(pid, SIGTERM)
            kill(pid, SIGCONT)
            XCTAssertEqual(run.status(), 143, shell)
            run.tmux.type("after")
            run.tmux.send("Enter")
            XCTAssertEqual(run.tmux.waitForFile("pasted.txt"), "after\n", "what the shell read next (\(shell))")
        }
    }

    /// A signal the shell chose to ignore stays ignored: it neither ends nor disturbs the dialog.
    func testAnIgnoredSignalStaysIgnored() throws {
        try underEachShell(before: "trap '' USR1") { run, shell in
            run.tmux.waitFor("[ OK ]")
            guard let pid = run.pid() else { return }
            kill(pid, SIGUSR1)
            run.tmux.send("Enter")
            XCTAssertEqual(run.status(), 0, shell)
            run.assertTerminalRestored()
        }
    }

    /// The shell ignores SIGHUP, so no signal reaches popupctl: it must notice the end of the
    /// terminal on its own (end of file on /dev/tty) and exit, not spin on a dead descriptor.
    func testTerminalClosingUnderItEndsTheProgram() throws {
        try underEachShell(before: "trap '' HUP") { run, shell in
            run.tmux.waitFor("[ OK ]")
            _ = try? run.tmux.tmux(["kill-pane", "-t", "main"])
            run.waitForExit()
            XCTAssertEqual(run.status(), 129, shell)
        }
        // And with the shell dying of the hangup too (the usual case): popupctl is gone.
        try underEachShell { run, _ in
            run.tmux.waitFor("[ OK ]")
            _ = try? run.tmux.tmux(["kill-server"])
            run.waitForExit()
        }
    }
}
