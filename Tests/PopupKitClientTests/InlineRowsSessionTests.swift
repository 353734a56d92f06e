import XCTest
import PopupKit
import PopupTestSupport

/// Inline with `Presentation.inlineRows`: the rows made below the prompt are at most those
/// allowed, the list laid out in them, and they are erased at the end.
final class InlineRowsSessionTests: XCTestCase {
    private func run(rows: HeightRule?) throws -> MemoryTerminal {
        var presentation = Presentation(reducedMotion: true)
        presentation.inline = true
        presentation.inlineRows = rows
        presentation.queriesBackground = false
        var dialog = Dialog(title: "Pick")
        dialog.list = ListSpec(items: ItemStore(lines: (1...100).map { "item \($0)" }))
        let terminal = MemoryTerminal(size: Size(width: 60, height: 24), script: [.wait(0.1), .text("\r")])
        let outcome = try Popup(dialog, presentation: presentation).run(on: terminal)
        XCTAssertEqual(outcome, .chosen(index: 0, label: "OK", role: .default, values: [], items: [0]))
        return terminal
    }

    /// Newlines that make room, then the move back up to the first of the rows.
    private func openedRows(_ terminal: MemoryTerminal) -> Int? {
        let text = terminal.outputText
        guard let up = text.range(of: "\u{1B}\\[[0-9]+A", options: .regularExpression) else { return nil }
        return Int(text[up].dropFirst(2).dropLast()).map { $0 + 1 }
    }

    func testTheRowsAllowedAreTheRowsTaken() throws {
        XCTAssertGreaterThan(openedRows(try run(rows: nil)) ?? 0, 20, "a list of 100 takes the screen unless told")
        let limited = try run(rows: .rows(10))
        XCTAssertEqual(openedRows(limited), 10)
        XCTAssertEqual(openedRows(try run(rows: .percent(50))), 12)
        XCTAssertTrue(limited.outputText.contains("\r\u{1B}[J"), "erased at the end")
        let frames = limited.writes.dropFirst().dropLast()
        var screen = TerminalScreen(width: 60, height: 24)
        screen.feed(limited.writes.first ?? [])
        for frame in frames { screen.feed(frame) }
        let drawn = screen.lines.filter { $0.contains("item ") }.count
        XCTAssertGreaterThan(drawn, 0)
        XCTAssertLessThanOrEqual(drawn, 10 - 4, "the list is laid out in the rows: border, filter, buttons")
    }
}
