import PopupKit
import PopupTestSupport
import XCTest

/// A program's own progress box on a memory terminal: the terminal plays the person's keys, and
/// hands the box each of the program's calls at a `.program` step, as it was sent.
final class ProgressPopupMemoryTests: XCTestCase {
    private let size = Size(width: 60, height: 16)

    private func progress(on terminal: MemoryTerminal, buttons: [Button] = []) throws -> ProgressPopup {
        var presentation = Presentation(reducedMotion: true)
        presentation.queriesBackground = false
        return try ProgressPopup(title: "Importing", message: "Start", buttons: buttons, presentation: presentation)
            .start(on: terminal)
    }

    /// The screen after each write, in order.
    private func screens(_ terminal: MemoryTerminal) -> [[String]] {
        var screen = TerminalScreen(width: size.width, height: size.height)
        return terminal.writes.map { bytes in
            screen.feed(bytes)
            return screen.lines
        }
    }

    func testMessagesAreShownAsTheProgramSentThem() throws {
        let terminal = MemoryTerminal(size: size, script: [.program, .wait(0.1), .program, .wait(0.1), .program])
        let progress = try progress(on: terminal)
        XCTAssertTrue(progress.update(message: "  indented"))
        XCTAssertTrue(progress.update(percent: 40, message: #"C:\new\dir"#))
        XCTAssertEqual(progress.finish(), .completed)
        XCTAssertFalse(progress.update(percent: 50), "the box is gone")
        XCTAssertFalse(terminal.isRaw)

        let shown = screens(terminal)
        // Before any percentage: the message keeps its two leading spaces, in the column the
        // elapsed time's line starts in, plus two.
        let indented = try XCTUnwrap(shown.first { $0.contains { $0.contains("indented") } }, "\(shown.last ?? [])")
        let messageRow = try XCTUnwrap(indented.first { $0.contains("indented") })
        let elapsedRow = try XCTUnwrap(indented.first { $0.contains("elapsed") })
        XCTAssertEqual(column(of: "indented", in: messageRow), column(of: "elapsed", in: elapsedRow).map { $0 + 2 },
                       "\(indented.joined(separator: "\n"))")
        XCTAssertFalse(indented.contains { $0.contains("%") }, "no percentage yet")
        // Then beside the percentage: the path whole, on one line, no line broken at its \n.
        let path = try XCTUnwrap(shown.first { $0.contains { $0.contains(#"C:\new\dir"#) } }, "\(shown.last ?? [])")
        XCTAssertTrue(path.contains { $0.contains("40%") }, "\(path.joined(separator: "\n"))")
        XCTAssertFalse(shown.contains { $0.contains { $0.contains(#"ew\dir"#) && !$0.contains(#"C:\new\dir"#) } })
    }

    func testKeysAndTheProgramsCallsInterleave() throws {
        // The program reports, the person cancels, the program learns it at its next call.
        let terminal = MemoryTerminal(size: size, script: [.program, .wait(0.1), .text("\r"), .program])
        let progress = try progress(on: terminal, buttons: [Button("Cancel", role: .cancel)])
        XCTAssertTrue(progress.update(percent: 25, message: "copying"))
        Poll.until(timeout: 10, every: 0) { !progress.update() }
        XCTAssertFalse(progress.update(percent: 30), "cancelled: the work should stop")
        XCTAssertEqual(progress.finish(), .chosen(index: 0, label: "Cancel", role: .cancel, values: []))
        XCTAssertTrue(terminal.outputText.contains("25%") && terminal.outputText.contains("copying"))
        XCTAssertEqual(terminal.unreadSteps, [.program], "the box closed before the next call")
    }

    func testAProgramThatNeverCallsEndsTheRunInsteadOfHangingIt() throws {
        let terminal = MemoryTerminal(size: size, script: [.program])
        terminal.programWait = 0.05
        let progress = try progress(on: terminal)
        Poll.until(timeout: 10, every: 0) { !progress.update() }
        XCTAssertEqual(progress.finish(), .interrupted(signal: TerminalSignal.hangup), "read as the terminal closing")
    }

    func testAProgramStepWithNoProgramIsSkipped() throws {
        var presentation = Presentation(reducedMotion: true)
        presentation.queriesBackground = false
        let terminal = MemoryTerminal(script: [.program, .text("\r")])
        XCTAssertEqual(try Popup(title: "Hi", presentation: presentation).run(on: terminal),
                       .chosen(index: 0, label: "OK", role: .default, values: []))
    }

    private func column(of text: String, in line: String) -> Int? {
        line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
    }
}
