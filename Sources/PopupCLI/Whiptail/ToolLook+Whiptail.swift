import PopupCore

extension ToolLook {
    /// newt's look as whiptail 0.52 draws it: the title between `┤ ├` on the top border, a blue
    /// screen and a grey window with a one-column shadow, `<Ok>` buttons in fixed slots, lists
    /// and fields in newt's colours, and the box as tall as the script asked.
    static let whiptail = ToolLook(standardTabs: .spaces(8)) { theme, request in
        let grey = Color.ansi(7)
        theme.box = CellStyle(foreground: .ansi(0), background: grey)
        theme.message = CellStyle(foreground: .ansi(0))
        theme.borderStyle = CellStyle(foreground: .ansi(0))
        theme.title = CellStyle(foreground: .ansi(1))
        theme.backdrop = CellStyle(foreground: .ansi(7), background: .ansi(4), attributes: [.bold])
        theme.shadow = CellStyle(background: .ansi(0))
        theme.shadowOffsetX = 1
        theme.shadowOffsetY = 1
        theme.marginX = 0
        theme.marginY = 0
        // A question's text starts at once (a box that only says something: `newtSaying`).
        theme.paddingY = 0
        theme.field = CellStyle(foreground: .ansi(7), background: .ansi(4))
        theme.focusedField = theme.field
        let red = CellStyle(foreground: .ansi(7), background: .ansi(1))
        buttons(&theme, ButtonAppearance(normal: CellStyle(foreground: .ansi(0)), focused: red, brackets: ("<", ">")))

        var chrome = BoxChrome()
        chrome.title = .border(open: "┤ ", close: " ├", shift: 0)
        chrome.paddingBottom = 1
        chrome.backtitleColumn = 0
        chrome.backtitleStyle = CellStyle(foreground: .ansi(7), background: .ansi(4))
        // whiptail places its buttons at fixed columns, whatever their labels say.
        chrome.buttonRow = .slots(CompatDialogBuilder.buttons(request).count == 1 ? [8] : [9, 9])
        chrome.list.checkedMark = "*"
        chrome.list.cursor = red
        chrome.list.restingCursor = CellStyle(foreground: .ansi(7), background: .ansi(4))
        chrome.field.fill = "_"
        chrome.field.secretMask = "*"
        chrome.progress.bar = .painted(filled: CellStyle(foreground: .ansi(7), background: .ansi(1), attributes: [.bold]),
                                       track: CellStyle(foreground: .ansi(7), background: .ansi(4), attributes: [.bold]),
                                       framed: false)
        chrome.progress.barInset = 1
        chrome.progress.showsTimes = false
        theme.chrome = chrome
    }

    /// A box that only says something: its text starts a row down.
    static func newtSaying(_ theme: inout Theme, _ request: CompatRequest) {
        theme.paddingY = 1
    }

    /// Yes and No, at their own fixed columns, under text that starts a row down.
    static func newtYesNo(_ theme: inout Theme, _ request: CompatRequest) {
        newtSaying(&theme, request)
        theme.chrome.buttonRow = .slots([9, 7])
    }

    /// newt's listbox: tags and items centred, the scroll bar beside the rows.
    static func newtMenu(_ theme: inout Theme, _ request: CompatRequest) {
        theme.chrome.list.scrolling = .besideRows(gap: 2)
        theme.chrome.list.placement = .centred
        theme.chrome.list.columnGap = 1
    }

    /// newt's checkbox tree: a column of blue rows, the cursor on the mark, the scroll bar by the border.
    static func newtCheckboxTree(_ theme: inout Theme, _ request: CompatRequest) {
        theme.chrome.list.scrolling = .besideBorder(inset: 4)
        theme.chrome.list.placement = .indented(1)
        theme.chrome.list.row = CellStyle(foreground: .ansi(7), background: .ansi(4))
        theme.itemDescription = CellStyle(foreground: .ansi(7))
        theme.chrome.list.cursorOnMark = true
        theme.chrome.list.restingCursor = nil
    }
}
