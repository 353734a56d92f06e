import PopupCore

extension ToolLook {
    /// dialog 1.3's look: the title in the top border, the window lit from the top left, a rule
    /// over `<  OK  >` buttons stepped across the box, lists and fields in frames sunk into it,
    /// a blue selection with red hotkey letters, the backtitle over a rule, and the box as tall
    /// as the script asked.
    static let dialog = ToolLook(standardTabs: .stops(8, lead: 2)) { theme, request in
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
        chrome.marksEnterButton = true
        chrome.hidesHotkeysInList = true
        chrome.centresShadow = true
        chrome.backtitleRule = true
        let selected = CellStyle(foreground: white, background: blue, attributes: [.bold])
        chrome.list.frame = true
        chrome.list.frameOutset = 0
        chrome.list.entryRows = 1
        chrome.list.keyedDescriptions = false
        chrome.hidesHotkeys = false
        chrome.list.fillsHeight = true
        chrome.list.placement = .centred
        chrome.list.checkedMark = "*"
        chrome.list.scrolling = .frameMarks(arrows: CellStyle(foreground: .ansi(2), attributes: [.bold]),
                                            percent: CellStyle(foreground: blue, attributes: [.bold]), overTags: true)
        chrome.list.cursor = selected
        chrome.list.restingCursor = selected
        chrome.list.cursorSpansGap = false
        chrome.list.tag = CellStyle(foreground: blue, attributes: [.bold])
        chrome.list.tagKey = CellStyle(foreground: .ansi(1))
        chrome.list.cursorTag = CellStyle(foreground: .ansi(3), background: blue, attributes: [.bold])
        chrome.list.cursorTagKey = CellStyle(foreground: .ansi(1), background: blue, attributes: [.bold])
        chrome.field.frame = true
        chrome.field.groupFrame = false
        // A password shows nothing as it is typed, not even its length, unless --insecure.
        chrome.field.secretMask = request.insecure ? "*" : nil
        chrome.progress.bar = .painted(filled: CellStyle(foreground: white, background: blue),
                                       track: CellStyle(foreground: blue, background: white, attributes: [.bold]),
                                       framed: true)
        chrome.progress.barInset = 1
        chrome.progress.showsTimes = false
        chrome.progress.ruleAboveLog = true
        chrome.content.framesLists = true
        theme.chrome = chrome
    }

    /// A list box: a letter goes to its list wherever the focus is, so no button shows a hotkey.
    static func dialogList(_ theme: inout Theme, _ request: CompatRequest) {
        theme.chrome.hidesHotkeys = true
    }

    /// A menu: its scroll marks stand clear of its tags.
    static func dialogMenu(_ theme: inout Theme, _ request: CompatRequest) {
        dialogList(&theme, request)
        if case .frameMarks(let arrows, let percent, _) = theme.chrome.list.scrolling {
            theme.chrome.list.scrolling = .frameMarks(arrows: arrows, percent: percent, overTags: false)
        }
    }

    /// An input menu: each entry three rows tall (room to rename it), at the left.
    static func dialogInputMenu(_ theme: inout Theme, _ request: CompatRequest) {
        dialogList(&theme, request)
        theme.chrome.list.entryRows = 3
        theme.chrome.list.placement = .left
    }

    /// A tree view: its frame a column out, the text keyed under each tag.
    static func dialogTree(_ theme: inout Theme, _ request: CompatRequest) {
        dialogList(&theme, request)
        theme.chrome.list.frameOutset = 1
        theme.chrome.list.keyedDescriptions = true
    }

    /// A form: its fields stand in its rows, unframed, in their own colours, and no button is
    /// marked while a field has the focus.
    static func dialogForm(_ theme: inout Theme, _ request: CompatRequest) {
        let white = Color.ansi(7)
        theme.chrome.marksEnterButton = false
        theme.chrome.field.frame = false
        theme.chrome.field.groupFrame = true
        theme.field = CellStyle(foreground: white, background: .ansi(6), attributes: [.bold])
        theme.focusedField = CellStyle(foreground: white, background: .ansi(4), attributes: [.bold])
        theme.chrome.field.readOnly = CellStyle(foreground: .ansi(6), background: white, attributes: [.bold])
        theme.chrome.field.marksCurrentField = true
    }
}
