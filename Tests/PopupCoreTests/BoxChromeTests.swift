import XCTest
@testable import PopupCore

/// The box's furniture as theme values (`Theme.chrome`): what each value moves or draws, on a
/// fixed 80×24 screen. popupctl's own look is `BoxChrome()`, whose pictures the golden tests hold.
final class BoxChromeTests: XCTestCase {
    private let screen = Size(width: 80, height: 24)

    private func frame(_ dialog: Dialog, _ theme: Theme, state: DialogState? = nil) -> (DialogLayout, Buffer) {
        let state = state ?? DialogState(dialog: dialog, reducedMotion: true, screen: screen)
        let layout = Layout.compute(dialog, state: state, screen: screen, theme: theme)
        return (layout, DialogRenderer.draw(layout, dialog: dialog, state: state, theme: theme))
    }

    private func row(_ buffer: Buffer, _ y: Int) -> String { buffer.lines()[y] }

    private func column(of text: String, in line: String) -> Int? {
        line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
    }

    /// A square-bordered theme with one column of padding, as the tools' looks start from.
    private func theme(_ change: (inout BoxChrome) -> Void = { _ in }) -> Theme {
        var theme = Theme.standard
        theme.border = .square
        theme.paddingX = 1
        theme.marginX = 0
        theme.marginY = 0
        var chrome = BoxChrome()
        change(&chrome)
        theme.chrome = chrome
        return theme
    }

    func testPopupctlsOwnLookIsTheDefaultChrome() {
        XCTAssertEqual(Theme.standard.chrome, BoxChrome())
        for name in BuiltinThemes.names { XCTAssertEqual(BuiltinThemes.named(name)?.chrome, BoxChrome(), name) }
    }

    func testTheTitleOnTheTopBorderBetweenItsMarks() {
        let dialog = Dialog(title: "T1", message: "Hello", width: .fixed(40))
        let (layout, buffer) = frame(dialog, theme { $0.title = .border(open: "┤ ", close: " ├", shift: 0) })
        let top = row(buffer, layout.box.y)
        XCTAssertEqual(column(of: "┤ T1 ├", in: top), layout.box.x + (40 - 6) / 2, top)
        XCTAssertFalse(buffer.lines()[(layout.box.y + 1)...].contains { $0.contains("T1") }, "no title inside")
        XCTAssertEqual(layout.messageViewport.y, layout.box.y + 2, "the message takes the title's rows: border, padding, message")
        let (shifted, drawn) = frame(dialog, theme { $0.title = .border(open: "", close: "", shift: -1) })
        XCTAssertEqual(column(of: "─T1─", in: row(drawn, shifted.box.y)).map { $0 + 1 }, shifted.box.x + 19 - 1)
        // Cut to the border, never over its corners.
        let long = Dialog(title: String(repeating: "long ", count: 20), message: "x", width: .fixed(30))
        let (cut, cutDrawn) = frame(long, theme { $0.title = .border(open: "┤ ", close: " ├", shift: 0) })
        let line = row(cutDrawn, cut.box.y)
        XCTAssertTrue(line.contains("┌┤ long") && line.contains("… ├┐"), line)
    }

    func testTheAskedHeightIsDrawnItsSpareRowsAboveTheButtons() {
        var dialog = Dialog(message: "Would you like to reboot now?", buttons: [Button("Yes"), Button("No")], width: .fixed(60))
        dialog.height = 20
        var look = theme { $0.paddingBottom = 1 }
        look.paddingY = 1
        let (layout, _) = frame(dialog, look)
        XCTAssertEqual(layout.box.height, 20)
        XCTAssertEqual(layout.box.y, 2, "centred")
        XCTAssertEqual(layout.messageViewport.y, layout.box.y + 2)
        XCTAssertEqual(layout.buttons.first?.origin.y, layout.box.maxY - 3, "buttons, a row of padding, the border")
        dialog.height = 100
        XCTAssertEqual(frame(dialog, look).0.box.height, 24, "no taller than the screen")
    }

    func testWhatDoesNotFitTheAskedHeightMakesTheBoxTaller() {
        var dialog = Dialog(message: (1...6).map { "line \($0)" }.joined(separator: "\n"), width: .fixed(40))
        dialog.height = 5
        let (layout, _) = frame(dialog, theme())
        XCTAssertEqual(layout.messageViewport.height, 6, "every line shows")
        XCTAssertGreaterThan(layout.box.height, 5)
        // A list scrolls to keep to the height instead.
        var list = Dialog(message: "Pick", width: .fixed(40))
        list.list = ListSpec(items: ItemStore(lines: (1...20).map { "item \($0)" }), filterable: false)
        list.height = 14
        let (listed, _) = frame(list, theme())
        XCTAssertEqual(listed.box.height, 14)
        XCTAssertLessThan(listed.listArea?.height ?? 0, 20)
    }

    func testARuleOverTheButtonsAndAListFillingItsFrame() {
        var dialog = Dialog(message: "Pick", width: .fixed(50))
        dialog.list = ListSpec(items: ItemStore(lines: ["alpha", "beta", "gamma"]), filterable: false)
        dialog.height = 12
        var look = theme {
            $0.buttonRule = true
            $0.bandGap = 0
            $0.paddingBottom = 0
            $0.list.frame = true
            $0.list.fillsHeight = true
            $0.list.placement = .centred
        }
        look.paddingY = 0
        let (layout, buffer) = frame(dialog, look)
        let box = layout.box
        XCTAssertEqual(layout.buttonRule, box.maxY - 3)
        XCTAssertEqual(row(buffer, box.maxY - 3).filter { !$0.isWhitespace }.first, "├")
        XCTAssertEqual(layout.listFrame, Rect(x: box.x + 2, y: box.y + 2, width: 46, height: 7), "from under the message to the rule")
        XCTAssertEqual(layout.listArea?.height, 5)
        XCTAssertEqual(layout.listArea.map { $0.x - (box.x + 3) }, (44 - "› alpha".count) / 2, "the rows centred in the frame")
        XCTAssertEqual(row(buffer, box.y + 2).filter { !$0.isWhitespace }, "│┌" + String(repeating: "─", count: 44) + "┐│")
    }

    func testButtonsInSlotsOrSteppedAcrossTheBox() {
        let okCancel = [Button("OK"), Button("Cancel", role: .cancel)]
        func columns(_ buttons: [Button], _ width: Int, _ row: ButtonRow) -> [Int] {
            let dialog = Dialog(message: "Hi", buttons: buttons, axis: .horizontal, width: .fixed(width))
            var look = theme { $0.buttonRow = row }
            for role in ButtonRole.allCases { look.buttons[role]?.brackets = ("<", ">") }
            let (layout, _) = frame(dialog, look)
            return layout.buttons.map { $0.origin.x - layout.box.x }
        }
        // newt's slots: the same columns whatever the labels.
        XCTAssertEqual(columns(okCancel, 40, .slots([9, 9])), [8, 23])
        XCTAssertEqual(columns([Button("LongerYes"), Button("N")], 40, .slots([9, 7])), [9, 25])
        XCTAssertEqual(columns([Button("Ok")], 60, .slots([8])), [27])
        // dialog's steps: labels padded alike, the gaps from what they leave.
        XCTAssertEqual(columns(okCancel, 40, .stepped(minimum: 6)), [8, 20])
        XCTAssertEqual(columns([Button("Yes"), Button("No")], 50, .stepped(minimum: 6)), [14, 28])
        let four = [Button("OK"), Button("Extra"), Button("Cancel", role: .cancel), Button("Help")]
        XCTAssertEqual(columns(four, 40, .stepped(minimum: 6)), [2, 11, 20, 29], "four side by side")
        let dialog = Dialog(message: "Hi", buttons: four, axis: .horizontal, width: .fixed(40))
        var look = theme { $0.buttonRow = .stepped(minimum: 6) }
        for role in ButtonRole.allCases { look.buttons[role]?.brackets = ("<", ">") }
        XCTAssertEqual(frame(dialog, look).0.buttons.map(\.text), ["<  OK  >", "<Extra >", "<Cancel>", "< Help >"])
    }

    func testTheBoxCentredWithItsShadowAndLitFromTheTopLeft() {
        var look = theme {
            $0.centresShadow = true
            $0.shadedEdge = CellStyle(foreground: .ansi(0))
        }
        look.shadow = CellStyle(background: .ansi(0))
        look.shadowOffsetX = 2
        look.shadowOffsetY = 1
        look.borderStyle = CellStyle(foreground: .ansi(7))
        var dialog = Dialog(message: "Hi", width: .fixed(40))
        dialog.height = 10
        let (layout, buffer) = frame(dialog, look)
        XCTAssertEqual([layout.box.x, layout.box.y], [(80 - 2 - 40) / 2, (24 - 1 - 10) / 2])
        let box = layout.box
        XCTAssertEqual(buffer[box.x, box.y].style.foreground, .ansi(7), "top left lit")
        XCTAssertEqual(buffer[box.x + 5, box.y].style.foreground, .ansi(7))
        XCTAssertEqual(buffer[box.x, box.y + 3].style.foreground, .ansi(7))
        XCTAssertEqual(buffer[box.maxX - 1, box.y].style.foreground, .ansi(0), "top right in the shade")
        XCTAssertEqual(buffer[box.maxX - 1, box.y + 3].style.foreground, .ansi(0))
        XCTAssertEqual(buffer[box.x + 5, box.maxY - 1].style.foreground, .ansi(0))
    }

    func testASecretShowsItsMaskOrNothing() {
        var dialog = Dialog(message: "Secret", width: .fixed(40)).field("", value: "abc", secure: true)
        dialog.fields[0].placeholder = ""
        for (mask, shown) in [(Character?("*"), "***"), (nil, "")] {
            let look = theme {
                $0.field.secretMask = mask
                $0.field.frame = true
            }
            let (layout, buffer) = frame(dialog, look)
            let area = layout.fields[0].area
            let text = String(row(buffer, area.y).dropFirst(area.x).prefix(area.width))
            XCTAssertEqual(text.trimmingCharacters(in: .whitespaces), shown)
            XCTAssertEqual(layout.fields[0].frame.map { [$0.y, $0.height] }, [area.y - 1, 3], "framed")
        }
    }

    func testStyleMarksChangeTheMessagesStyleFromTheirCharacterOn() {
        var dialog = Dialog(message: "plain red bold", width: .fixed(40))
        dialog.messageStyles = [StyleMark(offset: 6, .foreground(.ansi(1))), StyleMark(offset: 9, .reset),
                                StyleMark(offset: 10, .attribute(.bold, on: true))]
        let (layout, buffer) = frame(dialog, theme())
        let y = layout.messageViewport.y
        let x = layout.messageViewport.x
        XCTAssertEqual(buffer[x, y].style.foreground, .default)
        XCTAssertEqual(buffer[x + 6, y].style.foreground, .ansi(1))
        XCTAssertEqual(buffer[x + 8, y].style.foreground, .ansi(1))
        XCTAssertEqual(buffer[x + 9, y].style.foreground, .default, "reset at the space")
        XCTAssertTrue(buffer[x + 10, y].style.attributes.contains(.bold))
        XCTAssertFalse(buffer[x + 5, y].style.attributes.contains(.bold))
        // Marks follow the text onto the lines it wraps to.
        dialog.message = "aaaa bbbb cccc"
        dialog.width = .fixed(10)
        dialog.messageStyles = [StyleMark(offset: 10, .foreground(.ansi(2)))]
        let (wrapped, drawn) = frame(dialog, theme())
        XCTAssertEqual(wrapped.messageLines.count, 3)
        XCTAssertEqual(drawn[wrapped.messageViewport.x, wrapped.messageViewport.y + 2].style.foreground, .ansi(2))
        XCTAssertEqual(drawn[wrapped.messageViewport.x, wrapped.messageViewport.y + 1].style.foreground, .default)
    }

    func testAPaintedBarWritesItsPercentageRightAlignedInFourColumns() {
        var dialog = Dialog(message: "Working", width: .fixed(50))
        dialog.progress = ProgressSpec()
        dialog.progress?.initialPercent = 7
        let filled = CellStyle(foreground: .ansi(7), background: .ansi(1))
        let track = CellStyle(foreground: .ansi(7), background: .ansi(4))
        let look = theme {
            $0.progress.bar = .painted(filled: filled, track: track, framed: false)
            $0.progress.showsTimes = false
            $0.progress.barInset = 1
        }
        let (layout, buffer) = frame(dialog, look)
        let bar = try! XCTUnwrap(layout.progress?.bar)
        XCTAssertEqual(bar.width, 44)
        let text = String(row(buffer, bar.y).dropFirst(bar.x).prefix(bar.width))
        XCTAssertEqual(column(of: "7%", in: text), (44 - 4) / 2 + 2)
        XCTAssertEqual(buffer[bar.x, bar.y].style.background, .ansi(1), "7% of 44 is 3 cells")
        XCTAssertEqual(buffer[bar.x + 3, bar.y].style.background, .ansi(4))
        XCTAssertEqual(layout.progress?.status.height, 0, "no times")
    }
}
