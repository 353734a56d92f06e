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
}
