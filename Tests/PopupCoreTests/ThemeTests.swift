import XCTest
@testable import PopupCore

final class ThemeTests: XCTestCase {
    private let dialog = Dialog(title: "Delete 214 photos? A title so long that it needs a second line to say it all", message: "This cannot be undone, and this line is long enough to wrap around.",
                                buttons: [Button("Keep", role: .cancel), Button("Delete", role: .destructive), Button("Save"), Button("More")],
                                fields: [TextField(placeholder: "Reason")], style: .alert, axis: .horizontal, timeout: 9)

    private func render(_ theme: Theme, dialog: Dialog? = nil, state: ((inout DialogState) -> Void)? = nil) -> Buffer {
        let dialog = dialog ?? self.dialog
        var dialogState = DialogState(dialog: dialog, reducedMotion: true)
        if !dialogState.fields.isEmpty { dialogState.fields[0].error = "required" }
        state?(&dialogState)
        let screen = Size(width: 70, height: 24)
        let layout = Layout.compute(dialog, state: dialogState, screen: screen, theme: theme)
        return DialogRenderer.draw(layout, dialog: dialog, state: dialogState, theme: theme)
    }

    /// Every setting, set to its example value, changes the rendered frame (text or style).
    func testEverySettingChangesTheFrame() throws {
        var base = Theme.standard
        base.shadow = CellStyle(background: .ansi(0))
        base.backdrop = CellStyle(background: .ansi(4))
        let long = Dialog(title: "T", message: (1...40).map { "line \($0)" }.joined(separator: "\n"),
                          buttons: [Button("A"), Button("B")], style: .alert)
        var sheet = long
        sheet.style = .sheet
        for setting in ThemeSettings.all {
            var theme = base
            XCTAssertTrue(setting.apply(setting.example, to: &theme), "\(setting.key) refuses its own example")
            if setting.key == "motion" {
                XCTAssertTrue(theme.reducedMotion)
                continue
            }
            if setting.key == "width" {
                XCTAssertEqual(theme.width, .fixed(30))
                continue
            }
            let changed: Bool
            switch setting.key {
            case "message.lines", "scrollbar.color", "margin.y":
                changed = render(theme, dialog: long) != render(base, dialog: long)
            case "button.cancel.separator":
                // The separator belongs to the button on its right: put the cancel button second.
                let cancelSecond = Dialog(title: "T", buttons: [Button("Save"), Button("Keep", role: .cancel)], style: .alert, axis: .horizontal)
                changed = render(theme, dialog: cancelSecond) != render(base, dialog: cancelSecond)
            case "description.color":
                let listed = Dialog(title: "T").items(["first", "tag\tits description"])
                changed = render(theme, dialog: listed) != render(base, dialog: listed)
            case "match.color":
                var listed = Dialog(title: "T").items(["first", "second"])
                listed.list?.initialQuery = "s"   // two matches: the one off the cursor shows the colour
                changed = render(theme, dialog: listed) != render(base, dialog: listed)
            case "grabber", "grabber.color":
                changed = render(theme, dialog: sheet) != render(base, dialog: sheet)
            case "shadow":
                var plain = base
                plain.shadow = nil
                changed = render(theme) != render(plain)
            case "field.color":
                let away: (inout DialogState) -> Void = { $0.focus = .button(0) }
                changed = render(theme, state: away) != render(base, state: away)
            case let key where key.contains("focused"):
                let role: ButtonRole = key.contains("cancel") ? .cancel : key.contains("destructive") ? .destructive : .default
                let index = dialog.buttons.firstIndex { $0.role == role }!
                let focusField = key.hasPrefix("field")
                let setFocus: (inout DialogState) -> Void = { $0.focus = focusField ? .field(0) : .button(index) }
                changed = render(theme, state: setFocus) != render(base, state: setFocus)
            default:
                changed = render(theme) != render(base)
            }
            XCTAssertTrue(changed, "\(setting.key) = \(setting.example) changes nothing on screen")
        }
    }

    func testThemeFileFormat() throws {
        let text = """
        # my theme
        base = dark
        title.color = #ff8800   # orange
        [button.destructive]
        color = red
        brackets = "{ }"
        """
        let theme = try ThemeFile.apply(text, to: .standard)
        XCTAssertEqual(theme.title.foreground, .rgb(255, 136, 0))
        XCTAssertEqual(theme.appearance(for: .destructive).normal.foreground, .ansi(1))
        XCTAssertEqual(theme.appearance(for: .destructive).brackets.open, "{ ")
        XCTAssertEqual(theme.box.background, BuiltinThemes.dark.box.background, "based on dark")
    }

    func testThemeFileErrorsNameLineKeyAndWhatIsAccepted() {
        let table: [(String, String)] = [
            ("title.colour = red", "line 1, 'title.colour': unknown setting; did you mean 'title.color'?"),
            ("\n\nborder.shape = wobbly", "line 3, 'border.shape': invalid value 'wobbly'; expected one of none, square, rounded, heavy, double, ascii"),
            ("padding.x = 99", "line 1, 'padding.x': invalid value '99'; expected a whole number from 0 to 8"),
            ("title.color red", "line 1: expected 'key = value'"),
            ("[unclosed", "line 1: a section is written [name]"),
            ("title.color = red\nbase = dark", "line 2, 'base': 'base' must come before any setting"),
            ("base = neon", "line 1, 'base': unknown theme 'neon'; expected one of default, dark, light, mono, whiptail"),
            ("box.background = vertical red", "line 1, 'box.background': invalid value 'vertical red'; expected a colour name (red, bright-blue, orange…), #rrggbb, 0–255 or default, or 'vertical|horizontal COLOR COLOR…' for a gradient"),
        ]
        for (text, message) in table {
            XCTAssertThrowsError(try ThemeFile.apply(text, to: .standard), text) { error in
                XCTAssertEqual((error as? ThemeFile.Failure)?.description, message)
            }
        }
    }

    func testColoursParse() {
        XCTAssertEqual(ColorName.parse("#ff8800"), .rgb(255, 136, 0))
        XCTAssertEqual(ColorName.parse("#f80"), .rgb(255, 136, 0))
        XCTAssertEqual(ColorName.parse("bright-blue"), .ansi(12))
        XCTAssertEqual(ColorName.parse("208"), .indexed(208))
        XCTAssertEqual(ColorName.parse("orange"), .rgb(255, 136, 0))
        XCTAssertNil(ColorName.parse("#ggg"))
        XCTAssertNil(ColorName.parse("256"))
    }

    func testGradientRunsThroughItsStops() {
        let gradient = Gradient(direction: .vertical, stops: [.rgb(0, 0, 0), .rgb(200, 100, 0)])
        XCTAssertEqual(gradient.color(at: 0, of: 5), .rgb(0, 0, 0))
        XCTAssertEqual(gradient.color(at: 2, of: 5), .rgb(100, 50, 0))
        XCTAssertEqual(gradient.color(at: 4, of: 5), .rgb(200, 100, 0))
    }

    func testBuiltinThemesDifferAndMonoHasNoColour() {
        let frames = BuiltinThemes.names.map { render(BuiltinThemes.named($0)!) }
        XCTAssertEqual(Set(frames.map { "\($0.cells.map(\.style))" }).count, BuiltinThemes.names.count)
        let mono = render(BuiltinThemes.named("mono")!) { $0.focus = .button(1) }
        XCTAssertTrue(mono.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
        let focused = mono.cells.filter { $0.style.attributes.contains(.reverse) }
        XCTAssertFalse(focused.isEmpty, "the focused button shows without colour")
    }
}

extension ThemeTests {
    /// The box's background at row `y` of `box`, plain or from its gradient.
    private func boxBackground(_ theme: Theme, box: Rect, y: Int) -> Color {
        theme.boxGradient.map { $0.color(at: y - box.y, of: box.height) } ?? theme.box.background
    }

    /// Every cell of the box but the focused button, which has a background of its own.
    private func cardCells(_ theme: Theme) -> [(y: Int, cell: Cell)] {
        let dialog = Dialog(title: "Title", message: "Some &message", buttons: [Button("&OK"), Button("No", role: .cancel)],
                            style: .alert, axis: .horizontal)
        let state = DialogState(dialog: dialog, reducedMotion: true)
        let layout = Layout.compute(dialog, state: state, screen: Size(width: 50, height: 12), theme: theme)
        let frame = DialogRenderer.draw(layout, dialog: dialog, state: state, theme: theme)
        let focused = layout.buttons.first { $0.index == state.focusedButton }!.hitArea
        var cells: [(Int, Cell)] = []
        for y in layout.box.y..<layout.box.maxY {
            for x in layout.box.x..<layout.box.maxX where !focused.contains(Point(x: x, y: y)) {
                cells.append((y, frame[x, y]))
            }
        }
        return cells
    }

    /// A new card colour or gradient shows under the text, buttons, separators and border.
    func testTextAndBorderSitOnTheBoxBackground() throws {
        for name in BuiltinThemes.names {
            for value in ["", "#ffe0e0", "vertical #602020 #206060"] {
                var theme = BuiltinThemes.named(name)!
                if value.isEmpty {
                    XCTAssertEqual(theme.box.background == .default, ["default", "mono"].contains(name), "\(name) has a card of its own")
                } else {
                    try ThemeFile.set("box.background", value, on: &theme)
                }
                let dialog = Dialog(title: "Title", message: "Some &message", buttons: [Button("&OK"), Button("No", role: .cancel)],
                                    style: .alert, axis: .horizontal)
                let box = Layout.compute(dialog, state: DialogState(dialog: dialog, reducedMotion: true),
                                         screen: Size(width: 50, height: 12), theme: theme).box
                let stray = cardCells(theme).filter { $0.cell.style.background != boxBackground(theme, box: box, y: $0.y) }
                XCTAssertTrue(stray.isEmpty, "\(name), box.background=\(value): \(stray.prefix(3).map { "\($0.cell.grapheme) \($0.cell.style.background)" })")
            }
        }
    }

    /// Placeholders (the filter hint, an empty field's) sit on what is under them: the card or the field.
    func testPlaceholdersSitOnTheCardOrTheField() throws {
        for name in BuiltinThemes.names {
            var theme = BuiltinThemes.named(name)!
            try ThemeFile.set("box.background", "#ffe0e0", on: &theme)
            let dialog = Dialog(title: "T", buttons: [Button("A"), Button("B")], fields: [TextField(placeholder: "Name")],
                                style: .alert, filterable: true)
            for focusField in [true, false] {
                var state = DialogState(dialog: dialog, reducedMotion: true)
                state.focus = focusField ? .field(0) : .button(0)
                let layout = Layout.compute(dialog, state: state, screen: Size(width: 50, height: 14), theme: theme)
                let frame = DialogRenderer.draw(layout, dialog: dialog, state: state, theme: theme)
                let field = layout.fields[0].area
                let fieldBackground = (focusField ? theme.focusedField : theme.field).background
                let under = fieldBackground == .default ? theme.box.background : fieldBackground
                for x in field.x..<(field.x + 4) {
                    XCTAssertEqual(frame[x, field.y].style.background, under, "\(name): placeholder on the field")
                }
                let hint = try XCTUnwrap(layout.filterRow)
                for x in hint.x..<(hint.x + 8) {
                    XCTAssertEqual(frame[x, hint.y].style.background, theme.box.background, "\(name): filter hint on the card")
                }
            }
        }
    }

    func testAnExplicitTextBackgroundStillWins() throws {
        var theme = BuiltinThemes.named("light")!
        try ThemeFile.set("box.background", "#ffe0e0", on: &theme)
        try ThemeFile.set("message.background", "#123456", on: &theme)
        let backgrounds = Set(cardCells(theme).filter { "mesag".contains($0.cell.grapheme) }.map(\.cell.style.background))
        XCTAssertTrue(backgrounds.contains(.rgb(0x12, 0x34, 0x56)), "\(backgrounds)")
    }
}

extension ThemeTests {
    /// Without colour a focus shown by a background colour would vanish: every theme falls back
    /// to bold reverse video, as the README promises.
    func testWithoutColourTheFocusedButtonIsBoldReverseInEveryTheme() {
        let dialog = Dialog(title: "Title", buttons: [Button("Keep", role: .cancel), Button("Delete", role: .destructive), Button("Save")],
                            style: .alert, axis: .horizontal)
        for name in BuiltinThemes.names {
            let theme = BuiltinThemes.named(name)!
            for focus in 0..<3 {
                var state = DialogState(dialog: dialog, reducedMotion: true)
                state.focus = .button(focus)
                let layout = Layout.compute(dialog, state: state, screen: Size(width: 60, height: 10), theme: theme)
                let frame = DialogRenderer.draw(layout, dialog: dialog, state: state, theme: theme, options: .init(colorDepth: .none))
                let text = FrameText.ansi(frame, depth: .none)
                let label = "\(theme.appearance(for: dialog.buttons[focus].role).brackets.open)\(dialog.buttons[focus].label)"
                XCTAssertTrue(text.contains("\u{1B}[1;7m" + label) || text.contains("\u{1B}[0;1;7m" + label),
                              "\(name), focus on \(dialog.buttons[focus].label): \(text.debugDescription)")
            }
        }
    }
}

extension ThemeTests {
    func testTitleLinesNoneLiftsTheLimit() throws {
        let dialog = Dialog(title: Array(repeating: "word", count: 40).joined(separator: " "), buttons: [Button("A")], style: .alert)
        func titleLines(_ theme: Theme) -> [String] {
            Layout.compute(dialog, state: DialogState(dialog: dialog, reducedMotion: true), screen: Size(width: 60, height: 40), theme: theme).titleLines
        }
        XCTAssertEqual(titleLines(.standard).count, 2, "the default limit")
        XCTAssertTrue(titleLines(.standard).last!.hasSuffix("…"))
        var unlimited = Theme.standard
        try ThemeFile.set("title.lines", "none", on: &unlimited)
        XCTAssertGreaterThan(titleLines(unlimited).count, 2)
        XCTAssertEqual(titleLines(unlimited).joined(separator: " ").split(separator: " ").count, 40, "every word, no ellipsis")
        var three = Theme.standard
        try ThemeFile.set("title.lines", "3", on: &three)
        XCTAssertEqual(titleLines(three).count, 3)
    }
}

extension ThemeTests {
    /// As PopupDialog's buttons each draw the line on their left: the separator takes the colour
    /// of the button to its right.
    func testTheSeparatorLeftOfAButtonHasThatButtonsColour() throws {
        var theme = Theme.standard
        try ThemeFile.set("button.cancel.separator", "red", on: &theme)
        try ThemeFile.set("button.destructive.separator", "blue", on: &theme)
        let dialog = Dialog(title: "T", buttons: [Button("Keep", role: .cancel), Button("Delete", role: .destructive)],
                            style: .alert, axis: .horizontal)
        let state = DialogState(dialog: dialog, reducedMotion: true)
        let layout = Layout.compute(dialog, state: state, screen: Size(width: 50, height: 10), theme: theme)
        let frame = DialogRenderer.draw(layout, dialog: dialog, state: state, theme: theme)
        let row = layout.buttons[0].hitArea.y
        let separators = (layout.buttons[0].hitArea.maxX..<layout.buttons[1].hitArea.x).filter { frame[$0, row].grapheme == "│" }
        XCTAssertEqual(separators.map { frame[$0, row].style.foreground }, [.ansi(4)])
    }
}

extension ThemeTests {
    func testTheStandardDefaultButtonIsBrightBlue() {
        XCTAssertEqual(Theme.standard.appearance(for: .default).normal.foreground, .ansi(12), "SGR 94 reads on dark and light terminals")
    }
}

extension ThemeTests {
    /// Issue 18: the dark theme's grey separator and its near-black card both became ANSI black at
    /// 16 colours, so the line between side-by-side buttons vanished.
    func testSeparatorsShowOnTheirCardAtEveryDepth() throws {
        let dialog = Dialog(title: "T", buttons: [Button("Keep", role: .cancel), Button("Delete", role: .destructive)],
                            style: .alert, axis: .horizontal)
        for name in BuiltinThemes.names {
            let theme = try XCTUnwrap(BuiltinThemes.named(name))
            for depth in [ColorDepth.ansi16, .ansi256, .truecolor] {
                let state = DialogState(dialog: dialog, reducedMotion: true)
                let layout = Layout.compute(dialog, state: state, screen: Size(width: 50, height: 10), theme: theme)
                let frame = DialogRenderer.draw(layout, dialog: dialog, state: state, theme: theme, options: .init(colorDepth: depth))
                let row = layout.buttons[0].hitArea.y
                let separators = (layout.buttons[0].hitArea.maxX..<layout.buttons[1].hitArea.x).filter { frame[$0, row].grapheme == "│" }
                XCTAssertEqual(separators.count, theme.appearance(for: .destructive).separator == nil ? 0 : 1, "\(name) at \(depth)")
                for x in separators {
                    let style = frame[x, row].style
                    XCTAssertNotEqual(depth.reduce(style.foreground), depth.reduce(style.background), "\(name) at \(depth)")
                }
            }
        }
    }

    func testReducingOnABackgroundKeepsDistinctColoursAsTheyAre() {
        XCTAssertEqual(ColorDepth.ansi16.reduce(.rgb(0x38, 0x38, 0x3A), on: .rgb(0x1C, 0x1C, 0x1E)), .ansi(8))
        XCTAssertEqual(ColorDepth.ansi16.reduce(.rgb(0xFF, 0, 0), on: .rgb(0x1C, 0x1C, 0x1E)), .ansi(9))
        XCTAssertEqual(ColorDepth.ansi16.reduce(.ansi(0), on: .ansi(0)), .ansi(0), "an ANSI colour is the theme's own choice")
        XCTAssertEqual(ColorDepth.truecolor.reduce(.rgb(1, 1, 1), on: .rgb(1, 1, 1)), .rgb(1, 1, 1))
        XCTAssertEqual(ColorDepth.none.reduce(.rgb(1, 1, 1), on: .rgb(1, 1, 1)), .default)
    }
}
