import XCTest
import PopupKit

/// The run loop carries out what `update` says of a new size: inline, the rows below the prompt
/// are cleared and made again; a signal that brings the same size changes nothing.
final class ResizeSessionTests: XCTestCase {
    private func inlineRun(resizedTo size: Size) throws -> MemoryTerminal {
        var presentation = Presentation(reducedMotion: true)
        presentation.inline = true
        presentation.queriesBackground = false
        let terminal = MemoryTerminal(size: Size(width: 80, height: 24),
                                      script: [.wait(0.1), .resize(size), .wait(0.1), .text("\r")])
        let outcome = try Popup(title: "Resize", message: "Drawn again at the new width.", presentation: presentation).run(on: terminal)
        XCTAssertEqual(outcome, .chosen(index: 0, label: "OK", role: .default, values: []))
        return terminal
    }

    private func clearings(_ terminal: MemoryTerminal) -> Int {
        terminal.outputText.components(separatedBy: "\r\u{1B}[J").count - 1
    }

    func testANewSizeMakesTheInlineRowsAgain() throws {
        let same = try inlineRun(resizedTo: Size(width: 80, height: 24))
        let narrower = try inlineRun(resizedTo: Size(width: 40, height: 24))
        XCTAssertEqual(clearings(same), 1, "only at the end")
        XCTAssertEqual(clearings(narrower), 2, "at the resize, and at the end")
        XCTAssertGreaterThan(narrower.writes.count, same.writes.count, "and a frame drawn afresh")
    }
}
