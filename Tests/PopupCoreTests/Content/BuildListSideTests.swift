@testable import PopupCore
import XCTest

/// A build list's lists looked up without being built (`BuildListSide`) are the lists built
/// item by item, through moves, picks and jumps in either order of the right list.
final class BuildListSideTests: XCTestCase {
    func testTheListsLookedUpAreTheListsBuilt() {
        let keys: [Key] = [Key(.character(" ")), Key(.down), Key(.character(" ")), Key(.up), Key(.character("^")), Key(.pageDown),
                           Key(.character(" ")), Key(.character("$")), Key(.end), Key(.character(" ")), Key(.home), Key(.character("t"))]
        for reorder in [false, true] {
            for size in [1, 2, 3, 7, 40] {
                var list = BuildList(items: (0..<size).map { (text: "t\($0)", chosen: $0 % 3 == 1) }, keepsChosenOrder: reorder)
                for step in 0..<240 {
                    for side in 0...1 {
                        let built = list.items(side)
                        let looked = list.sideList(side)
                        XCTAssertEqual((0..<looked.count).map { looked[$0] }, built, "size \(size), step \(step)")
                        XCTAssertEqual((0..<size).map { looked.position(of: $0) }, (0..<size).map { built.firstIndex(of: $0) })
                    }
                    // Steps of 5 through 12 keys: every key after every other.
                    _ = list.handle(keys[(step * 5 + step / 12) % keys.count], part: nil, view: Size(width: 40, height: 4))
                }
            }
        }
    }
}
