import Foundation
import XCTest

/// `--items-from PATH` (a file, a FIFO, bash's `<(cmd)`) streams as stdin does: the first items
/// are on screen while the rest is still coming, and no size is refused before the box opens.
final class ItemsFromFileTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    /// The writer holds the rest back until the test has seen the first item on screen.
    private static let writer = "printf 'first\\n'; until [ -e more ]; do sleep 0.05; done; printf 'second\\n'"

    private func assertStreams(_ run: DialogRun) {
        run.tmux.waitForScreen("the first item while the rest is still coming") { $0.contains("first") && $0.contains("reading") }
        _ = FileManager.default.createFile(atPath: run.tmux.workDir.appendingPathComponent("more").path, contents: Data())
        run.tmux.waitForScreen("the second item, and the end of the input") { $0.contains("second") && $0.contains("2 items") && !$0.contains("reading") }
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "first\n")
        run.assertTerminalRestored()
    }

    func testAFIFOStreams() throws {
        let run = try DialogRun("--items-from items.fifo", before: "mkfifo items.fifo; (\(Self.writer)) > items.fifo &")
        assertStreams(run)
    }

    func testProcessSubstitutionStreams() throws {
        let run = try DialogRun("--items-from <(\(Self.writer))", shell: "bash")
        assertStreams(run)
    }

    /// More than the gibibyte that used to be refused before anything showed: the box opens on the
    /// first line at once (the rest, a sparse file's zeros, is still being read when Ctrl-C ends it).
    func testAFileOverAGibibyteOpensAtOnce() throws {
        let run = try DialogRun("--items-from big.txt", before: "printf 'first\\n' > big.txt; truncate -s 1100M big.txt")
        run.tmux.waitFor("first")
        Latency.assertExit(run, "Ctrl-C while a 1.1 GB file is read", status: 130) { run.tmux.send("C-c") }
        // The zeros are one line with no end: cut at the longest item a list keeps, said once
        // (issue 34 item 7), unless Ctrl-C came before that much was read.
        XCTAssertTrue(["", "popupctl: an item was longer than 4 MiB, the most a list keeps of one; cut to that\n"].contains(run.stderr), run.stderr)
        run.assertTerminalRestored()
    }

    /// In a tmux popup the caller streams the file to the popup as it streams stdin: the pick is
    /// the caller's, of the items the popup showed.
    func testAFileInATmuxPopup() throws {
        let run = try PersonalRun("--tmux '' -t 'Open which log?' --items-from logs.txt",
                                  input: "seq 1 5000 | sed 's/^/build-/; s/$/.log/' > logs.txt;")
        run.waitFor("5 000 items")
        XCTAssertFalse(run.tmux.pane().contains("Open which log?"), "in a popup")
        run.tmux.type("build-4321")
        run.waitFor(" 1/5 000")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "build-4321.log\n")
    }

    func testAMissingFileOrADirectoryIsOneLineAnd125() throws {
        for (path, reason) in [("missing.txt", "no such file or directory"), (".", "is a directory")] {
            let run = try DialogRun("--items-from \(path)")
            XCTAssertEqual(run.status(), 125)
            XCTAssertEqual(run.stderr, "popupctl: cannot read '\(path)': \(reason)\n")
            run.assertTerminalRestored()
        }
    }
}
