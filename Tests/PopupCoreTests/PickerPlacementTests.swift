import XCTest
@testable import PopupCore

/// fzf's furniture placed in the rows a bare list takes (issue 32 item 2): the prompt and info at
/// the bottom (default, reverse-list) or the top (reverse), the header beside them or past them.
final class PickerPlacementTests: XCTestCase {
    private let filter = Rect(x: 0, y: 0, width: 80, height: 2)
    private let header = Rect(x: 0, y: 2, width: 80, height: 1)
    private let list = Rect(x: 0, y: 3, width: 80, height: 7)

    func testTheDefaultLayoutStacksListHeaderInfoAndPromptDownward() {
        let placed = PickerPlacement.place(filter: filter, header: header, list: list, look: PickerLook())
        XCTAssertEqual(placed.list, Rect(x: 0, y: 0, width: 80, height: 7))
        XCTAssertEqual(placed.header, Rect(x: 0, y: 7, width: 80, height: 1))
        XCTAssertEqual(placed.info, Rect(x: 0, y: 8, width: 80, height: 1))
        XCTAssertEqual(placed.prompt, Rect(x: 0, y: 9, width: 80, height: 1))
    }

    func testReverseHeaderFirstAndInlineInfo() {
        var look = PickerLook()
        look.promptOnTop = true
        look.headerFirst = true
        let placed = PickerPlacement.place(filter: filter, header: header, list: list, look: look)
        XCTAssertEqual([placed.header?.y, placed.prompt.y, placed.info?.y, placed.list.y], [0, 1, 2, 3])
        look.info = .inline
        let inline = PickerPlacement.place(filter: Rect(x: 0, y: 0, width: 80, height: 1), header: nil,
                                           list: Rect(x: 0, y: 1, width: 80, height: 9), look: look)
        XCTAssertNil(inline.info)
        XCTAssertEqual(inline.prompt.y, 0)
        XCTAssertEqual(inline.list, Rect(x: 0, y: 1, width: 80, height: 9))
    }

    func testAnInsetMovesEverythingInFromTheLeft() {
        var look = PickerLook()
        look.inset = 1
        let placed = PickerPlacement.place(filter: filter, header: nil, list: Rect(x: 0, y: 2, width: 80, height: 8), look: look)
        XCTAssertEqual(placed.list, Rect(x: 1, y: 0, width: 79, height: 8))
        XCTAssertEqual(placed.prompt, Rect(x: 1, y: 9, width: 79, height: 1))
    }

    func testTheViewKeepsRowsPastTheCursorUpToHalfOfIt() {
        XCTAssertEqual(PickerPlacement.scroll(4, cursor: 7, rows: 4, shown: 100, off: 3), 6)
        XCTAssertEqual(PickerPlacement.scroll(0, cursor: 9, rows: 10, shown: 100, off: 3), 3)
        XCTAssertEqual(PickerPlacement.scroll(6, cursor: 7, rows: 10, shown: 100, off: 3), 4)
        XCTAssertEqual(PickerPlacement.scroll(0, cursor: 1, rows: 10, shown: 100, off: 3), 0)
        XCTAssertEqual(PickerPlacement.scroll(95, cursor: 99, rows: 10, shown: 100, off: 3), 90)
    }

    func testReverseListTakesTheItemsHeaderLinesAboveTheList() {
        let apart = PickerPlacement.takenApart(header: Rect(x: 0, y: 4, width: 80, height: 3), list: Rect(x: 0, y: 0, width: 80, height: 4),
                                               given: 1)
        XCTAssertEqual(apart.taken, Rect(x: 0, y: 0, width: 80, height: 2))
        XCTAssertEqual(apart.list, Rect(x: 0, y: 2, width: 80, height: 4))
        XCTAssertEqual(apart.header, Rect(x: 0, y: 6, width: 80, height: 1))
        XCTAssertNil(PickerPlacement.takenApart(header: Rect(x: 0, y: 4, width: 80, height: 1), list: Rect(x: 0, y: 0, width: 80, height: 4),
                                                given: 1).taken)
    }

    func testAtLeastRowsForAPercentHeight() {
        XCTAssertEqual(HeightRule.percentAtLeast(40, least: 13).resolve(screenRows: 24), 13)
        XCTAssertEqual(HeightRule.percentAtLeast(80, least: 13).resolve(screenRows: 24), 19)
        XCTAssertEqual(HeightRule.percentAtLeast(40, least: 13).resolve(screenRows: 10), 10)
    }
}
