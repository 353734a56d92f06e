import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Filtering items of tens of megabytes to a gigabyte: the work is cut into slices by bytes, not
/// items, and items are read in pieces, so Ctrl-C is answered within half a second while a long
/// query runs over a 64 MB line, and over a 1 GB one.
final class LongItemFilterTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    /// A file of one line, `bytes` of "a" (written by doubling, so it is quick to make).
    private static func oneLine(_ bytes: Int) -> String {
        let doublings = Int(log2(Double(bytes)))
        return "printf a > line.txt; i=0; while [ $i -lt \(doublings) ]; do cat line.txt line.txt > twice.txt; mv twice.txt line.txt; i=$((i+1)); done"
    }

    /// Types `query` (the last letter of which no item holds, the worst case for a search), waits
    /// until all of it is taken (the count says no item is shown), then measures Ctrl-C.
    private func assertCtrlCWhileFiltering(lineBytes: Int, query: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try DialogRun("--items-from line.txt", before: Self.oneLine(lineBytes))
        defer { Latency.stop(run) }
        run.tmux.waitForScreen(timeout: 60, file: file, line: line, "the item read") { $0.contains("1 item") && !$0.contains("reading") }
        run.tmux.type(query)
        run.tmux.waitFor("0/1", timeout: 60, file: file, line: line)
        Latency.assertExit(run, "Ctrl-C filtering a \(lineBytes >> 20) MB item for \(query.count) characters", status: 130,
                           file: file, line: line) { run.tmux.send("C-c") }
        run.assertTerminalRestored(file: file, line: line)
    }

    func testCtrlCWhileA256CharacterQueryFiltersA64MBItem() throws {
        try assertCtrlCWhileFiltering(lineBytes: 64 << 20, query: String(repeating: "a", count: 255) + "b")
    }

    func testCtrlCWhileA16CharacterQueryFiltersA1GBItem() throws {
        try assertCtrlCWhileFiltering(lineBytes: 1 << 30, query: String(repeating: "a", count: 15) + "b")
    }

    /// A 51-letter fuzzy query over 100 000 items of 600 bytes that all hold its letters in order:
    /// each item's table is bytes times letters, far more than its bytes, and a slice spread over
    /// the cores counts that work as it goes, so Ctrl-C is answered between slices.
    func testCtrlCWhileA51LetterFuzzyQueryFilters100000Items() throws {
        let items = "awk 'BEGIN { s = \"\"; for (i = 0; i < 23; i++) s = s \"abcdefghijklmnopqrstuvwxyz\"; "
            + "for (i = 1; i <= 100000; i++) printf \"%s%02d\\n\", s, i % 100 }' > items.txt"
        let run = try DialogRun("--items-from items.txt", before: items)
        defer { Latency.stop(run) }
        run.tmux.waitForScreen(timeout: 60, "the items read") { $0.contains("000 items") && !$0.contains("reading") }
        let query = String(repeating: "abcdefghijklmnopqrstuvwxyz", count: 2).prefix(51)
        run.tmux.type(String(query))
        run.tmux.waitFor(String(query.suffix(12)), timeout: 30)
        Latency.assertExit(run, "Ctrl-C while a 51-letter fuzzy query filters 100 000 items of 600 bytes", status: 130) {
            run.tmux.send("C-c")
        }
        run.assertTerminalRestored()
    }

    /// Ctrl-C just as the line break that ends a 1 GB item arrives: ending an item read in pieces
    /// is no copy of it, nor a search of it, so nothing at that moment holds Ctrl-C up.
    func testCtrlCAsA1GBItemEnds() throws {
        let writer = "(cat line.txt; echo > sent; until [ -e go ]; do sleep 0.02; done; echo; echo > ended) > in.fifo &"
        let run = try DialogRun("--items-from in.fifo", before: Self.oneLine(1 << 30) + "; mkfifo in.fifo; " + writer)
        defer { Latency.stop(run) }
        run.tmux.waitFor("reading", timeout: 60)
        // The whole line is in once the writer has sent it and the pipe holds nothing more of it.
        _ = run.tmux.waitForFile("sent", timeout: 120)
        let fifo = run.tmux.workDir.appendingPathComponent("in.fifo").path
        Poll.until(timeout: 60) { Self.unread(fifo) == 0 }
        _ = FileManager.default.createFile(atPath: run.tmux.workDir.appendingPathComponent("go").path, contents: Data())
        _ = run.tmux.waitForFile("ended")
        Latency.assertExit(run, "Ctrl-C as a 1 GB item ends", status: 130) { run.tmux.send("C-c") }
        run.assertTerminalRestored()
    }

    /// Bytes in a pipe nobody has read yet.
    private static func unread(_ fifo: String) -> Int {
        let fd = open(fifo, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return -1 }
        defer { close(fd) }
        var count: Int32 = 0
        return ioctl(fd, UInt(FIONREAD), &count) == 0 ? Int(count) : -1
    }
}
