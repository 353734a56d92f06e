import PopupCore

extension ToolLook {
    /// dialog 1.3's look: the title in the top border, the window lit from the top left, a rule
    /// over `<  OK  >` buttons stepped across the box, lists and fields in frames sunk into it,
    /// a blue selection with red hotkey letters, the backtitle over a rule, and the box as tall
    /// as the script asked.
    static let dialog = ToolLook(tabs: { box in .stops(8, lead: box == .textbox ? 1 : 2) }) { theme, request in
        let white = Color.ansi(7)
        let blue = Color.ansi(4)
        theme.box = CellStyle(foreground: .ansi(0), background: white)
        theme.message = CellStyle(foreground: .ansi(0))
        theme.borderStyle = CellStyle(foreground: white, background: white, attributes: [.bold])
        theme.title = CellStyle(foreground: blue, attributes: [.bold])
        theme.backdrop = CellStyle(foreground: .ansi(6), background: blue, attributes: [.bold])
        theme.shadow = CellStyle(background: .ansi(0))
        theme.shadowOffsetX = 2
        theme.shadowOffsetY = 1
        theme.marginX = 0
        theme.marginY = 0
        theme.paddingY = 0
        theme.field = CellStyle(foreground: .ansi(0), background: white)
        theme.focusedField = theme.field
        var appearance = ButtonAppearance(normal: CellStyle(foreground: .ansi(0)),
                                          focused: CellStyle(foreground: white, background: blue, attributes: [.bold]),
                                          brackets: ("<", ">"))
        appearance.label = CellStyle(foreground: .ansi(0), attributes: [.bold])
        appearance.focusedLabel = CellStyle(foreground: .ansi(3), background: blue, attributes: [.bold])
        appearance.hotkey = CellStyle(foreground: .ansi(1))
        appearance.focusedHotkey = CellStyle(foreground: white, background: blue, attributes: [.bold])
        buttons(&theme, appearance)

        var chrome = BoxChrome()
        chrome.title = .border(open: "", close: "", shift: -1)
        chrome.shadedEdge = CellStyle(foreground: .ansi(0), background: white)
        chrome.buttonRule = true
        chrome.bandGap = 0
        chrome.paddingBottom = 0
        chrome.buttonRow = .stepped(minimum: 6)
        // A form marks no button while a field has the focus.
        chrome.marksEnterButton = !request.box.isForm
        chrome.hidesHotkeysInList = true
        chrome.centresShadow = true
        chrome.backtitleRule = true
        let selected = CellStyle(foreground: white, background: blue, attributes: [.bold])
        chrome.list.frame = true
        chrome.list.frameOutset = request.box == .treeview ? 1 : 0
        chrome.list.entryRows = request.box == .inputmenu ? 3 : 1
        chrome.list.keyedDescriptions = request.box == .treeview
        // A letter in a list box goes to its list wherever the focus is: no button shows a hotkey.
        chrome.hidesHotkeys = [.menu, .checklist, .radiolist, .inputmenu, .treeview, .buildlist].contains(request.box)
        chrome.list.fillsHeight = true
        chrome.list.placement = request.box == .inputmenu ? .left : .centred
        chrome.list.checkedMark = "*"
        chrome.list.scrolling = .frameMarks(arrows: CellStyle(foreground: .ansi(2), attributes: [.bold]),
                                            percent: CellStyle(foreground: blue, attributes: [.bold]), overTags: request.box != .menu)
        chrome.list.cursor = selected
        chrome.list.restingCursor = selected
        chrome.list.cursorSpansGap = false
        chrome.list.tag = CellStyle(foreground: blue, attributes: [.bold])
        chrome.list.tagKey = CellStyle(foreground: .ansi(1))
        chrome.list.cursorTag = CellStyle(foreground: .ansi(3), background: blue, attributes: [.bold])
        chrome.list.cursorTagKey = CellStyle(foreground: .ansi(1), background: blue, attributes: [.bold])
        // A form's fields stand in its rows, unframed.
        chrome.field.frame = !request.box.isForm
        chrome.field.groupFrame = request.box.isForm
        if request.box.isForm {
            theme.field = CellStyle(foreground: white, background: .ansi(6), attributes: [.bold])
            theme.focusedField = CellStyle(foreground: white, background: blue, attributes: [.bold])
            chrome.field.readOnly = CellStyle(foreground: .ansi(6), background: white, attributes: [.bold])
            chrome.field.marksCurrentField = true
        }
        // A password shows nothing as it is typed, not even its length, unless --insecure.
        chrome.field.secretMask = request.insecure ? "*" : nil
        chrome.progress.bar = .painted(filled: CellStyle(foreground: white, background: blue),
                                       track: CellStyle(foreground: blue, background: white, attributes: [.bold]),
                                       framed: true)
        chrome.progress.barInset = 1
        chrome.progress.showsTimes = false
        chrome.progress.ruleAboveLog = true
        theme.chrome = chrome
        dressContent(&theme.chrome, box: request.box)
    }
}
