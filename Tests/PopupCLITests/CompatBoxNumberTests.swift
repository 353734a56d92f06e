import XCTest
@testable import PopupCLI
import PopupTestSupport

/// Issue 34 item 2: a box's numbers read as C's strtol with base 10 reads them, then cast to an
/// int; sizes clamped, values not.
final class CompatBoxNumberTests: XCTestCase {
    func testNumbersReadAsStrtolWithBaseTen() {
        let cases: [(String, Int?)] = [
            ("15000", 15000), (" +7", 7), ("\t9", 9), ("\n-3", -3), ("", 0), ("0x10", nil), ("010", 10),
            ("7 ", nil), (" ", nil), ("+", nil), ("4294967311", 15), ("99999999999", 1_215_752_191),
            ("99999999999999999999", -1), ("-99999999999999999999", 0),
        ]
        for (word, expected) in cases {
            XCTAssertEqual(CompatNumber.decimal(word), expected, word.debugDescription)
        }
    }

    /// The values a box holds are not clamped to ±10 000: the answer is what was given.
    func testValuesAreKeptAsGiven() {
        for (arguments, result) in [
            (["--rangebox", "Range", "0", "0", "0", "20000", "15000"], "15000"),
            (["--calendar", "Date", "0", "0", "1", "2", "99999"], "01/02/99999"),
            (["--rangebox", "Range", "0x10", "0", "0", "100", "5"], ""),
        ] {
            let io = MemoryIO(environment: ["POPUPCTL_ANSWER": "OK"])
            let status = CompatDialect.dialog.run(arguments, io: io)
            if result.isEmpty {
                XCTAssertEqual(status, 255, "\(arguments) is refused, as dialog refuses it")
            } else {
                XCTAssertEqual(status, 0, io.stderr)
                XCTAssertEqual(io.stderr, result)
                print("dialog \(arguments.joined(separator: " ")) answers \(io.stderr) (dialog 1.3: \(result))")
            }
        }
    }
}
