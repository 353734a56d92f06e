import XCTest
import PopupKit

/// What a Swift program sees of PopupKit speaks to a Swift program: no command-line options in
/// its errors, no module names in a printed outcome.
final class LibraryWordingTests: XCTestCase {
    func testNoTerminalIsWordedForTheLibrary() {
        let text = PopupError.noTerminal.description
        XCTAssertFalse(text.contains("--answer") || text.contains("POPUPCTL_ANSWER"), text)
        XCTAssertTrue(text.contains("Popup.answer"), text)
    }

    func testPrintedOutcomesReadAsTheyAreWritten() {
        let cases: [(Outcome, String)] = [
            (.chosen(index: 1, label: "Delete", role: .destructive, values: []), #".chosen(index: 1, label: "Delete", role: .destructive)"#),
            (.chosen(index: 0, label: "Sign in", role: .default, values: ["alice", "a\"b"], items: [2]),
             #".chosen(index: 0, label: "Sign in", role: .default, values: ["alice", "a\"b"], items: [2])"#),
            (.dismissed(.tapOutside), ".dismissed(.tapOutside)"),
            (.timedOut, ".timedOut"),
            (.interrupted(signal: 2), ".interrupted(signal: 2)"),
            (.completed, ".completed"),
        ]
        for (outcome, expected) in cases {
            XCTAssertEqual(String(describing: outcome), expected)
            XCTAssertEqual("\(outcome)", expected)
        }
        XCTAssertFalse(String(describing: [Outcome.dismissed(.escape)]).contains("PopupCore."))
    }
}
