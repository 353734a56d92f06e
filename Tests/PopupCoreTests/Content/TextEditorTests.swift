import XCTest
@testable import PopupCore

/// The editor alone: its lines from a text, and each key's effect on lines and cursor, with
/// popupctl's conventions and with dialog's `--editbox` quirks.
final class TextEditorTests: XCTestCase {
    private let view = Size(width: 30, height: 4)

    private func typed(_ editor: inout TextEditor, _ keys: [Key]) -> [ContentReply] {
        keys.map { editor.handle($0, part: 0, view: view) }
    }

    private func keys(_ text: String) -> [Key] { text.map { Key.char($0) } }

    func testLinesFromATextAndBack() {
        XCTAssertEqual(TextEditor(text: "").lines, [""])
        XCTAssertEqual(TextEditor(text: "one\ntwo\n").lines, ["one", "two"])
        // A last line without a line feed gets one back, as dialog writes it.
        XCTAssertEqual(TextEditor(text: "one\ntwo").text, "one\ntwo\n")
        XCTAssertEqual(TextEditor(text: "a\n\n\nb\n").lines, ["a", "", "", "b"])
        // A carriage return is part of its line: the file comes back byte for byte.
        XCTAssertEqual(TextEditor(text: "dos\r\nline\r\n").text, "dos\r\nline\r\n")
        XCTAssertEqual(TextEditor(text: "x\u{1B}[31my\n").answer.values, ["x\u{1B}[31my"])
    }

    func testEnterSplitsAndBackspaceJoins() {
        var editor = TextEditor(text: "hello world\n")
        _ = typed(&editor, Array(repeating: Key(.right), count: 5) + [Key(.enter)])
        XCTAssertEqual(editor.lines, ["hello", " world"])
        XCTAssertEqual([editor.row, editor.column], [1, 0])
        _ = typed(&editor, [Key(.backspace)])
        XCTAssertEqual(editor.lines, ["hello world"])
        XCTAssertEqual([editor.row, editor.column], [0, 5])
        // At the very start there is nothing to join: the bell.
        editor = TextEditor(text: "x\n")
        XCTAssertEqual(typed(&editor, [Key(.backspace)]), [.refused])
    }

    func testTypingAndEditingWithinALine() {
        var editor = TextEditor(text: "ac\n")
        _ = typed(&editor, [Key(.right)] + keys("b") + [Key(.end)] + keys("d") + [Key(.home), Key(.delete)])
        XCTAssertEqual(editor.lines, ["bcd"])
        // The keys that are not the editor's go to the dialog.
        XCTAssertEqual(typed(&editor, [Key(.tab), Key(.backTab, .shift), Key(.escape)]), [.pass, .pass, .pass])
        // With a button focused, the editor takes no key.
        XCTAssertEqual(editor.handle(.char("x"), part: nil, view: view), .pass)
        XCTAssertEqual(editor.lines, ["bcd"])
    }

    func testDeleteAtTheEndOfALine() {
        var own = TextEditor(text: "ab\ncd\n")
        _ = typed(&own, [Key(.end), Key(.delete)])
        XCTAssertEqual(own.lines, ["abcd"], "popupctl's Delete joins the next line")
        var dialog = TextEditor(text: "ab\ncd\n", conventions: .dialog)
        _ = typed(&dialog, [Key(.end), Key(.delete)])
        XCTAssertEqual(dialog.lines, ["a", "cd"], "dialog's erases the last character")
    }

    func testControlUEmptiesTheLineInDialog() {
        var own = TextEditor(text: "hello\n")
        _ = typed(&own, [Key(.right), Key(.right), .ctrl("u")])
        XCTAssertEqual(own.lines, ["llo"])
        var dialog = TextEditor(text: "hello\n", conventions: .dialog)
        _ = typed(&dialog, [Key(.right), Key(.right), .ctrl("u")])
        XCTAssertEqual(dialog.lines, [""])
    }

    func testUpAndDownKeepTheColumn() {
        var own = TextEditor(text: "hello\nab\nlonger\n")
        _ = typed(&own, [Key(.end), Key(.down)])
        XCTAssertEqual([own.row, own.column], [1, 2], "a short row: its end")
        _ = typed(&own, [Key(.down)])
        XCTAssertEqual([own.row, own.column], [2, 5], "the column aimed for is kept")
        XCTAssertEqual(typed(&own, [Key(.down)]), [.refused])
        // dialog: a row too short for the column puts the cursor at its start.
        var dialog = TextEditor(text: "hello\nab\n", conventions: .dialog)
        _ = typed(&dialog, [Key(.end), Key(.down)] + keys("X"))
        XCTAssertEqual(dialog.lines, ["hello", "Xab"])
        // dialog measures the column after an edit in the text as it was before it.
        dialog = TextEditor(text: "hello\nworld\n", conventions: .dialog)
        _ = typed(&dialog, [Key(.down), Key(.end), Key(.enter)] + keys("new") + [Key(.up), Key(.backspace)])
        XCTAssertEqual(dialog.lines, ["hello", "wrld", "new"])
    }

    func testPagingAsDialogPages() {
        let letters = "abcdefghijkl".map { "\($0)\n" }.joined()
        var editor = TextEditor(text: letters, conventions: .dialog)
        editor.pageRows = 4
        _ = typed(&editor, [Key(.pageDown)])
        XCTAssertEqual([editor.row, editor.top], [4, 4])
        _ = typed(&editor, [Key(.pageDown), Key(.up), Key(.pageUp)])
        XCTAssertEqual([editor.row, editor.top], [3, 3])
        // The view never runs past the last line.
        _ = typed(&editor, [Key(.pageDown), Key(.pageDown), Key(.pageDown)])
        XCTAssertEqual([editor.row, editor.top], [11, 8])
        XCTAssertEqual(typed(&editor, [Key(.pageDown)]), [.refused])
    }

    func testPasteSplitsAtLineFeeds() {
        var editor = TextEditor(text: "ab\n")
        _ = typed(&editor, [Key(.right)])
        XCTAssertEqual(editor.paste("1\r\n2\n3", part: 0, view: view), .handled)
        XCTAssertEqual(editor.lines, ["a1", "2", "3b"])
    }

    func testPasteSplitsAtCarriageReturnsAsTerminalsPasteThem() {
        // A terminal sends a pasted line break as CR: dialog makes it a line, so does the editor.
        var editor = TextEditor(text: "x\n")
        XCTAssertEqual(editor.paste("ab\rcd\ref", part: 0, view: view), .handled)
        XCTAssertEqual(editor.text, "ab\ncd\nefx\n")
        XCTAssertEqual([editor.row, editor.column], [2, 2], "the cursor after the paste")
        XCTAssertEqual(TextEditor.pastedLines("a\r\n\r\nb\n\rc\r"), ["a", "", "b", "", "c", ""])
    }

    func testManyPastedLinesGoInAtTheCursorOfALongText() {
        var editor = TextEditor(text: (0..<200_000).map { "\($0)\n" }.joined())
        _ = typed(&editor, [Key(.down), Key(.right)])
        XCTAssertEqual(editor.paste(String(repeating: "p\n", count: 20_000), part: 0, view: view), .handled)
        XCTAssertEqual(editor.lines.count, 220_000)
        XCTAssertEqual(Array(editor.lines[1...3]), ["1p", "p", "p"])
        XCTAssertEqual(editor.lines[20_001], "", "the rest of line 1 after the paste")
        XCTAssertEqual(editor.lines[20_002], "2")
        XCTAssertEqual([editor.row, editor.column], [20_001, 0])
    }

    func testALineLongerThanTheCapacityIsCutIntoLinesAsRead() {
        let long = String(repeating: "ab", count: TextEditor.lineCapacity) + "c"
        let editor = TextEditor(text: long + "\nnext\n")
        XCTAssertEqual(editor.lines.map(\.count), [TextEditor.lineCapacity, TextEditor.lineCapacity, 1, 4])
        XCTAssertEqual(editor.text, long.prefix(TextEditor.lineCapacity) + "\n" + long.dropFirst(TextEditor.lineCapacity).prefix(TextEditor.lineCapacity)
                       + "\nc\nnext\n", "nothing lost")
    }

    func testEveryLineStaysWithinItsCapacity() {
        var editor = TextEditor(text: String(repeating: "x", count: TextEditor.lineCapacity) + "\n")
        _ = typed(&editor, [Key(.end)])
        XCTAssertEqual(typed(&editor, keys("y")), [.refused])
        XCTAssertEqual(editor.lines[0].count, TextEditor.lineCapacity)
    }

    func testDrawsEscapesAsPicturesAndKeepsTheCursorInView() {
        var editor = TextEditor(text: "safe\u{1B}[2Jtext\nsecond\n")
        var buffer = Buffer(size: Size(width: 12, height: 3))
        let area = Rect(x: 1, y: 0, width: 10, height: 3)
        editor.draw(in: area, focus: 0, theme: .standard, clip: buffer.bounds, into: &buffer)
        let lines = buffer.lines()
        XCTAssertFalse(lines.joined().contains("\u{1B}"), "an escape reached the screen raw: \(lines)")
        XCTAssertTrue(lines[0].contains("safe"), "\(lines)")
        XCTAssertTrue(lines[1].contains("second"))
        // A long line scrolls with the cursor.
        _ = editor.handle(Key(.end), part: 0, view: Size(width: 10, height: 3))
        XCTAssertEqual(editor.cursor(in: area, part: 0)?.x, area.maxX - 1)
        buffer = Buffer(size: Size(width: 12, height: 3))
        editor.draw(in: area, focus: 0, theme: .standard, clip: buffer.bounds, into: &buffer)
        XCTAssertTrue(buffer.lines()[0].contains("text"), "\(buffer.lines())")
    }
}
