import XCTest
import PopupKit
import PopupTestSupport

/// A progress box driven through the whole run loop, its input scripted on a memory terminal.
final class ProgressSessionTests: XCTestCase {
    private func popup(waits: Bool = false, buttons: [Button] = []) -> Popup {
        var dialog = Dialog(title: "Installing", message: "Start", buttons: buttons)
        dialog.progress = ProgressSpec(waitsAtEnd: waits)
        var presentation = Presentation(reducedMotion: true)
        presentation.queriesBackground = false
        return Popup(dialog, presentation: presentation)
    }

    func testAFloodOfLinesIsReadWholeButDrawnAtTheFrameRate() throws {
        // A thousand chunks in no time at all: one frame for the first, none for the rest, until a
        // frame's time passes; then the newest state, not each one in turn.
        let flood = (0...1000).map { MemoryTerminal.Step.data(Array("\($0 / 10)\n".utf8)) }
        let terminal = MemoryTerminal(script: flood + [.wait(0.1), .dataEnd])
        let (outcome, progress) = try popup().runProgress(on: terminal, input: nil)
        XCTAssertEqual(outcome, .completed)
        XCTAssertEqual(progress.percent, 100)
        XCTAssertLessThanOrEqual(terminal.writes.count, 5, "frames: \(terminal.writes.count)")
        // The first chunk is drawn at once (0%); the frame after it changes only the cells that differ.
        var screen = TerminalScreen(width: 80, height: 24)
        for write in terminal.writes.dropLast() { screen.feed(write) }
        XCTAssertTrue(screen.lines.contains { $0.contains("100%") }, "the newest state is drawn")
        XCTAssertFalse(terminal.outputText.contains(" 50%"), "states in between are not")
        XCTAssertFalse(terminal.isRaw)
    }

    func testWaitingAtTheEndSaysDoneUntilOK() throws {
        let terminal = MemoryTerminal(script: [.data(Array("# Copying\n60\n".utf8)), .dataEnd, .wait(0.1), .text("\r")])
        let (outcome, progress) = try popup(waits: true).runProgress(on: terminal, input: nil)
        XCTAssertEqual(outcome, .chosen(index: 0, label: "OK", role: .default, values: []))
        XCTAssertTrue(progress.ended)
        XCTAssertTrue(terminal.outputText.contains("Done") && terminal.outputText.contains("Copying"))
    }

    func testCancelEndsItWhateverIsStillComing() throws {
        let terminal = MemoryTerminal(script: [.data(Array("10\n".utf8)), .wait(0.1), .text("\r"),
                                               .data(Array("20\n".utf8)), .dataEnd])
        let (outcome, progress) = try popup(buttons: [Button("Cancel", role: .cancel)]).runProgress(on: terminal, input: nil)
        XCTAssertEqual(outcome, .chosen(index: 0, label: "Cancel", role: .cancel, values: []))
        XCTAssertEqual(progress.percent, 10)
        XCTAssertEqual(terminal.unreadSteps.count, 2, "what came after Cancel was left unread")
        XCTAssertFalse(terminal.outputText.contains("20%"))
    }

    func testTheClockRedrawsEachSecondWithNoInput() throws {
        let terminal = MemoryTerminal(script: [.data(Array("5\n".utf8)), .wait(2.5), .dataEnd])
        _ = try popup().runProgress(on: terminal, input: nil)
        // Modes on, the first frame (0:00, the bar at 5%: read before it); then one frame a second,
        // each writing the seconds' digit alone; modes off.
        let writes = terminal.writes.map { String(decoding: $0, as: UTF8.self) }
        XCTAssertEqual(writes.count, 5, "\(writes)")
        XCTAssertTrue(writes[1].contains("elapsed 0:00") && writes[1].contains("5%"), "\(writes)")
        XCTAssertTrue(writes[2].hasSuffix("1") && writes[3].hasSuffix("2"), "\(writes)")
    }
}

/// A program feeding its own progress box, the box on a thread of its own.
final class ProgressPopupTests: XCTestCase {
    func testTheBoxRunsBesideTheProgramAndSaysWhenItClosed() throws {
        var presentation = Presentation(reducedMotion: true)
        presentation.queriesBackground = false
        let terminal = MemoryTerminal(script: [.wait(0.1), .text("\r")])
        let progress = try ProgressPopup(title: "Importing", buttons: [Button("Cancel", role: .cancel)],
                                         presentation: presentation).start(on: terminal)
        let outcome = progress.finish()
        XCTAssertEqual(outcome, .chosen(index: 0, label: "Cancel", role: .cancel, values: []))
        XCTAssertFalse(progress.update(percent: 50, message: "too late"), "the box is gone: the work should stop")
        XCTAssertTrue(terminal.outputText.contains("Importing"))
        XCTAssertFalse(terminal.isRaw)
    }
}

/// A progress box whose input is over before its first frame touches nothing: no alternate screen
/// entered, cleared and left (a flash of a blank screen); input that goes on is drawn as it stands.
extension ProgressSessionTests {
    func testInputThatEndsBeforeTheFirstFrameWritesNothing() throws {
        let percentages = (0...100_000).map { "\($0 / 1000)\n" }.joined()
        let terminal = MemoryTerminal(script: [.data(Array(percentages.utf8)), .dataEnd])
        let (outcome, progress) = try popup().runProgress(on: terminal, input: nil)
        XCTAssertEqual(outcome, .completed)
        XCTAssertEqual(progress.percent, 100, "all of it was read")
        XCTAssertEqual(terminal.writes, [], "nothing was written to the terminal")
    }

    func testInputThatGoesOnIsDrawnWithWhatCameFirst() throws {
        let terminal = MemoryTerminal(script: [.data(Array("# Copying\n30\n".utf8)), .wait(0.5), .dataEnd])
        _ = try popup().runProgress(on: terminal, input: nil)
        let first = try XCTUnwrap(terminal.writes.dropFirst().first.map { String(decoding: $0, as: UTF8.self) })
        XCTAssertTrue(first.contains("Copying") && first.contains("30%"), "the first frame shows what had come: \(first)")
    }

    /// A box that waits at its end ("Done", OK) is shown whatever its input does.
    func testABoxThatWaitsIsShownEvenWhenItsInputIsOver() throws {
        let terminal = MemoryTerminal(script: [.data(Array("100\n".utf8)), .dataEnd, .wait(0.1), .text("\r")])
        _ = try popup(waits: true).runProgress(on: terminal, input: nil)
        XCTAssertTrue(terminal.outputText.contains("Done"))
    }

    func testCtrlCBeforeTheFirstFrameTouchesNothingEither() throws {
        let terminal = MemoryTerminal(script: [.data(Array("10\n".utf8)), .signal(TerminalSignal.interrupt)])
        let (outcome, _) = try popup().runProgress(on: terminal, input: nil)
        XCTAssertEqual(outcome, .interrupted(signal: TerminalSignal.interrupt))
        XCTAssertEqual(terminal.writes, [])
    }
}
