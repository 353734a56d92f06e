import PopupTestSupport
import XCTest
@testable import PopupCore

/// Each key costs time bounded by constants, not by what was typed before: a field holds at most
/// `TextField.capacity` characters, a character at most `LineEditor.maxScalarsPerCharacter` code
/// points, and what does not fit is refused with a bell and a note under the field.
final class BoundedEditingTests: XCTestCase {
    private let reducer = Reducer(screen: Size(width: 60, height: 16))

    private let named = Dialog(title: "Name?", buttons: [Button("Save")], fields: [TextField(placeholder: "Name")])

    func testAPasteOverTheCapacityIsCutWithABellAndANote() {
        var state = DialogState(dialog: named, reducedMotion: true)
        let commands = reducer.step(named, &state, .paste(String(repeating: "a", count: TextField.capacity + 10)))
        XCTAssertEqual(commands, [.bell])
        XCTAssertEqual(state.fields[0].text.count, TextField.capacity)
        XCTAssertEqual(state.fields[0].error, LineEditor.tooLong(TextField.capacity))
        XCTAssertEqual(reducer.step(named, &state, .key(.char("b"))), [.bell], "a full field refuses a key")
        XCTAssertEqual(state.fields[0].text.count, TextField.capacity)
        XCTAssertEqual(reducer.step(named, &state, .key(Key(.backspace))), [])
        XCTAssertNil(state.fields[0].error, "an edit that fits clears the note")
    }

    func testAValueFromOutsideIsCutToTheCapacity() {
        let field = TextField(placeholder: "Name", value: String(repeating: "x", count: TextField.capacity * 2))
        XCTAssertEqual(field.initialText.count, TextField.capacity)
        XCTAssertEqual(TextField(placeholder: "N", maxLength: 3).fitted("abcdef"), "abc")
        XCTAssertEqual(TextField(placeholder: "N", maxLength: 1 << 40).limit, TextField.capacity)
    }

    func testCombiningMarksStopGatheringOnOneCharacter() {
        var state = DialogState(dialog: named, reducedMotion: true)
        _ = reducer.step(named, &state, .key(.char("e")))
        var bells = 0
        for _ in 0..<200 {
            bells += reducer.step(named, &state, .key(.char("\u{0301}"))).filter { $0 == .bell }.count
        }
        XCTAssertEqual(state.fields[0].text.count, 1)
        XCTAssertEqual(state.fields[0].text.unicodeScalars.count, LineEditor.maxScalarsPerCharacter)
        XCTAssertEqual(bells, 200 - (LineEditor.maxScalarsPerCharacter - 1))
        XCTAssertEqual(state.fields[0].error, LineEditor.tooManyMarks)
        _ = reducer.step(named, &state, .key(.char("f")))
        XCTAssertEqual(state.fields[0].text.count, 2, "a new letter is taken")
        XCTAssertEqual(state.fields[0].cursor, 2)
    }

    /// A longer query can keep more than a shorter one: `\` then a space is a word holding a space,
    /// `a |` goes on to `a | b` (CI's fields fuzz found the first).
    func testALongerQueryThatWidensIsSearchedAgain() {
        var dialog = Dialog(title: "Pick", buttons: ["Save", "Keep", "Save as"].map { Button($0) })
        dialog.filterable = true
        var state = DialogState(dialog: dialog, reducedMotion: true)
        for character in "\\ " { _ = reducer.step(dialog, &state, .key(.char(character))) }
        XCTAssertEqual(state.filter, "\\ ")
        XCTAssertEqual(state.shownButtons, [2], "the only label with a space")
        for _ in 0..<2 { _ = reducer.step(dialog, &state, .key(Key(.backspace))) }
        for character in "zz | kee" {
            _ = reducer.step(dialog, &state, .key(.char(character)))
            XCTAssertEqual(state.shownButtons, ButtonFilter.matches(dialog.buttons, query: state.filter), "'\(state.filter)'")
        }
        XCTAssertEqual(state.shownButtons, [1], "zz | kee")
    }

    func testALongFilterQueryStillFiltersAndBackspaceWidensAgain() {
        let buttons = ["apple", "banana", "cherry", "apricot"].map { Button($0) }
        var dialog = Dialog(title: "Pick", buttons: buttons)
        dialog.filterable = true
        var state = DialogState(dialog: dialog, reducedMotion: true)
        for letter in "ap" { _ = reducer.step(dialog, &state, .key(.char(letter))) }
        XCTAssertEqual(state.shownButtons, [0, 3])
        for _ in 0..<5000 { _ = reducer.step(dialog, &state, .key(.char("z"))) }
        XCTAssertEqual(state.shownButtons, [])
        XCTAssertEqual(state.filter.count, 5002)
        for _ in 0..<5000 { _ = reducer.step(dialog, &state, .key(Key(.backspace))) }
        XCTAssertEqual(state.filter, "ap")
        XCTAssertEqual(state.shownButtons, [0, 3])
        XCTAssertEqual(ButtonFilter.matches(buttons, query: "a a a p"), [0, 3], "repeated words match as one")
    }
}
