import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `--preview-command` in a real terminal: the pane shows what the command prints for the item
/// under the cursor; no item name can run a command of its own or reach the terminal raw; and no
/// command it started outlives its item or the dialog, however the dialog ends.
final class PreviewPaneTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    /// Live processes whose command line is exactly `words` (a marker no other process has).
    private func processes(_ words: [String]) -> [Int32] {
        let wanted = words.joined(separator: "\0") + "\0"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return String(decoding: data, as: UTF8.self) == wanted && ProcessState.isRunning(pid)
        }
    }

    /// Children of `parent` that died and were not reaped.
    private func zombies(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && fields[0] == "Z" && Int32(fields[1]) == parent
        }
    }

    private func run(_ preview: String, items: [String] = (1...10).map { "item \($0)" }, width: Int = 100) throws -> DialogRun {
        let lines = items.map { Tmux.quote($0) }.joined(separator: " ")
        return try DialogRun("--items-from items.txt --preview-command \(Tmux.quote(preview))", width: width,
                             before: "printf '%s\\n' \(lines) > items.txt")
    }

    func testThePaneShowsTheOutputForTheItemUnderTheCursor() throws {
        let run = try run("echo preview of {}; echo second line; exit 7")
        let screen = run.tmux.waitFor("preview of item 1")
        XCTAssertTrue(screen.contains("second line"))
        run.tmux.waitFor("exit status 7")
        run.tmux.send("Down")
        run.tmux.waitFor("preview of item 2")
        XCTAssertFalse(run.tmux.screen().contains("preview of item 1"))
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "item 2\n")
        run.assertTerminalRestored()
    }

    func testHostileItemNamesRunNothingAndStayHarmless() throws {
        let hostile = ["$(touch pwned1)", "'; touch pwned2 #", "`touch pwned3`", "\"; touch pwned4; \"",
                       "\u{1B}]2;HACKED\u{07}\u{1B}[2Jtitle", "back\\slash 'quo\"tes'"]
        let run = try run("printf 'name=[%s]\\n' {}", items: hostile)
        run.tmux.waitFor("name=[$(touch pwned1)]")
        for index in 1..<hostile.count {
            run.tmux.send("Down")
            let shown = index == 4 ? "name=[title]" : "name=[" + hostile[index] + "]"
            run.tmux.waitFor(shown)
        }
        let screen = run.tmux.screen()
        XCTAssertTrue(screen.contains("␛]2;HACKED␇␛[2Jtitle"), "the item itself is shown harmless:\n\(screen)")
        let title = (try? run.tmux.tmux(["display", "-p", "-t", "main", "#{pane_title}"])) ?? ""
        XCTAssertFalse(title.contains("HACKED"), "the output's escape sequences never reached the terminal")
        run.tmux.send("Escape")
        XCTAssertEqual(run.status(), 255)
        for number in 1...4 {
            XCTAssertFalse(FileManager.default.fileExists(atPath: run.tmux.workDir.appendingPathComponent("pwned\(number)").path),
                           "an item name ran a command")
        }
    }

    func testQuickMovesLeaveOnlyTheLastCommandRunningAndNoZombie() throws {
        let sleeper = ["sleep", "47.25"]
        let run = try run("echo started {}; sleep 47.25; echo never")
        run.tmux.waitFor("started item 1")
        guard let pid = run.pid() else { return }
        for _ in 0..<8 { run.tmux.send("Down") }
        run.tmux.waitFor("started item 9")
        eventually("one sleeper runs, the others were killed") { processes(sleeper).count == 1 }
        eventually("the killed ones are reaped") { zombies(of: pid).isEmpty }
        run.tmux.send("Escape")
        XCTAssertEqual(run.status(), 255)
        eventually("nothing outlives the dialog", timeout: 5) { processes(sleeper).isEmpty }
        run.assertTerminalRestored()
    }

    func testCtrlCAndSIGTERMLeaveNoCommandRunning() throws {
        for (signal, status) in [("C-c", 130), ("TERM", 143)] {
            let sleeper = ["sleep", "53.5"]
            let run = try run("echo started {}; sleep 53.5")
            run.tmux.waitFor("started item 1")
            eventually("the command runs") { processes(sleeper).count == 1 }
            if signal == "C-c" {
                run.tmux.send("C-c")
            } else if let pid = run.pid() {
                kill(pid, SIGTERM)
            }
            XCTAssertEqual(run.status(), status)
            eventually("nothing outlives the dialog after \(signal)", timeout: 5) { processes(sleeper).isEmpty }
            run.assertTerminalRestored()
        }
    }

    /// A command that leaves its group and session (`setsid`) does not outlive the dialog either.
    func testACommandThatCallsSetsidDoesNotOutliveTheDialog() throws {
        let run = try run("setsid sh -c 'echo $$ > setsid.pid; exec sleep 300'")
        let pidFile = run.tmux.workDir.appendingPathComponent("setsid.pid")
        var pid: Int32?
        eventually("the command wrote its pid") {
            pid = (try? String(contentsOf: pidFile, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            return pid.map { ProcessState.isRunning($0) } ?? false
        }
        let orphan = try XCTUnwrap(pid)
        // Whatever the outcome, nothing of the test's outlives it.
        defer { if ProcessState.isRunning(orphan) { kill(orphan, SIGKILL) } }
        run.tmux.send("Escape")
        XCTAssertEqual(run.status(), 255)
        let ended = Date()
        let gone = Poll.until(timeout: 3, every: 0.01) { !ProcessState.isRunning(orphan) }
        print("setsid preview: gone \(String(format: "%.3f", Date().timeIntervalSince(ended))) s after the status was written")
        XCTAssertTrue(gone.met, "the command's setsid child \(orphan) outlives the dialog")
    }

    func testABackgroundJobAndEndlessOutputAreStopped() throws {
        let background = ["sleep", "58.5"]
        let run = try run("sleep 58.5 & echo started {}")
        run.tmux.waitFor("started item 1")
        eventually("a job the command left behind is killed with it") { processes(background).isEmpty }
        run.tmux.send("Escape")
        XCTAssertEqual(run.status(), 255)

        let endless = try self.run("exec yes endless-preview-output")
        endless.tmux.waitFor("endless-preview-output")
        eventually("output past the pane's limits stops the command") { processes(["yes", "endless-preview-output"]).isEmpty }
        XCTAssertFalse(endless.tmux.screen().contains("exit status"), "stopped for its output: not a failure")
        endless.tmux.send("Escape")
        XCTAssertEqual(endless.status(), 255)
    }
}
