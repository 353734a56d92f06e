@testable import PopupCLI
import XCTest
import PopupTestSupport

/// An error under the whiptail and dialog names quotes what it was given (an option, a number,
/// a file name) as popupctl's own errors do: escapes in it never reach the terminal.
final class CompatErrorSanitizingTests: XCTestCase {
    func testWordsQuotedInAnErrorAreMadeHarmless() {
        let hostile = "\u{1B}]0;owned\u{07}\u{1B}[2J"
        let cases: [(CompatDialect, [String])] = [
            (.whiptail, ["--" + hostile]),
            (.whiptail, ["--output-fd", hostile, "--msgbox", "t", "8", "40"]),
            (.whiptail, ["--msgbox", "t", hostile, "40"]),
            (.dialog, ["--" + hostile, "--msgbox", "t", "8", "40"]),
            (.dialog, ["--msgbox", "t", hostile, "40"]),
            (.dialog, ["--textbox", "/nonexistent/" + hostile, "8", "40"]),
        ]
        for (tool, arguments) in cases {
            let io = MemoryIO()
            let status = tool.run(arguments, io: io)
            XCTAssertNotEqual(status, 0, "\(arguments)")
            XCTAssertFalse(io.stderr.isEmpty, "\(arguments)")
            XCTAssertFalse(io.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(tool) \(arguments): \(io.stderr.debugDescription)")
        }
    }
}
