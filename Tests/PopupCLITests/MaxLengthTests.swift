import XCTest
@testable import PopupCLI
import PopupKit
import PopupTestSupport

/// `--max-length` cuts whatever fills the field the same way: the initial value, an unattended
/// answer, and the dialog itself.
final class MaxLengthTests: XCTestCase {
    private let field = ["-i", "Code", "--max-length", "3"]

    func testEveryWayInIsCutAlike() {
        let cases: [(String, [String])] = [
            ("--value, answered", field + ["--value", "abcdef", "-b", "OK", "--answer", "0"]),
            ("--answer-value", field + ["-b", "OK", "--answer", "0", "--answer-value", "abcdef"]),
            ("emoji by character", ["-i", "Code", "--max-length", "2", "-b", "OK", "--answer", "0", "--answer-value", "👍🏽é日本"]),
        ]
        for (name, arguments) in cases {
            let io = MemoryIO()
            XCTAssertEqual(PopupCommand.run(arguments, io: io), 0, "\(name): \(io.stderr)")
            XCTAssertEqual(io.stdout.split(separator: "\n").last.map { $0.count }, name.hasPrefix("emoji") ? 2 : 3, name)
        }
        let dialog = MemoryIO.drawing(script: [.text("\r")])
        XCTAssertEqual(dialog.run(field + ["--value", "abcdef", "-b", "OK"]), 0)
        XCTAssertEqual(dialog.stdout, "abc\n", "the dialog starts with the cut value")
    }
}
