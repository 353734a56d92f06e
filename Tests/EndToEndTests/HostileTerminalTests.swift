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
        let paste = run.tmux.workDir.appendingPathComponent("paste.txt")
        try (String(repeating: "a", count: (8 << 20) + 1000) + "\t\r").write(to: paste, atomically: true, encoding: .utf8)
        try run.tmux.tmux(["load-buffer", "-b", "big", paste.path])
        try run.tmux.tmux(["paste-buffer", "-p", "-b", "big", "-t", "main"])
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

    /// A burst of keys queued behind a field holding a megabyte paste, marks piling on one letter,
    /// or a long filter query: SIGTERM ends popupctl at once, the terminal restored, whatever is queued.
    func testSIGTERMNeverWaitsBehindABurstOfKeys() throws {
        let bursts: [(command: String, setup: (DialogRun) throws -> Void, keys: String)] = [
            ("-i Name -b Save", { run in
                let paste = run.tmux.workDir.appendingPathComponent("paste.txt")
                try String(repeating: "a", count: 1 << 20).write(to: paste, atomically: true, encoding: .utf8)
                try run.tmux.tmux(["load-buffer", "-b", "big", paste.path])
                try run.tmux.tmux(["paste-buffer", "-p", "-b", "big", "-t", "main"])
            }, String(repeating: "b", count: 300)),
            ("-i Name -b Save", { _ in }, "e" + String(repeating: "\u{0301}", count: 4000)),
            ("--filter -b apple -b banana -b cherry", { _ in }, String(repeating: "q", count: 5000)),
        ]
        for (command, setup, keys) in bursts {
            let run = try DialogRun(command)
            run.tmux.waitFor(command.contains("filter") ? "cherry" : "Save")
            try setup(run)
            run.tmux.type(keys)
            if command.contains("filter") { try run.tmux.tmux(["send-keys", "-t", "main"] + Array(repeating: "BSpace", count: 200)) }
            guard let pid = run.pid() else { return }
            kill(pid, SIGTERM)
            run.waitForExit(timeout: 3)
            XCTAssertEqual(run.status(), 143, command)
            run.assertTerminalRestored()
        }
    }
}
