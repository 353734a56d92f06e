import XCTest
@testable import PopupCore

final class LineEditorTests: XCTestCase {
    private func field(_ text: String, _ cursor: Int) -> FieldState {
        var state = FieldState(text: text)
        state.cursor = cursor
        return state
    }

    /// (text, cursor, key) → (text, cursor)
    func testEditingTable() {
        let table: [(String, Int, Key, String, Int)] = [
            ("", 0, .char("a"), "a", 1),
            ("ac", 1, .char("b"), "abc", 2),
            ("abc", 3, Key(.backspace), "ab", 2),
            ("abc", 0, Key(.backspace), "abc", 0),
            ("abc", 1, Key(.delete), "ac", 1),
            ("abc", 3, Key(.delete), "abc", 3),
            ("abc", 3, Key(.left), "abc", 2),
            ("abc", 0, Key(.left), "abc", 0),
            ("abc", 1, Key(.right), "abc", 2),
            ("abc", 2, Key(.home), "abc", 0),
            ("abc", 0, Key(.end), "abc", 3),
            ("abc", 2, .ctrl("a"), "abc", 0),
            ("abc", 0, .ctrl("e"), "abc", 3),
            ("hello world", 6, .ctrl("u"), "world", 0),
            ("hello world", 5, .ctrl("k"), "hello", 5),
            ("hello big world", 15, .ctrl("w"), "hello big ", 10),
            ("hello big world", 9, .ctrl("w"), "hello  world", 6),
            ("hello big world", 15, Key(.character("b"), .alt), "hello big world", 10),
            ("hello big world", 0, Key(.character("f"), .alt), "hello big world", 5),
            ("hello big world", 6, Key(.character("f"), .alt), "hello big world", 9),
            ("日本語", 3, Key(.backspace), "日本", 2),
            ("日本語", 1, Key(.right), "日本語", 2),
            ("👩‍👩‍👧x", 1, Key(.backspace), "x", 0),
            ("e", 1, .char("\u{301}"), "é", 1),
            ("ab", 1, Key(.left, .ctrl), "ab", 0),
        ]
        for (text, cursor, key, expectedText, expectedCursor) in table {
            let result = LineEditor.apply(key, to: field(text, cursor))
            XCTAssertEqual(result?.text, expectedText, "\(text)|\(cursor) \(key)")
            XCTAssertEqual(result?.cursor, expectedCursor, "\(text)|\(cursor) \(key)")
        }
    }

    func testMaxLengthAndPaste() {
        XCTAssertEqual(LineEditor.apply(.char("d"), to: field("abc", 3), maxLength: 3)?.text, "abc")
        let pasted = LineEditor.insert("xyz123", into: field("ab", 1), maxLength: 5)
        XCTAssertEqual(pasted.text, "axyzb")
        XCTAssertEqual(pasted.cursor, 4)
    }

    func testNonEditingKeysAreNotConsumed() {
        XCTAssertNil(LineEditor.apply(Key(.enter), to: field("a", 1)))
        XCTAssertNil(LineEditor.apply(Key(.tab), to: field("a", 1)))
        XCTAssertNil(LineEditor.apply(Key(.escape), to: field("a", 1)))
    }

    func testFieldViewScrollsToTheCursorAndMasksSecrets() {
        var state = FieldState(text: "abcdefghij")
        let plain = TextField(placeholder: "x")
        XCTAssertEqual(FieldView.visible(state: state, field: plain, width: 5), .init(text: "ghij", cursorColumn: 4))
        state.cursor = 0
        XCTAssertEqual(FieldView.visible(state: state, field: plain, width: 5), .init(text: "abcde", cursorColumn: 0))
        let secret = TextField(placeholder: "p", isSecure: true)
        XCTAssertEqual(FieldView.visible(state: FieldState(text: "pw"), field: secret, width: 5).text, "••")
    }

    func testValidation() {
        let field = TextField(placeholder: "Branch", pattern: "^[a-z]+$", isRequired: true)
        XCTAssertEqual(FieldValidation.refusal("", for: field), "required")
        XCTAssertEqual(FieldValidation.refusal("Bad", for: field), "not in the expected form")
        XCTAssertEqual(FieldValidation.check("Bad", for: field)?.detail, "must match ^[a-z]+$")
        var worded = field
        worded.patternMessage = "lower case only\u{1B}[31m"
        XCTAssertEqual(FieldValidation.refusal("Bad", for: worded), "lower case only␛[31m", "the message is made harmless")
        XCTAssertEqual(FieldValidation.check("Bad", for: worded)?.detail, "lower case only␛[31m (must match ^[a-z]+$)")
        XCTAssertNil(FieldValidation.refusal("good", for: field))
        XCTAssertNil(FieldValidation.refusal("", for: TextField(placeholder: "opt", pattern: "^[a-z]+$")))
    }
}
