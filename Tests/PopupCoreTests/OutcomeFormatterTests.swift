import XCTest
@testable import PopupCore

/// `--output json`: values by field name with a choice, null without one.
final class OutcomeFormatterTests: XCTestCase {
    private let dialog = Dialog(title: "T", buttons: [Button("Save"), Button("Keep", role: .cancel)],
                                fields: [TextField(placeholder: "Name", value: "initial"), TextField(placeholder: "Name")])

    private func json(_ outcome: Outcome) -> String {
        OutcomeFormatter.format(outcome, mode: .json, dialog: dialog)
    }

    func testValuesComeWithAChoice() {
        XCTAssertEqual(json(.chosen(index: 0, label: "Save", role: .default, values: ["bob", "x"])),
                       #"{"index":0,"label":"Save","role":"default","values":{"Name":"bob","Name 2":"x"},"dismissed":false,"reason":null,"status":0}"# + "\n")
    }

    /// Nothing was submitted: no text that a script could take for an answer.
    func testNoChoiceNoValues() {
        XCTAssertEqual(json(.dismissed(.escape)),
                       #"{"index":null,"label":null,"role":null,"values":null,"dismissed":true,"reason":"escape","status":255}"# + "\n")
        XCTAssertEqual(json(.timedOut),
                       #"{"index":null,"label":null,"role":null,"values":null,"dismissed":false,"reason":"timeout","status":124}"# + "\n")
    }

    /// Keys are unique however the placeholders repeat, or jq would drop a value.
    func testFieldKeysAreUnique() {
        let table: [([String], [String])] = [
            (["A", "A 2", "A"], ["A", "A 2", "A 3"]),
            (["A", "A", "A 2"], ["A", "A 3", "A 2"]),
            (["Name", "", "Name"], ["Name", "field 2", "Name 2"]),
        ]
        for (placeholders, keys) in table {
            let dialog = Dialog(title: "T", fields: placeholders.map { TextField(placeholder: $0) })
            XCTAssertEqual(OutcomeFormatter.fieldKeys(dialog), keys, "\(placeholders)")
        }
    }

    /// A staying button's press: its label, index or event, and nothing in the values stream.
    func testStayingButtonReports() {
        XCTAssertEqual(OutcomeFormatter.report(index: 0, mode: .label, dialog: dialog), "Save\n")
        XCTAssertEqual(OutcomeFormatter.report(index: 0, mode: .index, dialog: dialog), "0\n")
        XCTAssertEqual(OutcomeFormatter.report(index: 0, mode: .values, dialog: dialog), "")
        XCTAssertEqual(OutcomeFormatter.report(index: 0, mode: .none, dialog: dialog), "")
    }

    func testAListPrintsItsTagsInTheirOwnBytes() {
        let store = ItemStore()
        store.append(line: Array("a\tfirst".utf8))
        store.append(line: [0x62, 0xFF])
        store.append(line: Array("c".utf8))
        let listed = Dialog(title: "T").items([]).with(store)
        let chosen = Outcome.chosen(index: 0, label: "OK", role: .default, values: [], items: [0, 1])
        XCTAssertEqual(OutcomeFormatter.bytes(chosen, mode: .label, dialog: listed), Array("a\n".utf8) + [0x62, 0xFF, 0x0A])
        XCTAssertEqual(OutcomeFormatter.bytes(chosen, mode: .label, dialog: listed, nulSeparated: true), [0x61, 0, 0x62, 0xFF, 0])
        XCTAssertEqual(OutcomeFormatter.bytes(chosen, mode: .index, dialog: listed), Array("0\n1\n".utf8))
        XCTAssertEqual(OutcomeFormatter.bytes(.chosen(index: 1, label: "Cancel", role: .cancel, values: [], items: []), mode: .label, dialog: listed), [])
        XCTAssertEqual(OutcomeFormatter.format(chosen, mode: .json, dialog: listed),
                       #"{"index":0,"label":"OK","role":"default","values":{},"dismissed":false,"reason":null,"status":0,"items":["a","b\#u{FFFD}"],"itemIndices":[0,1]}"# + "\n")
        XCTAssertTrue(OutcomeFormatter.format(.dismissed(.escape), mode: .json, dialog: listed).contains(#""items":null"#))
    }
}

private extension Dialog {
    func with(_ store: ItemStore) -> Dialog {
        var copy = self
        copy.list?.items = store
        return copy
    }
}
