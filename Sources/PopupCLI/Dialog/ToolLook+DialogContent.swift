import PopupCore

extension ToolLook {
    /// dialog 1.3's contents: an editbox's text in a frame, in the form's colours, the focus in
    /// it and no button marked; a log's and a program's tabs at curses' stops of 8 (after the
    /// blank column its window starts with); a range's, a clock's, the gauges' and a
    /// calendar's parts in their frames where dialog puts them, taking the height given; the
    /// lists and the path of a file selection and a build list in frames.
    static func dressContent(_ chrome: inout BoxChrome, box: CompatBox) {
        let white = Color.ansi(7)
        chrome.content.framesLists = true
        switch box {
        case .fselect, .dselect, .buildlist:
            chrome.content.fillsHeight = true
        case .editbox:
            chrome.marksEnterButton = false
            chrome.content.frame = true
            chrome.content.fillsHeight = true
            chrome.content.editorLine = CellStyle(foreground: white, background: .ansi(6), attributes: [.bold])
            chrome.content.editorCursorLine = CellStyle(foreground: white, background: .ansi(4), attributes: [.bold])
        case .tailbox, .tailboxbg, .progressbox, .programbox, .prgbox:
            chrome.content.tabs = TabStops(width: 8, lead: 1)
        case .rangebox, .timebox, .mixedgauge, .calendar:
            chrome.content.fillsHeight = true
            chrome.content.framedParts = true
            guard box == .calendar else { break }
            // The day picked in the selection's colours, the marks in the list's.
            chrome.content.pickedValue = CellStyle(foreground: white, background: .ansi(4), attributes: [.bold])
            chrome.content.scrollMarks = CellStyle(foreground: .ansi(2), attributes: [.bold])
        default:
            break
        }
    }
}
