import XCTest
import PopupKit
import PopupTestSupport

/// The run loop and the preview pane: it asks the terminal for the command of each item the
/// cursor comes to, draws what the terminal hands back, and stops the command as the dialog ends.
final class PreviewSessionTests: XCTestCase {
    func testTheLoopRunsTheCommandDrawsItsOutputAndStopsItAtTheEnd() throws {
        var dialog = Dialog(title: "Files")
        var list = ListSpec(items: ItemStore(lines: ["notes.txt", "todo.txt"]))
        list.preview = PreviewSpec(command: "head {}")
        dialog.list = list
        var presentation = Presentation(reducedMotion: true)
        presentation.queriesBackground = false
        let terminal = MemoryTerminal(size: Size(width: 90, height: 16), script: [
            .wait(0.05), .previewOutput(Array("buy milk\n".utf8)), .previewEnd(0), .wait(0.05),
            .bytes(Array("\u{1B}[B".utf8)), .wait(0.05), .previewOutput(Array("call mum\n".utf8)), .wait(0.05), .text("\r"),
        ])
        let outcome = try Popup(dialog, presentation: presentation).run(on: terminal)
        XCTAssertEqual(outcome, .chosen(index: 0, label: "OK", role: .default, values: [], items: [1]))
        let commands = terminal.previewRequests.map { $0.map { String(decoding: $0.command, as: UTF8.self) } }
        XCTAssertEqual(commands, ["head 'notes.txt'", "head 'todo.txt'", nil], "one a item, then stopped at the end")
        var screen = TerminalScreen(width: 90, height: 16)
        var shown: [String] = []
        for write in terminal.writes.dropLast() {
            screen.feed(write)
            shown.append(screen.lines.joined(separator: "\n"))
        }
        XCTAssertTrue(shown.contains { $0.contains("› notes.txt") && $0.contains("│ buy milk") }, shown.joined(separator: "\n\n"))
        XCTAssertTrue(shown.last?.contains("│ call mum") == true && shown.last?.contains("buy milk") == false)
    }
}
