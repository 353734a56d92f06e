import XCTest
@testable import PopupCore

/// `ProgressSpec.initialPercent`: a gauge shows the percentage it was started with until its
/// input gives another (whiptail --gauge TEXT H W 40 starts at 40%).
final class ProgressInitialPercentTests: XCTestCase {
    func testTheBarStartsAtTheGivenPercentageClamped() {
        var dialog = Dialog(title: "Working")
        dialog.progress = ProgressSpec()
        XCTAssertNil(DialogState(dialog: dialog, reducedMotion: true).progress?.percent)
        dialog.progress?.initialPercent = 40
        XCTAssertEqual(DialogState(dialog: dialog, reducedMotion: true).progress?.percent, 40)
        dialog.progress?.initialPercent = 250
        XCTAssertEqual(DialogState(dialog: dialog, reducedMotion: true).progress?.percent, 100)
    }
}
