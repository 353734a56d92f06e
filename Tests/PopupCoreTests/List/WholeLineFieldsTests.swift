@testable import PopupCore
import XCTest

/// A list given a delimiter but no field selection (fzf's every list: an item is its whole line)
/// matches the stored lines themselves, on the quick path that copies nothing; a selection
/// takes the fields' view.
final class WholeLineFieldsTests: XCTestCase {
    func testFieldsWithoutASelectionMatchTheLine() {
        var spec = ListSpec(items: ItemStore(lines: ["a:b", "c:d"]))
        spec.fields = ItemFields(delimiter: ":")
        XCTAssertTrue(ItemText.matchesLine(spec))
        XCTAssertEqual(spec.matches(spec.query("d")), [1])
        spec.fields = ItemFields(delimiter: ":", matched: FieldSelection("1"))
        XCTAssertFalse(ItemText.matchesLine(spec))
        spec.ansi = true
        spec.fields = ItemFields()
        XCTAssertFalse(ItemText.matchesLine(spec))
    }
}
