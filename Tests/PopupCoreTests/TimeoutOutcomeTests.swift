import XCTest
@testable import PopupCore

/// What a timeout ends with: the default button, unless the dialog says a timeout is not a
/// choice (`conventions.timeoutChoosesDefault = false`: dialog's --timeout is an Esc whatever has the focus).
final class TimeoutOutcomeTests: XCTestCase {
    func testTheDefaultIsChosenUnlessTheDialogSaysOtherwise() {
        var dialog = Dialog(title: "T", buttons: [Button("Yes"), Button("No")], defaultButton: 1)
        XCTAssertEqual(TimeoutOutcome.outcome(dialog, values: []), .chosen(index: 1, label: "No", role: .default, values: []))
        dialog.conventions.timeoutChoosesDefault = false
        XCTAssertEqual(TimeoutOutcome.outcome(dialog, values: []), .timedOut)
    }
}
