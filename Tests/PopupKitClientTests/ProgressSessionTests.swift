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
        // Modes on, the first frame (0:00), the bar at 5%; then one frame a second, each writing the
        // seconds' digit alone; modes off.
        let writes = terminal.writes.map { String(decoding: $0, as: UTF8.self) }
        XCTAssertEqual(writes.count, 6, "\(writes)")
        XCTAssertTrue(writes[1].contains("elapsed 0:00"))
        XCTAssertTrue(writes[3].hasSuffix("1") && writes[4].hasSuffix("2"), "\(writes)")
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
