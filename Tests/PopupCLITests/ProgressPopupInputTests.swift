import XCTest
import PopupCore
@testable import PopupKit

/// What `ProgressPopup.update` sends, taken as the box takes it.
final class ProgressPopupInputTests: XCTestCase {
    private func read(_ updates: [(Double?, String?)]) -> ProgressState {
        var state = ProgressState()
        for (percent, message) in updates {
            for update in ProgressPopup.updates(percent: percent, message: message) {
                state.apply(update, at: 0)
            }
        }
        return state
    }

    func testAMessageOfDigitsIsAMessage() {
        let state = read([(nil, "42")])
        XCTAssertNil(state.percent)
        XCTAssertEqual(state.message, "42")
    }

    func testAMessageAloneKeepsTheLastPercentage() {
        let state = read([(30, nil), (nil, "XXX"), (nil, "two\nlines")])
        XCTAssertEqual(state.percent, 30)
        XCTAssertEqual(state.message, "two\nlines")
    }

    func testAMessageThatReadsXXXNeverLeavesABlockOpen() {
        let state = read([(nil, "XXX"), (50, "half")])
        XCTAssertEqual(state.percent, 50)
        XCTAssertEqual(state.message, "half")
    }
}
