import XCTest
@testable import PopupCore

/// How the contents are dressed (`BoxChrome.content`): tabs reaching their stops, an editor framed
/// with its lines painted, the content filling the height asked for; popupctl's own unchanged.
final class ContentLookTests: XCTestCase {
    private let screen = Size(width: 80, height: 24)

    private func theme(_ change: (inout ContentLook) -> Void = { _ in }) -> Theme {
        var theme = Theme.standard
        theme.border = .square
        theme.paddingX = 1
        theme.marginX = 0
        theme.marginY = 0
        theme.paddingY = 0
        theme.chrome.title = .border(open: "", close: "", shift: 0)
        theme.chrome.bandGap = 0
        theme.chrome.paddingBottom = 0
        change(&theme.chrome.content)
        return theme
    }

    private func frame(_ dialog: Dialog, _ theme: Theme) -> (DialogLayout, Buffer) {
        let state = DialogState(dialog: dialog, reducedMotion: true, screen: screen)
        let layout = Layout.compute(dialog, state: state, screen: screen, theme: theme)
        return (layout, DialogRenderer.draw(layout, dialog: dialog, state: state, theme: theme))
    }

    func testATabReachesTheNextStopCountedFromItsLead() {
        XCTAssertEqual(TabStops.expand("a\tb\tc", TabStops(width: 8, lead: 1)), "a      b       c")
        XCTAssertEqual(TabStops.expand("\tx", TabStops(width: 8)), "        x")
        XCTAssertEqual(TabStops.expand("a\tb", nil), "a b", "popupctl's own: a tab is one space")
        XCTAssertEqual(TabStops.expand("no tab", TabStops(width: 8)), "no tab")
    }

    func testAnEditorLineMeasuresItsTabsToTheirStops() {
        let line = EditorLine("ab\tc\td", tabs: TabStops(width: 8))
        XCTAssertEqual(line.widths, [1, 1, 6, 1, 7, 1])
        XCTAssertEqual(line.column(of: 3), 8)
        XCTAssertEqual(line.offset(atColumn: 5), 2, "a column inside the tab is the tab's")
        XCTAssertEqual(EditorLine("a\tb").widths, [1, 1, 1], "popupctl's own: one column")
    }

    func testAFramedEditorFillsTheAskedHeightItsLinesPainted() {
        var dialog = Dialog(title: "Notes", buttons: [Button("OK")], width: .fixed(44))
        dialog.content = .editor(TextEditor(text: "first\nsecond\n", conventions: .dialog))
        dialog.height = 11
        let line = CellStyle(foreground: .ansi(7), background: .ansi(6))
        let cursorLine = CellStyle(foreground: .ansi(7), background: .ansi(4))
        let (layout, buffer) = frame(dialog, theme {
            $0.frame = true
            $0.fillsHeight = true
            $0.editorLine = line
            $0.editorCursorLine = cursorLine
        })
        let frame = try? XCTUnwrap(layout.contentFrame)
        let area = try? XCTUnwrap(layout.contentArea)
        XCTAssertEqual(layout.box.height, 11)
        XCTAssertEqual(frame.map { $0.inset(dx: 1, dy: 1) }, area)
        XCTAssertEqual(frame?.height, 11 - 2 - 1, "the box less its border and the buttons' row")
        guard let area, let frame else { return }
        XCTAssertEqual(buffer.lines()[frame.y].dropFirst(frame.x).prefix(2), "┌─")
        XCTAssertEqual(buffer[area.x, area.y].style, cursorLine)
        XCTAssertEqual(buffer[area.maxX - 1, area.y].style, cursorLine, "the cursor's line painted across")
        XCTAssertEqual(buffer[area.maxX - 1, area.y + 1].style, line)
        XCTAssertNotEqual(buffer[area.x, area.y + 2].style, line, "no line, no paint")
    }

    func testPopupctlsOwnEditorIsUnframedAndAsTallAsItsLines() {
        var dialog = Dialog(title: "Notes", buttons: [Button("OK")], width: .fixed(44))
        dialog.content = .editor(TextEditor(text: "first\nsecond\n"))
        let (layout, _) = frame(dialog, theme())
        XCTAssertNil(layout.contentFrame)
        XCTAssertEqual(layout.contentArea?.height, 3, "as many as its lines, three at least")
    }

    func testASlidersBarIsScaledToItsAreaAsDialogScalesIt() {
        // 101 values over 44 usable columns: three a cell, 34 cells; 60 paints 21 of them.
        let range = RangeValue(minimum: 0, maximum: 100, value: 60)
        let placed = range.framedPlaces(in: Rect(x: 2, y: 1, width: 46, height: 4))
        XCTAssertEqual(placed.bar, Rect(x: 8, y: 3, width: 34, height: 1))
        XCTAssertEqual(placed.frame, Rect(x: 7, y: 2, width: 36, height: 3))
        XCTAssertEqual(placed.filled, 21)
        XCTAssertEqual(placed.valueX, 21, "the value's three columns centred")
        // Fewer values than columns: each takes as many whole cells as fit.
        let few = RangeValue(minimum: -5, maximum: 5, value: 2).framedPlaces(in: Rect(x: 0, y: 0, width: 26, height: 3))
        XCTAssertEqual(few.bar.width, 22)
        XCTAssertEqual(few.filled, 16)
    }
}
