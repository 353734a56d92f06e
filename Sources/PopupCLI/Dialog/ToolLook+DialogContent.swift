import PopupCore

extension ToolLook {
    /// A file selection's lists and path, in frames that take the height given.
    static func dialogFillsHeight(_ theme: inout Theme, _ request: CompatRequest) {
        theme.chrome.content.fillsHeight = true
    }

    /// A build list: a list box whose two lists take the height given.
    static func dialogBuildList(_ theme: inout Theme, _ request: CompatRequest) {
        dialogList(&theme, request)
        dialogFillsHeight(&theme, request)
    }

    /// An editbox: its text in a frame, in the form's colours, the focus in it and no button marked.
    static func dialogEditor(_ theme: inout Theme, _ request: CompatRequest) {
        let white = Color.ansi(7)
        theme.chrome.marksEnterButton = false
        theme.chrome.content.frame = true
        theme.chrome.content.fillsHeight = true
        theme.chrome.content.editorLine = CellStyle(foreground: white, background: .ansi(6), attributes: [.bold])
        theme.chrome.content.editorCursorLine = CellStyle(foreground: white, background: .ansi(4), attributes: [.bold])
    }

    /// A log's and a program's text: tabs at curses' stops of 8, after the blank column its window starts with.
    static func dialogLog(_ theme: inout Theme, _ request: CompatRequest) {
        theme.chrome.content.tabs = TabStops(width: 8, lead: 1)
    }

    /// A range's, a clock's and the gauges' parts in their frames where dialog puts them, taking the height given.
    static func dialogFramedParts(_ theme: inout Theme, _ request: CompatRequest) {
        theme.chrome.content.fillsHeight = true
        theme.chrome.content.framedParts = true
    }

    /// A calendar's parts framed, the day picked in the selection's colours, the marks in the list's.
    static func dialogCalendar(_ theme: inout Theme, _ request: CompatRequest) {
        dialogFramedParts(&theme, request)
        theme.chrome.content.pickedValue = CellStyle(foreground: .ansi(7), background: .ansi(4), attributes: [.bold])
        theme.chrome.content.scrollMarks = CellStyle(foreground: .ansi(2), attributes: [.bold])
    }
}
