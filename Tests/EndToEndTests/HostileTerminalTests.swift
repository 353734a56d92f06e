import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// What a hostile or careless terminal can send: a paste over the cap, a window size no screen
/// has, a burst of keys into a huge field. popupctl stays bounded and a signal still ends it.
final class HostileTerminalTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    /// Past the 8 MiB cap, a paste's Tab and Enter are dropped with the rest of it, not typed: the
    /// Enter typed after the paste chooses the first button, not the second.
    func testTheRestOfAnOverlongPasteIsNeverTyped() throws {
        let run = try DialogRun("-m 'Paste here' -b First -b Second")
        run.tmux.waitFor("First")
        try paste(String(repeating: "a", count: (8 << 20) + 1000) + "\t\r", into: run.tmux, bracketed: true)
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(timeout: 60), 0)
        XCTAssertEqual(run.stdout, "First\n")
        run.assertTerminalRestored()
    }

    /// Any ssh client can claim a 65535 × 65535 window: popupctl clamps it, draws, and answers SIGTERM.
    func testAHugeWindowSizeIsClampedAndSignalsAreAnswered() throws {
        let run = try DialogRun("-m 'Huge' -b OK", before: "stty rows 65535 cols 65535")
        run.tmux.waitForScreen("the dialog's alternate screen") { _ in run.tmux.modes().alternate }
        guard let pid = run.pid() else { return }
        kill(pid, SIGTERM)
        XCTAssertEqual(run.status(), 143)
        XCTAssertEqual(run.stderr, "")
        run.assertTerminalRestored()
    }

    /// A burst of keys read in one go behind a field holding a megabyte paste, marks piling on one
    /// letter, or a long filter query: SIGTERM ends popupctl at once, the terminal restored,
    /// whatever is still queued. (A burst is written in one go, as a terminal sends a paste it does
    /// not bracket, so that popupctl reads it in a few reads, not key by key.)
    func testSIGTERMNeverWaitsBehindABurstOfKeys() throws {
        let bursts: [(command: String, shown: String, before: String?, keys: String)] = [
            ("-i Name -b Save", "Save", String(repeating: "a", count: 1 << 20), String(repeating: "b", count: 300)),
            ("-i Name -b Save", "Save", nil, "e" + String(repeating: "\u{0301}", count: 4000)),
            ("--filter-buttons -b apple -b banana -b cherry", "cherry", nil, String(repeating: "q", count: 5000)),
        ]
        for (command, shown, before, keys) in bursts {
            let run = try DialogRun(command)
            run.tmux.waitFor(shown)
            if let before {
                try paste(before, into: run.tmux, bracketed: true)
                run.tmux.waitFor(String(before.prefix(20)))
            }
            try paste(keys, into: run.tmux, bracketed: false)
            guard let pid = run.pid() else { return }
            kill(pid, SIGTERM)
            run.waitForExit(timeout: 2)
            XCTAssertEqual(run.status(), 143, command)
            run.assertTerminalRestored()
        }
    }

    private func paste(_ text: String, into tmux: Tmux, bracketed: Bool) throws {
        let file = tmux.workDir.appendingPathComponent("paste.txt")
        try text.write(to: file, atomically: true, encoding: .utf8)
        try tmux.tmux(["load-buffer", "-b", "burst", file.path])
        try tmux.tmux(["paste-buffer", "-b", "burst", "-t", "main"] + (bracketed ? ["-p"] : []))
    }
}
