import PopupCore
import XCTest
@testable import PopupCLI

/// `--rows N|N%`: read as a height rule, refused otherwise, and only with `--inline`.
final class RowsOptionTests: XCTestCase {
    func testRowsAndPercentages() throws {
        XCTAssertEqual(try InvocationBuilder.build(["--inline", "--rows", "12", "--item", "a"]).inlineRows, .rows(12))
        XCTAssertEqual(try InvocationBuilder.build(["--inline", "--rows=40%", "--item", "a"]).inlineRows, .percent(40))
        XCTAssertEqual(HeightRule.rows(12).resolve(screenRows: 8), 8, "never more than the terminal has")
        XCTAssertEqual(HeightRule.percent(40).resolve(screenRows: 30), 12)
        XCTAssertEqual(HeightRule.percent(1).resolve(screenRows: 10), 1, "at least one row")
    }

    func testRefusedValuesAndWithoutInline() {
        for value in ["0", "-3", "101%", "0%", "ten", "5.5"] {
            XCTAssertThrowsError(try InvocationBuilder.build(["--inline", "--rows", value])) { error in
                XCTAssertEqual((error as? CLIError)?.description,
                               "invalid value '\(value)' for '--rows'; expected rows (10) or a percentage of the terminal's rows (40%)")
            }
        }
        XCTAssertThrowsError(try InvocationBuilder.build(["--rows", "10", "--item", "a"])) { error in
            XCTAssertEqual((error as? CLIError)?.description, "'--rows' only works together with '--inline'")
        }
    }
}
