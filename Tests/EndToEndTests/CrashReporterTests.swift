import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Issue 26 item 1: Swift's crash reporter never takes the terminal. With stdin and stdout both
/// terminals it would wait 30 s for a key (and Ctrl-C there left the terminal without echo);
/// popupctl's fault handler, installed first thing, puts the terminal back and gives the reporter
/// /dev/null for a keyboard, so it ends at once. Needs gdb (and leave to attach) to make a real fault.
final class CrashReporterTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    /// Sends the program in `pid` to address 0, as a bug would; nil (and the process ended) when
    /// gdb cannot attach here.
    private func fault(_ pid: Int32) throws {
        guard RepositoryPaths.has("gdb") else { throw XCTSkip("gdb is not installed") }
        let gdb = try Tmux.run(["gdb", "-p", "\(pid)", "-batch", "-ex", "set $pc = 0", "-ex", "detach"])
        if gdb.output.contains("ptrace: Operation not permitted") || gdb.output.contains("Could not attach") {
            kill(pid, SIGKILL)
            throw XCTSkip("gdb may not attach here: \(gdb.output.prefix(200))")
        }
    }

    /// popupctl at a prompt, stdin and stdout the terminal, waiting for a message typed on stdin
    /// (before any dialog, where an argument once crashed it): a crash there is reported and ends
    /// the process at once, nothing waits for a key, the terminal's modes are as they were.
    func testACrashReportWaitsForNoKey() throws {
        let tmux = try Tmux(script: """
            stty -g > stty.before
            sh -c 'echo $$ > popupctl.pid; exec popupctl -m -' 2> report.txt
            echo "status $?" > status.txt
            stty -g > stty.after
            """)
        guard let pid = tmux.waitForFile("popupctl.pid").flatMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }), pid > 1 else {
            return XCTFail("no process id")
        }
        XCTAssertTrue(tmux.waitForFile("report.txt", toBe: "popupctl: reading the message from stdin (Ctrl-D ends it)\n"))
        try fault(pid)
        // Well within the reporter's 30 s wait for a key.
        let ended = tmux.waitForFile("status.txt", timeout: 20)
        XCTAssertEqual(ended, "status \(128 + SIGSEGV)\n", tmux.screen())
        // The reporter ran (its report is on the terminal, stdout, when it was to ask for a key).
        XCTAssertTrue((tmux.read("report.txt") + tmux.screen()).contains("Backtrace took"), tmux.screen())
        XCTAssertNotNil(tmux.waitForFile("stty.after"))
        XCTAssertEqual(tmux.read("stty.after"), tmux.read("stty.before"), "the terminal's modes are as they were")
    }

    /// popupctl leaves SWIFT_BACKTRACE alone: what it runs sees the variable as given.
    func testTheCommandsItRunsSeeTheEnvironmentAsGiven() throws {
        let probe = "sh -c 'printf \"%s\\\\n\" \"${SWIFT_BACKTRACE-unset}\" > seen.txt'"
        let tmux = try Tmux(script: """
            popupctl --progress -t Probe -- \(probe)
            mv seen.txt unset.txt
            SWIFT_BACKTRACE=color=no popupctl --progress -t Probe -- \(probe)
            mv seen.txt set.txt
            """)
        XCTAssertEqual(tmux.waitForFile("unset.txt"), "unset\n")
        XCTAssertEqual(tmux.waitForFile("set.txt"), "color=no\n")
    }

    /// A real fault in the middle of a dialog (gdb sends the program to address 0): the terminal
    /// is put back first, then Swift's reporter writes its report to stderr and the process dies
    /// of the signal.
    func testARealCrashPutsTheTerminalBackThenReports() throws {
        let run = try DialogRun("-m 'Crash me' -b OK")
        run.tmux.waitFor("[ OK ]")
        guard let pid = run.pid() else { return }
        try fault(pid)
        XCTAssertEqual(run.status(timeout: 60), 128 + Int(SIGSEGV))
        run.assertTerminalRestored()
        XCTAssertTrue(run.stderr.contains("Program crashed: Bad pointer dereference"), run.stderr)
        XCTAssertFalse(run.stderr.contains("Press space to interact"), run.stderr)
    }
}
