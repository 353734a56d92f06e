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
}
