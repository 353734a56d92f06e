import XCTest
import PopupCore
import PopupKit
@testable import PopupCLI
import PopupTestSupport

/// dialog's boxes with content in the line-based prompt (TERM=dumb): each asks its answer as
/// lines, and writes the result the box would.
final class PlainContentTests: XCTestCase {
    private func run(_ arguments: [String], _ lines: [LineInput], files: [String: [UInt8]] = [:]) -> (status: Int32, result: String, shown: String) {
        let terminal = MemoryLineTerminal(lines)
        let io = MemoryIO(environment: ["TERM": "dumb"], files: files)
        io.lineTerminal = terminal
        let status = CompatDialect.dialog.run(arguments, io: io)
        return (status, io.stderr, terminal.output)
    }

    func testAValueIsAskedOnALineAndChecked() {
        let date = run(["--calendar", "Pick", "0", "0", "15", "3", "2024"], [.line("2024-02-30"), .line("2024-02-29"), .line("1")])
        XCTAssertEqual(date.status, 0)
        XCTAssertEqual(date.result, "29/02/2024")
        XCTAssertTrue(date.shown.contains("Not accepted"), date.shown)
        let kept = run(["--timebox", "When", "0", "0", "1", "2", "3"], [.line(""), .line("")])
        XCTAssertEqual(kept.result, "01:02:03", "an empty line keeps the value")
        let cancelled = run(["--rangebox", "How many", "0", "0", "0", "10", "4"], [.line("7"), .line("2")])
        XCTAssertEqual([cancelled.status], [1])
        XCTAssertEqual(cancelled.result, "")
    }

    func testAnEditorsTextIsAskedLineByLine() {
        let edited = run(["--editbox", "f", "0", "0"], [.line("new one"), .line("two"), .line("."), .line("1")],
                         files: ["f": Array("old\n".utf8)])
        XCTAssertEqual(edited.result, "new one\ntwo\n")
        XCTAssertTrue(edited.shown.contains("old"), "the text as it is is shown: \(edited.shown)")
        let kept = run(["--editbox", "f", "0", "0"], [.line("."), .line("1")], files: ["f": Array("old\n".utf8)])
        XCTAssertEqual(kept.result, "old\n")
    }

    func testABuildListsItemsByNumber() {
        let built = run(["--buildlist", "Build", "0", "0", "0", "a", "Alpha", "on", "b", "Beta", "off", "c", "Gamma", "off"],
                        [.line("3 1"), .line("1")])
        XCTAssertEqual(built.result, "c a")
        XCTAssertTrue(built.shown.contains("2) Beta"), built.shown)
    }
}
