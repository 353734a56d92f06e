import XCTest
@testable import PopupCLI

/// A message from stdin loses one final line break, LF or CR LF, and nothing else.
final class MessageInputTests: XCTestCase {
    func testOneFinalLineBreakIsDropped() {
        let cases: [(String, String)] = [
            ("text\n", "text"), ("text\r\n", "text"), ("text", "text"), ("text\n\n", "text\n"),
            ("\n", ""), ("\r\n", ""), ("", ""), ("a\r\nb\r\n", "a\r\nb"), ("日本\n", "日本"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(DialogResolver.trimmingFinalNewline(input), expected, input.debugDescription)
        }
    }

    func testAMessageFromStdinEndsWhereTheTextEnds() throws {
        let io = MemoryIO()
        io.stdin = Array("first\r\nlast\r\n".utf8)
        XCTAssertEqual(PopupCommand.run(["-m", "-", "--preview", "--no-color", "--size", "30x9"], io: io), 0, io.stderr)
        XCTAssertTrue(io.stdout.contains("last"), io.stdout)
        XCTAssertFalse(io.stdout.contains("las "), io.stdout)
    }
}
