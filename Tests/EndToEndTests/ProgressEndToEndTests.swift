import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `--progress` in a real terminal: fed from stdin in each convention, wrapped around a command
/// (success, failure, Cancel), without a terminal, and `--no-wait`.
final class ProgressEndToEndTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    /// A feeder writing `steps` into a FIFO popupctl reads; before step N it waits for the file goN,
    /// which the test creates once the screen shows what the step before it wrote.
    private func fed(_ arguments: String, steps: [String], environment: [String: String] = [:]) throws -> DialogRun {
        var feeder = ""
        for (index, step) in steps.enumerated() {
            if index > 0 { feeder += "until [ -f go\(index) ]; do sleep 0.02; done; " }
            feeder += "printf '%s' \(Tmux.quote(step)); "
        }
        return try DialogRun("--progress " + arguments + " < feed", environment: environment,
                             before: "echo BEFORE-MARKER; mkfifo feed; ( \(feeder) ) > feed &")
    }

    private func go(_ run: DialogRun, _ step: Int) {
        _ = FileManager.default.createFile(atPath: run.tmux.workDir.appendingPathComponent("go\(step)").path, contents: nil)
    }

    func testGaugeFromPercentLinesThenEndOfInputExitsZero() throws {
        let run = try fed("-t Installing -m 'Getting ready'", steps: ["0\n10\n", "55\n", "100\n"])
        run.tmux.waitFor("10%")
        XCTAssertTrue(run.tmux.screen().contains("Getting ready"))
        XCTAssertTrue(run.tmux.screen().contains("elapsed 0:0"))
        go(run, 1)
        let screen = run.tmux.waitFor("55%")
        XCTAssertTrue(screen.contains("████"), screen)
        go(run, 2)
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "")
        run.assertTerminalRestored()
    }

    func testZenityMessagesAndOutputTail() throws {
        let run = try fed("-t Installing --wait", steps: ["# Downloading\n20\n", "# Unpacking\nfoo.deb\n\u{1B}[31mbar.deb\n60\n"])
        run.tmux.waitFor("Downloading")
        go(run, 1)
        let screen = run.tmux.waitFor("Unpacking")
        XCTAssertFalse(screen.contains("Downloading"), "the message was replaced")
        run.tmux.waitFor("bar.deb")
        XCTAssertTrue(run.tmux.screen().contains("foo.deb"))
        XCTAssertFalse(run.tmux.screen(escapes: true).contains("\u{1B}[31mbar"), "output is sanitised")
        // --wait: the end of input leaves "Done" and an OK to press.
        run.tmux.waitFor("Done")
        run.tmux.waitFor("[ OK ]")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        run.assertTerminalRestored()
    }

    func testWhiptailGaugeBlocks() throws {
        let run = try fed("-t Copying", steps: ["XXX\n30\nCopying files\\nfrom the disk\nXXX\n", "XXX\n90\nAlmost there\nXXX\n", ""])
        let screen = run.tmux.waitFor("30%")
        XCTAssertTrue(screen.contains("Copying files") && screen.contains("from the disk"), screen)
        go(run, 1)
        let later = run.tmux.waitFor("Almost there")
        XCTAssertTrue(later.contains("90%"))
        XCTAssertFalse(later.contains("from the disk"))
    }

    func testACancelButtonEndsTheBoxAtOnce() throws {
        let run = try fed("-c Cancel", steps: ["40\n", "50\n"])
        run.tmux.waitFor("40%")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 254, "stopped before its input ended: never 0, though Cancel is button 0")
        XCTAssertEqual(run.stdout, "Cancel\n")
        run.assertTerminalRestored()
    }

    func testCommandSucceedsAndItsStatusIsOurs() throws {
        // The percentage comes through the progress channel; the output is only shown (issue 30).
        let run = try DialogRun("--progress -t Building -- sh -c 'echo 50 >&$POPUPCTL_PROGRESS_FD; echo compiling; until [ -f go1 ]; do sleep 0.02; done; exit 0'")
        run.tmux.waitFor("compiling")
        XCTAssertTrue(run.tmux.screen().contains("50%"))
        go(run, 1)
        XCTAssertEqual(run.status(), 0)
        XCTAssertEqual(run.stderr, "")
        run.assertTerminalRestored()
    }

    func testACommandThatFailsLeavesItsLastLinesOnStderr() throws {
        let script = "for i in 1 2 3 4 5; do echo step $i; done; echo 80; echo 'error: disk full' >&2; exit 3"
        let run = try DialogRun("--progress -t Building -- sh -c \(Tmux.quote(script))")
        XCTAssertEqual(run.status(), 3)
        // "80" is output like the rest: never read as a percentage (issue 30).
        XCTAssertEqual(run.stderr, "step 1\nstep 2\nstep 3\nstep 4\nstep 5\n80\nerror: disk full\n")
        run.assertTerminalRestored()
    }

    func testCancelAndCtrlCStopTheCommandsGroup() throws {
        for key in ["Enter", "C-c"] {
            let script = "echo 10 >&3; sleep 100 & echo $! > grandchild.pid; echo $$ > child.pid; wait"
            let run = try DialogRun("--progress -c Cancel -- sh -c \(Tmux.quote(script))")
            run.tmux.waitFor("10%")
            guard let child = run.tmux.waitForFile("child.pid").flatMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }),
                  let grandchild = run.tmux.waitForFile("grandchild.pid").flatMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
            else { return XCTFail("no pids") }
            run.tmux.send(key)
            // Cancel: stopped (254), whatever the command made of SIGTERM; Ctrl-C: 130, as the contract says.
            XCTAssertEqual(run.status(), key == "Enter" ? 254 : 130, key)
            XCTAssertFalse(ProcessState.isRunning(child), key)
            XCTAssertFalse(ProcessState.isRunning(grandchild), "the whole group was stopped (\(key))")
            run.assertTerminalRestored()
        }
    }

    func testACommandThatIgnoresSIGTERMIsKilled() throws {
        let script = "trap '' TERM; echo 10 >&3; echo $$ > child.pid; while :; do sleep 0.1; done"
        let run = try DialogRun("--progress -c Cancel -- sh -c \(Tmux.quote(script))")
        run.tmux.waitFor("10%")
        guard let child = run.tmux.waitForFile("child.pid").flatMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        else { return XCTFail("no pid") }
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 254, "stopped, though SIGKILL ended it")
        XCTAssertFalse(ProcessState.isRunning(child), "killed after the grace")
        run.assertTerminalRestored()
    }

    func testNoWaitDrawsOnceBelowThePromptAndLeavesIt() throws {
        let run = try DialogRun("--no-wait -t Rebooting -m 'in 5 seconds'", before: "echo BEFORE-MARKER",
                                stdout: "> out.txt; echo AFTER-MARKER")
        XCTAssertEqual(run.status(), 0)
        let screen = run.tmux.waitFor("AFTER-MARKER")
        let lines = screen.components(separatedBy: "\n")
        let box = lines.firstIndex { $0.contains("in 5 seconds") } ?? -1
        let before = lines.firstIndex { $0.contains("BEFORE-MARKER") } ?? -1
        let after = lines.firstIndex { $0.contains("AFTER-MARKER") } ?? -1
        XCTAssertTrue(before < box && box < after, screen)
        XCTAssertTrue(screen.contains("Rebooting"))
        XCTAssertEqual(run.stdout, "")
        run.assertTerminalRestored()
    }

    func testPlainLinesOnTheTerminal() throws {
        let run = try fed("--plain -m Working", steps: ["# Installing packages\n42\n", "100\n"])
        run.tmux.waitFor("42% Installing packages")
        go(run, 1)
        XCTAssertEqual(run.status(), 0)
        run.tmux.waitFor("100% Installing packages")
        XCTAssertFalse(run.tmux.modes().alternate)
        run.assertTerminalRestored()
    }
}

/// With no terminal: nothing drawn, stdin read to its end (were it not, writing the input would
/// fail with a broken pipe), plain lines on stderr.
extension NoTerminalTests {
    func testStdinIsReadToTheEndAndTheLogGetsPlainLines() throws {
        var feed = "# Installing packages\n"
        for percent in 0...100 { feed += "\(percent)\n" + String(repeating: "output line\n", count: 200) }
        let result = try run(["--progress", "-t", "Setup"], input: feed)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "")
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.last, "100% Installing packages", result.stderr)
        XCTAssertFalse(result.stderr.contains("\u{1B}"))
        XCTAssertLessThanOrEqual(lines.count, 5, "at most once a second, on message changes and at the end: \(lines)")
    }

    func testACommandWithoutATerminalKeepsItsStatusAndTail() throws {
        let result = try run(["--progress", "--", "sh", "-c", "echo 30; echo '# Linking'; echo 'ld: missing symbol' >&2; exit 2"])
        XCTAssertEqual(result.status, 2)
        // Every line passed through as it came, never read as progress, then the status (issue 30).
        XCTAssertEqual(result.stderr, "30\n# Linking\nld: missing symbol\n'sh' ended with status 2\n")
    }

    func testNoSuchCommandIs127() throws {
        let result = try run(["--progress", "--", "/nonexistent/command"])
        XCTAssertEqual(result.status, 127)
        XCTAssertEqual(result.stderr, "popupctl: cannot run '/nonexistent/command': no such file or directory\n")
    }

    func testNoWaitWithoutATerminalSaysItOnStderr() throws {
        let result = try run(["--no-wait", "-t", "Rebooting", "-m", "in 5 seconds"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "Rebooting\nin 5 seconds\n")
    }
}

extension ProgressEndToEndTests {
    func testStdinThatIsTheTerminalIsRefused() throws {
        let run = try DialogRun("--progress -t Installing")
        XCTAssertEqual(run.status(), 125)
        XCTAssertEqual(run.stderr, "popupctl: '--progress' reads its lines from stdin, which is the terminal; pipe them in, or run a command after '--'\n")
        run.assertTerminalRestored()
    }
}

extension ProgressEndToEndTests {
    func testSIGTERMToPopupctlStopsTheCommandAndRestoresTheTerminal() throws {
        let run = try DialogRun("--progress -- sh -c \(Tmux.quote("echo 10 >&3; echo $$ > child.pid; exec sleep 100"))")
        run.tmux.waitFor("10%")
        guard let pid = run.pid(),
              let child = run.tmux.waitForFile("child.pid").flatMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        else { return XCTFail("no pids") }
        kill(pid, SIGTERM)
        XCTAssertEqual(run.status(), 143, "the command's status: it got SIGTERM too")
        XCTAssertFalse(ProcessState.isRunning(child))
        run.assertTerminalRestored()
    }
}

extension NoTerminalTests {
    func testSIGTERMWithoutATerminalStopsTheCommandToo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("progress-term-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func pidFile(_ name: String) -> String { directory.appendingPathComponent(name).path }
        func written(_ name: String) -> Int32? {
            Poll.until(timeout: 10, {
                (try? String(contentsOfFile: pidFile(name), encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            }, { $0 != nil }).value
        }
        // The pid files are written whole (to a temporary name, then moved) before they are read.
        let command = "echo $$ > \(pidFile("child.pid")).tmp && mv \(pidFile("child.pid")).tmp \(pidFile("child.pid")); echo 10; exec sleep 100"
        let script = "echo $$ > \(pidFile("popupctl.pid")).tmp && mv \(pidFile("popupctl.pid")).tmp \(pidFile("popupctl.pid")); "
            + "exec \(Tmux.quote(Tmux.binaryDirectory.appendingPathComponent("popupctl").path)) --progress -- sh -c \(Tmux.quote(command))"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["-w", "sh", "-c", script]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard let popupctl = written("popupctl.pid"), let child = written("child.pid") else { return XCTFail("never started") }
        kill(popupctl, SIGTERM)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 143, "the command's status: it got SIGTERM too")
        XCTAssertFalse(ProcessState.isRunning(child), "the command was stopped with popupctl")
    }
}

extension ProgressEndToEndTests {
    func testNoWaitOnADumbTerminalIsPlainLines() throws {
        let run = try DialogRun("--no-wait -t Rebooting -m 'in 5 seconds'", environment: ["TERM": "dumb"])
        XCTAssertEqual(run.status(), 0)
        let lines = run.tmux.waitFor("in 5 seconds").components(separatedBy: "\n")
        XCTAssertTrue(lines.contains("Rebooting") && lines.contains("in 5 seconds"), "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("╭") }, "no box on a dumb terminal")
    }
}

extension ProgressEndToEndTests {
    func testInlineTheOutputTailHasItsRowsFromTheStart() throws {
        let script = "echo 'compiling a'; echo 40 >&3; echo 'compiling b'; until [ -f go1 ]; do sleep 0.02; done"
        let run = try DialogRun("--inline --progress -t Building -- sh -c \(Tmux.quote(script))")
        let screen = run.tmux.waitFor("compiling b")
        XCTAssertTrue(screen.contains("compiling a") && screen.contains("40%"), screen)
        XCTAssertTrue(screen.contains("BEFORE-MARKER"), "drawn below the prompt")
        XCTAssertFalse(run.tmux.modes().alternate)
        go(run, 1)
        XCTAssertEqual(run.status(), 0)
        run.assertTerminalRestored()
    }
}
