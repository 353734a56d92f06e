import XCTest
@testable import PopupCore

final class HotkeyLabelTests: XCTestCase {
    func testAmpersandMarksHotkey() {
        XCTAssertEqual(HotkeyLabel.parse("&Delete"), HotkeyLabel(text: "Delete", hotkey: "D", hotkeyOffset: 0))
        XCTAssertEqual(HotkeyLabel.parse("Sa&ve"), HotkeyLabel(text: "Save", hotkey: "v", hotkeyOffset: 2))
        XCTAssertEqual(HotkeyLabel.parse("Salt && Pepper"), HotkeyLabel(text: "Salt & Pepper", hotkey: nil, hotkeyOffset: nil))
        XCTAssertEqual(HotkeyLabel.parse("End&"), HotkeyLabel(text: "End&", hotkey: nil, hotkeyOffset: nil))
        XCTAssertEqual(Button("&Keep", role: .cancel).hotkey, "k")
    }
}
