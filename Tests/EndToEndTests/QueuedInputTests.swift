import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C is answered within half a second whatever is queued in front of it: keys that each cost
/// a scan of a big list, tags waiting for items from a pipe, a paste that has not ended, data
/// pouring in. Esc and a paste's end do not wait for a quiet moment that never comes either.
final class QueuedInputTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private func whiptailLink() throws -> String { try link("whiptail") }

    private func link(_ tool: String) throws -> String { try ToolLink.make(tool, in: "queued") }

    /// Under the tools' names keys are read a byte at a time (what a box does not take stays typed
    /// for the next one): 2 000 line breaks pasted into an editbox, with no bracketed paste there,
    /// are 2 000 reads, and a frame drawn after each held Ctrl-C behind them for seconds. Keys
    /// readable at once are read before the next frame.
    func testCtrlCBehindAPasteReadAByteAtATime() throws {
        let run = try DialogRun("--editbox notes.txt 20 60", program: try link("dialog"), before: "seq 20000 > notes.txt",
                                stdout: "")
        defer { Latency.stop(run) }
        run.tmux.waitFor("↓(+)")
        run.tmux.type(String(repeating: "\r", count: 2000))
        Latency.assertExit(run, "Ctrl-C behind 2 000 line breaks typed into a dialog editbox", status: 1) { run.tmux.send("C-c") }
        run.assertTerminalRestored()
    }

    /// A 2.7 MB line of wide characters each with a combining mark in a dialog editbox: each →
    /// measured and copied the whole line (cut at 65 536 characters) several times, so ten of them
    /// held Ctrl-C 7–9 s. A key now costs the cursor's place and the view's width.
    func testCtrlCBehindArrowsOnAHugeWideLineInAnEditbox() throws {
        let line = "{ printf 'start '; yes '漢\u{301}' | head -n 540000 | tr -d '\\n'; echo; } > line.txt"
        let run = try DialogRun("--editbox line.txt 0 0", program: try link("dialog"), before: line, stdout: "")
        defer { Latency.stop(run) }
        run.tmux.waitFor("start")
        for _ in 0..<10 { run.tmux.send("Right") }
        Latency.assertExit(run, "Ctrl-C behind ten → on a 2.7 MB line of wide and combining characters in a dialog editbox",
                           status: 1) { run.tmux.send("C-c") }
        run.assertTerminalRestored()
    }

    /// Each letter in a whiptail menu jumps to the next item starting with it, a scan of the list:
    /// 300 of them queued in front of SIGINT held it back for seconds. (A Ctrl-C typed in a
    /// whiptail box is ignored, as whiptail ignores it: the interrupt comes from outside.)
    func testSIGINTBehindQueuedLettersInABigWhiptailMenu() throws {
        let run = try DialogRun("--menu Pick 20 60 10 $(seq 40000 | sed 's/.*/item& description/')", program: try whiptailLink(),
                                stdout: "")
        defer { Latency.stop(run) }
        run.tmux.waitFor("item1 ")
        guard let pid = run.pid() else { return XCTFail("no pid") }
        run.tmux.type(String(repeating: "q", count: 300))
        // The letters are read (and queued) before the signal comes.
        Poll.until(timeout: 5, every: 0.005) { run.tmux.unreadInput() == 0 }
        Latency.assertExit(run, "SIGINT behind 300 letters in a 40 000-item whiptail menu", status: 130) { kill(pid, SIGINT) }
        run.assertTerminalRestored()
    }

    /// The same queue in popupctl's own list, where each key changes the filter (a word that
    /// every item holds, once more), and Ctrl-C typed behind them: it goes first.
    func testCtrlCBehindQueuedKeysInABigList() throws {
        let run = try DialogRun("--items-from items.txt", before: "seq 40000 | sed 's/.*/item& description/' > items.txt")
        defer { Latency.stop(run) }
        run.tmux.waitFor("40 000 items")
        run.tmux.type(String(repeating: "e ", count: 40))
        Latency.assertExit(run, "Ctrl-C behind 80 keys in a 40 000-item list", status: 130) { run.tmux.send("C-c") }
        run.assertTerminalRestored()
    }

    /// 40 000 `--checked` tags for items from a pipe: each arriving item is one look-up, so the
    /// list fills (all checked) and Ctrl-C acts at once.
    func testManyCheckedTagsForItemsFromAPipe() throws {
        let before = "mkfifo items.fifo; (seq 40000 > items.fifo) &"
        let command = "--items-from - --multi $(seq 40000 | sed 's/^/--checked /') < items.fifo"
        let run = try DialogRun(command, before: before)
        run.tmux.waitFor("40 000 items", timeout: 10)
        run.tmux.waitFor("[x] 1 ")
        Latency.assertExit(run, "Ctrl-C with 40 000 checked tags", status: 130) { run.tmux.send("C-c") }

        let picked = try DialogRun(command, before: before)
        picked.tmux.waitFor("40 000 items", timeout: 10)
        picked.tmux.send("Enter")
        XCTAssertEqual(picked.status(), 0)
        XCTAssertEqual(picked.stdout.split(separator: "\n").count, 40000, "every tag checked as its item came")
    }

    /// A paste start whose end never comes (a stray one, or a link that stalled): Ctrl-C right
    /// after it still ends the dialog, never taken for pasted text.
    func testCtrlCRightAfterAStrayPasteStart() throws {
        let run = try DialogRun("-t T -i Note -b A -b B")
        run.tmux.waitFor("[ A ]")
        run.tmux.sendBytes(Array("\u{1B}[200~stray".utf8))
        Latency.assertExit(run, "Ctrl-C after a stray paste start", status: 130) { run.tmux.send("C-c") }
        run.assertTerminalRestored()
    }

    /// Data that keeps coming (a pipe `yes` keeps full: a command's output, items) leaves no quiet
    /// poll: the Esc delay and the paste's deadline must fire anyway, and Ctrl-C in a paste still acts.
    func testEscAndCtrlCWhileDataPoursIn() throws {
        let list = try DialogRun("--items-from - < items.fifo", before: "mkfifo items.fifo; (yes item > items.fifo) &")
        defer { Latency.stop(list) }
        list.tmux.waitFor("items, reading")
        // Short: the list keeps every item it is given, and a popupctl that never sees Esc keeps taking them.
        let left = Latency.untilExit(list, timeout: 3, "Esc in a list whose items keep coming") { list.tmux.send("Escape") }
        XCTAssertLessThan(left.seconds ?? .infinity, Latency.bound, "Esc in a list whose items keep coming")
        XCTAssertEqual(left.status, 255)
        list.assertTerminalRestored()

        // The command's output is shown, never read as progress (issue 30): its lines are the sign.
        let progress = try DialogRun("--progress -t Busy -- yes pouring")
        defer { Latency.stop(progress) }
        progress.tmux.waitFor("pouring")
        let stopped = Latency.untilExit(progress, "Esc in a progress box whose command pours out lines") { progress.tmux.send("Escape") }
        XCTAssertLessThan(stopped.seconds ?? .infinity, Latency.bound, "Esc in a progress box whose command pours out lines")
        XCTAssertNotEqual(stopped.status, 0, "a progress box stopped by Esc never reads as success")
        progress.assertTerminalRestored()

        let pasted = try DialogRun("--progress -t Busy -- yes pouring")
        defer { Latency.stop(pasted) }
        pasted.tmux.waitFor("pouring")
        pasted.tmux.sendBytes(Array("\u{1B}[200~stray".utf8))
        Latency.assertExit(pasted, "Ctrl-C after a stray paste start, data pouring in", status: 130) { pasted.tmux.send("C-c") }
        pasted.assertTerminalRestored()
    }

    /// A paste whose link stalls for longer than a moment is still one paste: the line break in
    /// its second half is pasted text, not Enter choosing the button.
    func testAStalledPasteNeverSubmits() throws {
        let run = try DialogRun("-t T -i Note -b OK")
        run.tmux.waitFor("[ OK ]")
        run.tmux.sendBytes(Array("\u{1B}[200~one".utf8))
        // The stall: a second in which nothing more of the paste comes and popupctl stays open.
        let stall = Poll.until(timeout: 1, every: 0.05, { run.tmux.read("status") }, { !$0.isEmpty })
        XCTAssertTrue(stall.value.isEmpty, "ended during the stall")
        run.tmux.sendBytes(Array("two\rthree\u{1B}[201~".utf8))
        run.tmux.waitFor("onetwo three")
        XCTAssertTrue(run.tmux.read("status").isEmpty, "the paste's line break chose the button")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "onetwo three\n")
        run.assertTerminalRestored()
    }

    /// Esc typed while a paste waits for its end leaves, as Esc does.
    func testEscWhileAPasteWaitsLeaves() throws {
        let run = try DialogRun("-t T -i Note -b OK")
        run.tmux.waitFor("[ OK ]")
        run.tmux.sendBytes(Array("\u{1B}[200~half a paste".utf8))
        let left = Latency.untilExit(run, "Esc while a paste waits for its end") { run.tmux.send("Escape") }
        XCTAssertEqual(left.status, 255)
        XCTAssertLessThan(left.seconds ?? .infinity, 2, "Esc waited for the paste's end")
        run.assertTerminalRestored()
    }
}
