import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// In a person's tmux the dialog floats in a popup over their pane, whose earlier output stays in
/// sight around it; the script that asked sees what it sees without the popup. Each test runs a
/// private tmux server with a client attached (`PersonalTmux`).
final class TmuxPopupTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    private let question = "-t 'Deploy these 3 changes?' -m 'They go to production.' --cancel Wait -b Deploy"

    /// The rows of `screen` that show the dialog's box.
    private func boxRows(_ screen: String) -> [String] {
        screen.components(separatedBy: "\n").filter { $0.contains("│") || $0.contains("╭") || $0.contains("╰") }
    }

    func testThePopupFloatsOverThePaneAndTheCallerGetsTheAnswer() throws {
        let run = try PersonalRun("--tmux center \(question)")
        let screen = run.waitFor("Deploy these 3 changes?")
        // The earlier output is in sight above and below the popup, and beside it on its rows.
        let lines = screen.components(separatedBy: "\n")
        XCTAssertTrue(lines.first?.hasPrefix(PersonalRun.earlierOutput) == true, screen)
        XCTAssertTrue(lines.last { !$0.isEmpty }?.hasPrefix(PersonalRun.earlierOutput) == true, screen)
        let besideTheBox = boxRows(screen).filter { $0.hasPrefix("earlier outpu") || $0.hasPrefix("earlier ") }
        XCTAssertFalse(besideTheBox.isEmpty, "no pane text left of the box:\n\(screen)")
        // It is a popup: the pane under it never had the dialog drawn on it.
        XCTAssertFalse(run.tmux.pane().contains("Deploy these 3 changes?"), run.tmux.pane())
        XCTAssertEqual(PersonalRun.runningPopupctls().count, 2, "the caller and the popupctl in the popup")

        run.tmux.send("Tab")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 1)
        XCTAssertEqual(run.stdout, "Deploy\n")
        XCTAssertEqual(run.stderr, "")
        run.tmux.outer.waitForScreen("the popup closed") { !$0.contains("Deploy these 3 changes?") }
        XCTAssertEqual(PersonalRun.runningPopupctls().count, 0, "nothing left running")
    }

    /// Without $TMUX the same command draws on the terminal as it does today: the alternate
    /// screen takes the pane, and the answer is the same.
    func testWithoutTmuxTheSameCommandIsTodays() throws {
        let run = try PersonalRun("--tmux center \(question)", input: "env -u TMUX")
        run.waitFor("Deploy these 3 changes?")
        XCTAssertTrue(run.tmux.pane().contains("Deploy these 3 changes?"), "drawn in the pane itself")
        XCTAssertFalse(run.tmux.screen().contains(PersonalRun.earlierOutput), "on the alternate screen")
        XCTAssertEqual(PersonalRun.runningPopupctls().count, 1)
        run.tmux.send("Tab")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 1)
        XCTAssertEqual(run.stdout, "Deploy\n")
    }

    /// A list fed from stdin is read by the caller and passed on as it comes; the pick is the caller's output.
    func testAListFromStdin() throws {
        let run = try PersonalRun("--tmux '' -t 'Open which log?' --items-from -", input: "seq 1 5000 | sed 's/^/build-/; s/$/.log/' |")
        run.waitFor("5 000 items")
        XCTAssertFalse(run.tmux.pane().contains("Open which log?"), "in a popup")
        XCTAssertTrue(run.tmux.screen().contains(PersonalRun.earlierOutput), run.tmux.screen())
        run.tmux.type("build-4321")
        run.waitFor(" 1/5 000")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "build-4321.log\n")
    }

    /// A progress box's lines are passed on as they come; at their end it closes and the caller exits 0.
    func testAProgressBoxFedByStdin() throws {
        let run = try PersonalRun("--tmux bottom -t Copying --progress",
                                  input: "mkfifo gate; { echo 30; echo '# Halfway there'; cat gate; echo 100; } |")
        run.waitFor("Halfway there")
        XCTAssertTrue(run.tmux.screen().contains("30%"))
        XCTAssertFalse(run.tmux.pane().contains("Halfway there"))
        // Opening the gate for writing and closing it ends the input.
        let gate = open(run.tmux.outer.workDir.appendingPathComponent("gate").path, O_WRONLY)
        XCTAssertGreaterThanOrEqual(gate, 0)
        close(gate)
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "")
    }

    /// Ctrl-C, SIGTERM and SIGHUP to the caller close the popup and the popupctl in it within
    /// half a second; the status is the signal's, and nothing is left running.
    func testSignalsToTheCallerCloseThePopup() throws {
        for (signal, status) in [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] {
            let run = try PersonalRun("--tmux '' \(question)")
            run.waitFor("Deploy these 3 changes?")
            guard let pid = run.pid() else { continue }
            XCTAssertNotNil(PersonalRun.guestPID())
            kill(pid, signal)
            let closing = Poll.until(timeout: 5, every: 0.01) {
                !ProcessState.isRunning(pid) && PersonalRun.runningPopupctls().isEmpty && !run.tmux.screen().contains("Deploy these 3 changes?")
            }
            let closed: TimeInterval? = closing.met ? closing.seconds : nil
            XCTAssertLessThan(try XCTUnwrap(closed, "signal \(signal): still open"), 0.5, "signal \(signal)")
            XCTAssertEqual(run.status(), status, "signal \(signal)")
            XCTAssertEqual(run.stdout, "")
        }
    }

    /// A TMPDIR where no directory can be made gives way to /tmp: the popup opens all the same.
    func testABadTMPDIRFallsBack() throws {
        let run = try PersonalRun("--tmux center \(question)", environment: ["TMPDIR": "/nonexistent/popupctl-tmpdir"])
        run.waitFor("Deploy these 3 changes?")
        XCTAssertFalse(run.tmux.pane().contains("Deploy these 3 changes?"), "in a popup")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stderr, "")
    }

    /// The popupctl in the popup killed, the popup closes, and the caller ends as when its
    /// terminal hangs up.
    func testAKilledPopupClosesIt() throws {
        let run = try PersonalRun("--tmux '' \(question)")
        run.waitFor("Deploy these 3 changes?")
        let guest = try XCTUnwrap(PersonalRun.guestPID())
        kill(guest, SIGKILL)
        XCTAssertEqual(run.status(), 129)
        run.tmux.outer.waitForScreen("the popup closed") { !$0.contains("Deploy these 3 changes?") }
        XCTAssertEqual(PersonalRun.runningPopupctls().count, 0)
    }

    /// POPUPCTL_TMUX=1 makes it every dialog's way, under whiptail's name too: its result on its
    /// result descriptor, its status.
    func testWhiptailScriptsGetThePopupFromTheEnvironment() throws {
        let link = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-tmux-\(getpid())/whiptail")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        unlink(link.path)
        XCTAssertEqual(symlink(RepositoryPaths.popupctl, link.path), 0)
        defer { try? FileManager.default.removeItem(at: link.deletingLastPathComponent()) }
        let run = try PersonalRun("--menu 'Pick one' 15 50 4 a Alpha b Beta c Gamma", program: link.path,
                                  environment: ["POPUPCTL_TMUX": "1"])
        run.waitFor("Gamma")
        XCTAssertFalse(run.tmux.pane().contains("Gamma"), "in a popup")
        XCTAssertTrue(run.tmux.screen().contains(PersonalRun.earlierOutput))
        run.tmux.send("Down")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stderr, "b", "whiptail's result on its stderr")
    }
}
