import XCTest
import PopupCore
import PopupKit
import PopupTestSupport

/// The audit and the screen replay are what the hostile-input tests stand on: each must see
/// what it is there to see.
final class TerminalOutputAuditTests: XCTestCase {
    func testAuditFlagsEverythingOutsideTheEncodersSet() {
        let bad: [[UInt8]] = [
            Array("\u{1B}]0;title\u{07}".utf8), Array("\u{1B}P+q\u{1B}\\".utf8), Array("\u{1B}c".utf8),
            Array("\u{1B}[6n".utf8), Array("\u{1B}[4h".utf8), Array("\u{1B}[?1h".utf8), Array("\u{1B}[?2004;1$y".utf8),
            Array("\u{1B}[".utf8), [0x9B, 0x33, 0x31, 0x6D], Array("\u{9B}31m".utf8), Array("a\u{202E}b".utf8),
            Array("a\u{200B}b".utf8), Array("a\u{2028}b".utf8), [0x61, 0x00], [0x08], [0x7F], [0x1B, 0x1B],
            Array("\u{1B}[3;4;5t".utf8), [0xC0, 0xAF],
        ]
        for bytes in bad {
            XCTAssertFalse(TerminalOutputAudit.violations(bytes).isEmpty, "\(bytes)")
        }
    }

    func testAuditPassesARealFrame() throws {
        let terminal = MemoryTerminal(script: [.text("\r")])
        _ = try Popup(title: "Title", message: "日本語 👩‍👩‍👧 text", buttons: [Button("OK")]).run(on: terminal)
        XCTAssertEqual(TerminalOutputAudit.violations(terminal.output), [])
        XCTAssertTrue(terminal.outputText.contains("\u{1B}[?1049h"))
    }

    func testReplayPlacesClustersByWidthAndWraps() {
        var screen = TerminalScreen(width: 6, height: 2)
        screen.feed(Array("\u{1B}[1;2H日x\u{1B}[1;6Hab".utf8))
        XCTAssertEqual(screen.lines, [" 日x a", "b     "])
        XCTAssertEqual(screen.rows[0][1], "日")
        XCTAssertEqual(screen.rows[0][3], "x")
        XCTAssertEqual(screen.rows[1][0], "b", "past the right edge the next character wraps")
    }
}
