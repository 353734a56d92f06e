@testable import PopupCLI
import PopupTestSupport
import PopupCore
import PopupKit
import PopupTTY
import XCTest

/// The one runner every front end goes through: the same surface for the same situation, whatever
/// the command line's dialect.
final class RunnerTests: XCTestCase {
    /// A front end's command line, run in memory.
    private struct FrontEnd: Sendable {
        var name: String
        var run: @Sendable ([String], MemoryIO) -> Int32
        static let popupctl = FrontEnd(name: "popupctl") { PopupCommand.run($0, io: $1) }
        static let whiptail = FrontEnd(name: "whiptail") { CompatDialect.whiptail.run($0, io: $1) }
        static let dialog = FrontEnd(name: "dialog") { CompatDialect.dialog.run($0, io: $1) }
    }

    /// With no terminal, a question is an error in every dialect, and a popup that asks nothing
    /// still runs: its words to the log (popupctl's stderr; the tools' stderr is their result).
    func testWithNoTerminalAQuestionFailsAndAMessageIsLogged() {
        let cases: [(FrontEnd, [String], status: Int32, stderr: String)] = [
            (.popupctl, ["-t", "Deploy?", "-b", "Yes"], 125, "popupctl: no terminal"),
            (.whiptail, ["--yesno", "Deploy?", "8", "40"], 255, "whiptail: no terminal"),
            (.dialog, ["--yesno", "Deploy?", "8", "40"], 255, "dialog: no terminal"),
            (.popupctl, ["--no-wait", "-t", "Rebooting"], 0, "Rebooting\n"),
            (.whiptail, ["--infobox", "Rebooting", "8", "40"], 0, ""),
            (.dialog, ["--infobox", "Rebooting", "8", "40"], 0, ""),
        ]
        for (frontEnd, arguments, status, stderr) in cases {
            let io = MemoryIO()
            XCTAssertEqual(frontEnd.run(arguments, io), status, "\(frontEnd.name) \(arguments): \(io.stderr)")
            XCTAssertTrue(io.stderr.hasPrefix(stderr), "\(frontEnd.name) \(arguments): \(io.stderr)")
            XCTAssertTrue(io.terminalOpened, "\(frontEnd.name) looked for a terminal")
        }
    }

    /// POPUPCTL_ANSWER means nobody is watching: a popup that asks nothing is not drawn either, in
    /// every dialect (popupctl drew its --no-wait message and progress box over it before).
    func testAnAnswerGivenForTheRunDrawsNothingThatAsksNothing() {
        let cases: [(FrontEnd, [String], stdin: String)] = [
            (.popupctl, ["--no-wait", "-t", "Rebooting"], ""),
            (.popupctl, ["--progress", "-t", "Copying"], "50\n100\n"),
            (.whiptail, ["--infobox", "Rebooting", "8", "40"], ""),
            (.whiptail, ["--gauge", "Copying", "8", "40", "0"], "50\n100\n"),
            (.dialog, ["--gauge", "Copying", "8", "40", "0"], "50\n100\n"),
        ]
        for (frontEnd, arguments, stdin) in cases {
            let io = MemoryIO(environment: ["POPUPCTL_ANSWER": "OK"], stdin: Array(stdin.utf8))
            io.terminal = MemoryTerminal(size: Size(width: 80, height: 24), script: [])
            XCTAssertEqual(frontEnd.run(arguments, io), 0, "\(frontEnd.name) \(arguments): \(io.stderr)")
            XCTAssertFalse(io.terminalOpened, "\(frontEnd.name) \(arguments) opened the terminal")
        }
    }

    /// Lines instead of a box are decided one way: TERM=dumb gives every dialect the line prompt,
    /// the tools' infobox included (it drew a box on a terminal that cannot show one before).
    func testADumbTerminalGetsLinesInEveryDialect() {
        let cases: [(FrontEnd, [String], script: [LineInput], status: Int32)] = [
            (.popupctl, ["-t", "Deploy?", "-b", "Yes", "-b", "No"], [.line("2")], 1),
            (.whiptail, ["--yesno", "Deploy?", "8", "40"], [.line("2")], 1),
            (.dialog, ["--yesno", "Deploy?", "8", "40"], [.line("2")], 1),
            (.popupctl, ["--no-wait", "-t", "Rebooting"], [], 0),
            (.whiptail, ["--infobox", "Rebooting", "8", "40"], [], 0),
            (.dialog, ["--infobox", "Rebooting", "8", "40"], [], 0),
        ]
        for (frontEnd, arguments, script, status) in cases {
            let io = MemoryIO(environment: ["TERM": "dumb"])
            let lines = MemoryLineTerminal(script)
            io.lineTerminal = lines
            io.terminal = MemoryTerminal(size: Size(width: 80, height: 24), script: [])
            XCTAssertEqual(frontEnd.run(arguments, io), status, "\(frontEnd.name) \(arguments): \(io.stderr)")
            XCTAssertTrue(lines.output.contains(arguments.contains("Rebooting") ? "Rebooting" : "Deploy?"),
                          "\(frontEnd.name) \(arguments): \(lines.output)")
        }
    }

    /// popupctl's status for a progress box around a command: the command's, unless the box ended
    /// early for a reason of its own; stopped before its work ended, never 0.
    func testACommandsStatusUnlessTheBoxEndedItForAReasonOfItsOwn() {
        let running = Plan.CommandEnding(status: 143, wasRunning: true)
        let ended = Plan.CommandEnding(status: 3, wasRunning: false)
        let cleanStop = Plan.CommandEnding(status: 0, wasRunning: true)
        let cancel = Outcome.chosen(index: 0, label: "Cancel", role: .cancel, values: [])
        let cases: [(Outcome?, Plan.Ending, Int32)] = [
            (nil, Plan.Ending(), 0),
            (.completed, Plan.Ending(), 0),
            (.chosen(index: 2, label: "C", role: .default, values: []), Plan.Ending(), 2),
            (.completed, Plan.Ending(command: ended), 3),
            (.timedOut, Plan.Ending(command: running), 124),
            (.timedOut, Plan.Ending(command: ended), 3),
            (.interrupted(signal: 15), Plan.Ending(command: running), 143),
            (.interrupted(signal: 2), Plan.Ending(command: ended), 130),
            (cancel, Plan.Ending(command: ended), 3),
            (cancel, Plan.Ending(stopped: true), PopupctlContract.stoppedStatus),
            (cancel, Plan.Ending(command: cleanStop, stopped: true), PopupctlContract.stoppedStatus),
            (.dismissed(.escape), Plan.Ending(command: running, stopped: true), PopupctlContract.stoppedStatus),
        ]
        for (outcome, ending, status) in cases {
            XCTAssertEqual(PopupctlContract.exitStatus(outcome, ending), status, "\(String(describing: outcome)) \(ending)")
        }
        XCTAssertNotEqual(PopupctlContract.stoppedStatus, 0)
    }

    /// The runner decides what a stop is, once for every front end: a button or Esc before the
    /// input ended is one (status 254 under popupctl's name, 0 was Cancel's index), a button after
    /// it is not; a tool's gauge keeps its own contract (no buttons, Esc ignored: 0 at the end).
    func testAProgressBoxStoppedBeforeItsInputEndedIsNeverZero() {
        let fed: [MemoryTerminal.Step] = [.data(Array("40\n".utf8)), .wait(0.1)]
        let cases: [([String], [MemoryTerminal.Step], status: Int32, stdout: String)] = [
            (["--progress", "-c", "Cancel"], fed + [.text("\r")], 254, "Cancel\n"),
            (["--progress", "-c", "Cancel"], fed + [.text("\u{1B}"), .wait(1)], 254, ""),
            (["--progress"], fed + [.text("\u{1B}"), .wait(1)], 254, ""),
            (["--progress", "-c", "Cancel"], fed + [.dataEnd], 0, ""),
            (["--progress", "--wait", "-c", "Close"], fed + [.dataEnd, .wait(0.1), .text("\r")], 0, "Close\n"),
        ]
        for (arguments, script, status, stdout) in cases {
            let io = MemoryIO.drawing(script: script)
            XCTAssertEqual(io.run(arguments), status, "\(arguments) \(script): \(io.stderr)")
            XCTAssertEqual(io.stdout, stdout, "\(arguments) \(script)")
        }
        let gauge = MemoryIO.drawing(script: fed + [.text("\u{1B}"), .wait(1), .text("\r"), .data(Array("90\n".utf8)), .dataEnd])
        XCTAssertEqual(CompatDialect.whiptail.run(["--gauge", "Copying", "8", "40", "0"], io: gauge), 0, gauge.stderr)
        XCTAssertEqual(gauge.terminal!.unreadSteps, [], "Esc and Enter did not end the gauge: its input did")
    }

    /// The scope keeps Ctrl-C relayed while the terminals inside it come and go in any order: a
    /// signal after the box closed, while its command is still being reaped, is heard, not fatal.
    func testASignalScopeOutlivesTheHoldersInsideIt() throws {
        let scope = try SignalScope.open()
        defer { scope.close() }
        _ = try SignalRelay.acquire()  // a terminal opens …
        SignalRelay.release()          // … and goes away before the command is reaped
        XCTAssertNil(scope.pendingTermination)
        raise(SIGINT)
        XCTAssertEqual(scope.pendingTermination, SIGINT)
        XCTAssertEqual(SignalRelay.drain(), [SIGINT])
        SignalRelay.clearPendingTermination()
    }
}
