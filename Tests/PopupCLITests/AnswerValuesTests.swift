import XCTest
@testable import PopupCLI
import PopupTestSupport

/// POPUPCTL_VALUES, one value a line as a script or a file would write them.
final class AnswerValuesTests: XCTestCase {
    func testLinesSplitOnLFAndCRLFWithAFinalBreakEndingTheLast() {
        let table: [(String, [String])] = [
            ("x\ny", ["x", "y"]), ("x\r\ny", ["x", "y"]), ("x\ny\n", ["x", "y"]), ("x\r\ny\r\n", ["x", "y"]),
            ("x\n\nz", ["x", "", "z"]), ("", [""]), ("\n", [""]), ("only", ["only"]),
        ]
        for (text, lines) in table {
            XCTAssertEqual(GivenAnswer.valueLines(text), lines, text.debugDescription)
        }
    }

    func testTheEnvironmentFillsTheFields() {
        let io = MemoryIO(environment: ["POPUPCTL_ANSWER": "B", "POPUPCTL_VALUES": "x\r\ny\n"])
        XCTAssertEqual(PopupCommand.run(["-b", "B", "-i", "X", "-i", "Y", "-o", "values"], io: io), 0, io.stderr)
        XCTAssertEqual(io.stdout, "x\ny\n")
    }
}
