import XCTest
import PopupKit
import PopupTestSupport

/// A Swift program's picker, as the README shows it: a list's options are `ListSpec` properties,
/// the run gives the query back, and the matcher ranks without a dialog.
final class PickerClientTests: XCTestCase {
    private let files = ["Sources/App/main.swift", "Tests/mainTests.swift", "README.md", "domain.swift"]

    func testAPickerThroughListSpec() throws {
        var dialog = Dialog(title: "Open which file?").items(files)
        dialog.list?.initialQuery = "main"
        dialog.list?.fields = ItemFields(delimiter: "/", shown: FieldSelection("-1"))
        let terminal = MemoryTerminal(script: [.text("sw"), .wait(0.1), .text("\r")])
        let (outcome, query) = try Popup(dialog, presentation: Presentation(reducedMotion: true)).runPicking(on: terminal)
        XCTAssertEqual(query, "mainsw")
        guard case .chosen(_, "OK", _, _, let items) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(items.map { files[$0] }, ["Sources/App/main.swift"], "main.swift shown as its last field ranks first")
        XCTAssertTrue(terminal.outputText.contains("3/4") && !terminal.outputText.contains("Sources"), "the last field shown, alone")
    }

    func testTheMatcherWithoutADialog() {
        let list = ListSpec(items: ItemStore(lines: files))
        XCTAssertEqual(list.matches(list.query("main")).map { files[$0] },
                       ["Tests/mainTests.swift", "Sources/App/main.swift", "domain.swift"])
        XCTAssertEqual(ItemMatcher.match(ItemQuery("apcache"), in: Array("apt-cache".utf8))?.start, 0)
        XCTAssertNil(ItemMatcher.match(ItemQuery("apcache", exact: true), in: Array("apt-cache".utf8)))
    }
}
