import XCTest
@testable import PopupCore

/// Placeholders become shell-quoted words; nothing in an item or a query can end the quoting.
final class PreviewCommandTests: XCTestCase {
    private func expand(_ template: String, item: String, query: String = "", index: Int = 0) -> String {
        String(decoding: PreviewCommand.expand(template, item: Array(item.utf8), query: query, index: index), as: UTF8.self)
    }

    func testPlaceholdersAreFilledInQuoted() {
        XCTAssertEqual(expand("cat {}", item: "notes.txt"), "cat 'notes.txt'")
        XCTAssertEqual(expand("grep -n {q} {} # {n}", item: "a b", query: "x y", index: 41), "grep -n 'x y' 'a b' # 41")
        XCTAssertEqual(expand("echo {} {}", item: "twice"), "echo 'twice' 'twice'")
        XCTAssertEqual(expand("awk '{print}' {x} {", item: "f"), "awk '{print}' {x} {", "other braces are left alone")
    }

    func testHostileItemsStayOneWord() {
        XCTAssertEqual(expand("cat {}", item: "'; touch pwned #"), #"cat ''\''; touch pwned #'"#)
        XCTAssertEqual(expand("cat {}", item: "$(touch pwned)"), "cat '$(touch pwned)'")
        XCTAssertEqual(expand("cat {}", item: "`touch pwned`\\"), "cat '`touch pwned`\\'")
        XCTAssertEqual(expand("cat {q}", item: "", query: "'"), #"cat ''\'''"#)
        XCTAssertEqual(PreviewCommand.quoted([0x61, 0x00, 0x62]), Array("'ab'".utf8), "a NUL cannot be passed: left out")
    }

    func testTheQueryIsUsedOnlyWhenAsked() {
        XCTAssertTrue(PreviewCommand.usesQuery("grep {q} {}"))
        XCTAssertFalse(PreviewCommand.usesQuery("cat {}"))
    }
}
