import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A tmux that does not answer (a stopped server, a silent socket, a popup that ignores SIGTERM)
/// holds nobody: every tmux step has a deadline, past it the dialog is shown in the pane, a signal
/// is answered within half a second, and no tmux is left running. A fake `tmux` first on PATH
/// plays the server that does not answer: it ignores SIGTERM and sleeps, its command line a
/// marker no other process has.
final class UnansweringTmuxTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    /// Words without quotes: they go inside the pane script's single-quoted `sh -c`.
    private let question = "-t Upgrade -m Proceed-with-the-upgrade"

    /// The fake's sleep, unique to this test run.
    private func marker(_ index: Int) -> [String] { ["sleep", "3600.\(getpid())\(index)"] }

    /// A pane whose popupctl asks through the fake tmux; `answers`: the fake tells a client
    /// (tmux 3.4, 80x24) and hangs only in `display-popup`.
    private func run(marker: [String], answers: Bool) throws -> Tmux {
        let fake = """
        #!/bin/sh
        trap '' TERM
        if [ "$1" = display-message ] && [ -n "$FAKE_TMUX_ANSWERS" ]; then printf '3.4\\tfake\\t80\\t24\\n'; exit 0; fi
        exec \(marker.joined(separator: " "))
        """
        let script = """
        mkdir fake && cat > fake/tmux <<'FAKE'
        \(fake)
        FAKE
        chmod +x fake/tmux
        \(answers ? "export FAKE_TMUX_ANSWERS=1" : "")
        sh -c 'echo $$ > popupctl.pid.tmp && mv popupctl.pid.tmp popupctl.pid && exec env PATH="$(pwd)/fake:$PATH" TMUX=/nowhere/socket,1,0 TMUX_PANE=%0 popupctl --tmux "" \(question)' > out.txt 2> err.txt
        echo $? > status.tmp && mv status.tmp status
        """
        return try Tmux(script: script)
    }

    private func read(_ tmux: Tmux, _ name: String) -> String? {
        try? String(contentsOf: tmux.workDir.appendingPathComponent(name), encoding: .utf8)
    }

    private func pid(_ tmux: Tmux) throws -> Int32 {
        var pid: Int32?
        eventually("popupctl started", timeout: 10, { self.read(tmux, "popupctl.pid") }) { text in
            pid = text.flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            return pid != nil
        }
        return try XCTUnwrap(pid)
    }

    private func status(_ tmux: Tmux) -> Int? {
        let done = Poll.until(timeout: 10, every: 0.02) { self.read(tmux, "status") != nil }
        guard done.met else { return nil }
        return read(tmux, "status").flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// The fake's processes still running.
    private func leftovers(_ marker: [String]) -> [Int32] {
        let wanted = marker.joined(separator: "\0") + "\0"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return String(decoding: data, as: UTF8.self) == wanted && ProcessState.isRunning(pid)
        }
    }

    /// The server never answers `display-message`: the dialog is in the pane within a bound, the
    /// tmux asked is gone, and the dialog works as without tmux.
    func testAServerThatNeverAnswersGivesThePane() throws {
        let marker = marker(1)
        let tmux = try run(marker: marker, answers: false)
        _ = try pid(tmux)
        let started = Date()
        tmux.waitForScreen(timeout: 8, "the dialog in the pane") { $0.contains("Proceed-with-the-upgrade") }
        print("unanswering tmux: dialog in the pane \(String(format: "%.2f", Date().timeIntervalSince(started))) s after start")
        XCTAssertEqual(leftovers(marker), [], "the tmux asked is left running")
        tmux.send("Enter")
        XCTAssertEqual(status(tmux), 0)
        XCTAssertEqual(read(tmux, "err.txt"), "")
    }

    /// Ctrl-C while the server is being asked is answered within half a second, as the box
    /// answers it (130), and the tmux asked is not left running.
    func testCtrlCWhileTheServerIsAskedIsAnswered() throws {
        let marker = marker(2)
        let tmux = try run(marker: marker, answers: false)
        let pid = try pid(tmux)
        eventually("tmux asked", timeout: 10, { self.leftovers(marker) }) { !$0.isEmpty }
        let sent = Date()
        // As Ctrl-C sends it, to popupctl alone (the test's shell must live to write the status).
        kill(pid, SIGINT)
        let gone = Poll.until(timeout: 5, every: 0.01) { !ProcessState.isRunning(pid) && self.leftovers(marker).isEmpty }
        let seconds = Date().timeIntervalSince(sent)
        print("unanswering tmux: Ctrl-C answered in \(String(format: "%.3f", seconds)) s")
        XCTAssertTrue(gone.met, "popupctl or its tmux still running: \(leftovers(marker))")
        XCTAssertLessThan(seconds, 0.5)
        XCTAssertEqual(status(tmux), 130)
    }

    /// A `display-popup` that ignores SIGTERM (and a `display-popup -C` that hangs): SIGTERM to
    /// popupctl is answered within half a second and no tmux is left.
    func testSIGTERMWithAPopupThatIgnoresSIGTERM() throws {
        let marker = marker(3)
        let tmux = try run(marker: marker, answers: true)
        let pid = try pid(tmux)
        eventually("display-popup running", timeout: 10, { self.leftovers(marker) }) { !$0.isEmpty }
        let sent = Date()
        kill(pid, SIGTERM)
        let gone = Poll.until(timeout: 8, every: 0.01) { !ProcessState.isRunning(pid) && self.leftovers(marker).isEmpty }
        let seconds = Date().timeIntervalSince(sent)
        print("unanswering tmux: SIGTERM answered in \(String(format: "%.3f", seconds)) s")
        XCTAssertTrue(gone.met, "popupctl or its tmux still running: \(leftovers(marker))")
        XCTAssertLessThan(seconds, 0.5)
        XCTAssertEqual(status(tmux), 143)
    }

    /// A popup that never opens (its `display-popup` hangs): past the deadline the dialog is in
    /// the pane, and the tmux that hung is gone.
    func testAPopupThatNeverOpensGivesThePane() throws {
        let marker = marker(4)
        let tmux = try run(marker: marker, answers: true)
        _ = try pid(tmux)
        eventually("display-popup running", timeout: 10, { self.leftovers(marker) }) { !$0.isEmpty }
        let started = Date()
        tmux.waitForScreen(timeout: 10, "the dialog in the pane") { $0.contains("Proceed-with-the-upgrade") }
        print("unanswering tmux: pane \(String(format: "%.2f", Date().timeIntervalSince(started))) s after display-popup")
        XCTAssertEqual(leftovers(marker), [], "the display-popup is left running")
        tmux.send("Enter")
        XCTAssertEqual(status(tmux), 0)
    }
}
