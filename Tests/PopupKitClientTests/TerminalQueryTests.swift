import XCTest
import PopupKit

/// The OSC 11 background query never leaves a reply for the shell, whether the terminal answers
/// at once, late, or not at all.
final class TerminalQueryTests: XCTestCase {
    private func popup(depth: ColorDepth = .truecolor) -> Popup {
        var theme = Theme.standard
        theme.backdrop = CellStyle(background: .rgb(0, 0, 0))
        theme.backdropOpacity = 50
        return Popup(Dialog(message: "Hi", buttons: [Button("OK")]), theme: theme,
                     presentation: Presentation(colorDepth: depth))
    }

    func testReplyIsUsedAndNotTyped() throws {
        let reply = "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c"
        // The backdrop fades in around the box (`Entry.dressing`): Enter comes once it is whole.
        let terminal = MemoryTerminal(script: [.text(reply), .wait(Transition.duration), .text("\r")])
        XCTAssertEqual(try popup().run(on: terminal), .chosen(index: 0, label: "OK", role: .default, values: []))
        XCTAssertTrue(terminal.outputText.contains(TerminalQuery.background + TerminalQuery.deviceAttributes))
        XCTAssertTrue(terminal.outputText.contains("48;2;128;128;128"), "the backdrop blends with the white background")
    }

    func testLateReplyIsReadBeforeLeaving() throws {
        let terminal = MemoryTerminal(script: [.text("\r"), .text("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\"), .text("\u{1B}[?62c")])
        _ = try popup().run(on: terminal)
        XCTAssertEqual(terminal.unreadSteps, [], "every reply was consumed")
    }

    func testSilentTerminalCostsOnlyTheGrace() throws {
        let terminal = MemoryTerminal(script: [.text("\r"), .wait(5), .text("typed later")])
        _ = try popup().run(on: terminal)
        XCTAssertEqual(terminal.unreadSteps.last, .text("typed later"), "the wait is bounded and takes nothing real")
        XCTAssertLessThan(terminal.now(), 1)
    }

    func testNoQueryWithoutColour() throws {
        let terminal = MemoryTerminal(script: [.text("\r")])
        _ = try popup(depth: .none).run(on: terminal)
        XCTAssertFalse(terminal.outputText.contains("]11;?"))
    }

    func testParsesReplies() {
        XCTAssertEqual(TerminalQuery.parseBackground("]11;rgb:ffff/8080/0000"), .rgb(255, 128, 0))
        XCTAssertEqual(TerminalQuery.parseBackground("]11;rgb:ff/80/00"), .rgb(255, 128, 0))
        XCTAssertNil(TerminalQuery.parseBackground("]10;rgb:ff/80/00"))
        XCTAssertNil(TerminalQuery.parseBackground("]11;rgb:zz/80/00"))
        XCTAssertTrue(TerminalQuery.isDeviceAttributes("[?62;22c"))
    }
}
