import XCTest
@testable import PopupCore

/// How a row reads: its matched letters apart, a long item shown from its match, an item's colours
/// under `--ansi`, fields, and nothing in an item that could act on a terminal.
final class RowTextTests: XCTestCase {
    private func row(_ line: String, query: String, width: Int = 40, tagColumn: Int = 0, configure: (inout ListSpec) -> Void = { _ in }) -> RowText {
        var spec = ListSpec(items: ItemStore(lines: [line]))
        configure(&spec)
        var work = 0
        var list = MatchList(spec.query(query), narrowing: nil)
        list.advance(in: spec, loaded: 1, budget: .max)
        let start = query.isEmpty || list.count == 0 ? nil : list.matchStart(at: 0)
        return ListRow.rowText(spec, 0, query: spec.query(query), matchStart: start, tagColumn: tagColumn, width: width, work: &work)
    }

    private func matched(_ text: RowText) -> [String] { text.pieces.filter(\.matched).map(\.text) }

    func testMatchedLettersArePiecesOfTheirOwn() {
        let text = row("apt-cache", query: "apcache")
        XCTAssertEqual(text.text, "apt-cache")
        XCTAssertEqual(text.pieces.map(\.text), ["ap", "t-", "cache"])
        XCTAssertEqual(matched(text), ["ap", "cache"])
    }

    func testALongItemIsShownFromALittleBeforeItsMatch() {
        let line = String(repeating: "x", count: 200) + "needle" + String(repeating: "y", count: 50)
        let text = row(line, query: "needle", width: 40)
        XCTAssertEqual(text.width, 40)
        XCTAssertTrue(text.text.hasPrefix("…x"), text.text)
        XCTAssertEqual(matched(text), ["needle"])
        XCTAssertTrue(text.text.hasSuffix("…"))
        XCTAssertEqual(row(line, query: "", width: 40).text, String(repeating: "x", count: 39) + "…", "no query: from the start")
    }

    func testAVeryLongItemIsLookedAtAroundWhereTheListFoundItsMatch() {
        let line = String(repeating: "ab ", count: 30_000) + "needle" + String(repeating: " z", count: 1000)
        let text = row(line, query: "needle", width: 30)
        XCTAssertEqual(matched(text), ["needle"], text.text)
        XCTAssertLessThanOrEqual(text.width, 30)
    }

    func testATagKeepsItsColumnAndTheDescriptionScrolls() {
        let text = row("curl\t" + String(repeating: "-", count: 60) + "Transfer", query: "transfer", width: 30, tagColumn: 6)
        XCTAssertTrue(text.text.hasPrefix("curl    …"), text.text)
        XCTAssertEqual(matched(text), ["Transfer"])
        XCTAssertLessThanOrEqual(text.width, 30)
    }

    func testHostileBytesAreShownAsPicturesMatchedOrNot() {
        let text = row("evil\u{1B}]0;pwned\u{07} \u{1B}[2Jred \u{9B}31m", query: "evil red")
        XCTAssertFalse(text.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, text.text)
        XCTAssertEqual(text.text, "evil␛]0;pwned␇ ␛[2Jred \u{FFFD}31m")
        XCTAssertEqual(matched(text), ["evil", "red"])
    }

    func testAnsiColoursBecomeStylesAndTheRestIsDropped() {
        let text = row("\u{1B}[1;31mred\u{1B}[0m apple \u{1B}[2J\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\ \u{1B}[38;5;208mo\u{1B}[m", query: "apple",
                       width: 60) { $0.ansi = true }
        XCTAssertEqual(text.text, "red apple link o")
        XCTAssertEqual(text.pieces.first { $0.text == "red" }?.style, CellStyle(foreground: .ansi(1), attributes: [.bold]))
        XCTAssertEqual(text.pieces.first { $0.text == "o" }?.style, CellStyle(foreground: .indexed(208)))
        XCTAssertEqual(matched(text), ["apple"])
        XCTAssertEqual(row("a \u{1B}", query: "", configure: { $0.ansi = true }).text, "a ␛", "an unfinished escape stays, as a picture")
    }

    func testFieldsShownAndTheirMatches() {
        let text = row("alice:Alice Liddell:/bin/sh", query: "lid") {
            $0.fields = ItemFields(delimiter: ":", shown: FieldSelection("2,3"), matched: FieldSelection("1"))
        }
        XCTAssertEqual(text.text, "Alice Liddell:/bin/sh")
        XCTAssertEqual(matched(text), ["Lid"], "the matched field is the first of those shown")
        let awk = row("  one two   three  ", query: "") { $0.fields = ItemFields(shown: FieldSelection("2..")) }
        XCTAssertEqual(awk.text, "two   three")
    }
}
