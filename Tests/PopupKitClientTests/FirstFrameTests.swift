import XCTest
import PopupKit
import PopupTestSupport

/// The first frames come at once: streamed items are drawn as soon as the first of them arrive,
/// not a frame's time after the empty first frame, and the entry's frame 0 is drawn before any
/// time has passed.
final class FirstFrameTests: XCTestCase {
    private func presentation(reducedMotion: Bool) -> Presentation {
        var presentation = Presentation(reducedMotion: reducedMotion)
        presentation.queriesBackground = false
        return presentation
    }

    func testTheFirstItemsAreDrawnAsTheyArrive() throws {
        var dialog = Dialog(title: "Stream")
        dialog.list = ListSpec(items: ItemStore())
        // Enter comes 5 ms after the first items, well inside a frame's time (1/30 s).
        let terminal = MemoryTerminal(size: Size(width: 60, height: 16),
                                      script: [.data(Array("first item\nsecond item\n".utf8)), .wait(0.005), .text("\r")])
        let outcome = try Popup(dialog, presentation: presentation(reducedMotion: true)).run(on: terminal, items: terminal.scriptedInput)
        XCTAssertEqual(outcome, .chosen(index: 0, label: "OK", role: .default, values: [], items: [0]))
        var screen = TerminalScreen(width: 60, height: 16)
        for write in terminal.writes.dropLast() { screen.feed(write) }
        XCTAssertTrue(screen.lines.contains { $0.contains("› first item") }, screen.lines.joined(separator: "\n"))
    }

    func testAnEntrysFrameZeroIsDrawnBeforeAnyTimePasses() throws {
        let terminal = MemoryTerminal(size: Size(width: 60, height: 16), script: [.text("\r")])
        var dialog = Dialog(title: "Hello", message: "Frame zero")
        dialog.transition = .zoomIn
        _ = try Popup(dialog, presentation: presentation(reducedMotion: false)).run(on: terminal)
        XCTAssertGreaterThan(terminal.writes.count, 2, "a frame before the key")
        XCTAssertEqual(terminal.now(), 0, "no time passed before it")
    }

    /// Where `text` first shows in `lines`: (column, row), nil when it does not.
    private func cell(of text: String, in lines: [String]) -> [Int]? {
        for (row, line) in lines.enumerated() {
            if let range = line.range(of: text) { return [line[..<range.lowerBound].count, row] }
        }
        return nil
    }

    /// The screen after each write.
    private func screens(_ terminal: MemoryTerminal, _ size: Size) -> [[String]] {
        var screen = TerminalScreen(width: size.width, height: size.height)
        return terminal.writes.map { write in
            screen.feed(write)
            return screen.lines
        }
    }

    /// With default settings (motion on, no `--transition`) the first frame flushed already shows
    /// the message, the buttons and the list's first rows at the cells they keep; only the
    /// dressing around the box fades in afterwards.
    func testByDefaultTheFirstFrameShowsTheContentWhereItStays() throws {
        let size = Size(width: 60, height: 16)
        var dialog = Dialog(title: "Hello", message: "Stays put").button("Keep", role: .cancel).button("Go")
        dialog.list = ListSpec(items: ItemStore(lines: ["alpha row", "beta row"]))
        let terminal = MemoryTerminal(size: size, script: [.wait(1), .text("\r")])
        var shown = presentation(reducedMotion: false)
        shown.colorDepth = .truecolor
        _ = try Popup(dialog, presentation: shown).run(on: terminal)
        let frames = screens(terminal, size)
        XCTAssertGreaterThan(frames.count, 3, "modes, the first frame, the dressing's frames, the exit")
        let first = frames[1], settled = frames[frames.count - 2]
        for text in ["Hello", "Stays put", "Keep", "Go", "alpha row", "beta row"] {
            XCTAssertNotNil(cell(of: text, in: settled), text)
            XCTAssertEqual(cell(of: text, in: first), cell(of: text, in: settled),
                           "\(text) in the first frame:\n" + first.joined(separator: "\n"))
        }
    }
}
