import PopupCore

extension ToolLook {
    /// newt's look as whiptail 0.52 draws it: the title between `┤ ├` on the top border, a blue
    /// screen and a grey window with a one-column shadow, `<Ok>` buttons in fixed slots, lists
    /// and fields in newt's colours, and the box as tall as the script asked.
    static let whiptail = ToolLook(tabs: { _ in .spaces(8) }) { theme, request in
        let box = request.box
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
        // The text of a box that only says something starts a row down; a question's at once.
        theme.paddingY = [.msgbox, .yesno, .textbox, .infobox].contains(box) ? 1 : 0
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
        switch (box, CompatDialogBuilder.buttons(request).count) {
        case (.yesno, _): chrome.buttonRow = .slots([9, 7])
        case (_, 1): chrome.buttonRow = .slots([8])
        default: chrome.buttonRow = .slots([9, 9])
        }
        chrome.list.checkedMark = "*"
        chrome.list.scrolling = box == .menu ? .besideRows(gap: 2) : .besideBorder(inset: 4)
        chrome.list.cursor = red
        chrome.list.restingCursor = CellStyle(foreground: .ansi(7), background: .ansi(4))
        if box == .menu {
            chrome.list.placement = .centred
            chrome.list.columnGap = 1
        } else {
            // A checklist is a column of blue rows, the cursor on the mark.
            chrome.list.placement = .indented(1)
            chrome.list.row = CellStyle(foreground: .ansi(7), background: .ansi(4))
            theme.itemDescription = CellStyle(foreground: .ansi(7))
            chrome.list.cursorOnMark = true
            chrome.list.restingCursor = nil
        }
        chrome.field.fill = "_"
        chrome.field.secretMask = "*"
        chrome.progress.bar = .painted(filled: CellStyle(foreground: .ansi(7), background: .ansi(1), attributes: [.bold]),
                                       track: CellStyle(foreground: .ansi(7), background: .ansi(4), attributes: [.bold]),
                                       framed: false)
        chrome.progress.barInset = 1
        chrome.progress.showsTimes = false
        theme.chrome = chrome
    }
}
