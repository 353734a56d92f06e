/// How the contents (`Dialog.content`: an editor, a file browser, a build list …) dress their
/// parts (`BoxChrome.content`). The default is popupctl's own: today's plain drawing.
public struct ContentLook: Sendable, Equatable {
    /// The content takes the rows a box of a given height has beyond its other bands.
    public var fillsHeight = false
    /// A frame around the content's area, sunk into the box (an editor's text).
    public var frame = false
    /// Tabs in a text shown as it is (a log's lines, a program's output) reach these stops; nil:
    /// a tab is one space.
    public var tabs: TabStops?
    /// An editor's lines, each painted as wide as its area, the cursor's line in its own; nil:
    /// the fields' styles, the area painted as a field.
    public var editorLine: CellStyle?
    public var editorCursorLine: CellStyle?
    /// Each part in a frame of its own, at fixed places counted from the area's last row: a
    /// clock's three fields, a calendar's month, year and days, a slider's bar, the gauges'
    /// bar; false: popupctl's own rows.
    public var framedParts = false
    /// The value in a framed part (a month, a year, an hour); nil: the box's.
    public var partValue: CellStyle?
    /// The value picked among many (a calendar's day); nil: the default button's focused style.
    public var pickedValue: CellStyle?
    /// The marks on a framed part that scrolls (a calendar's ↑(-) and ↓(+)); nil: the box's.
    public var scrollMarks: CellStyle?
    /// A content's lists and its path field stand in frames sunk into the box, their rows in the
    /// list's styles and with its scroll marks (`BoxChrome.list`): dialog's file selection and
    /// build list.
    public var framesLists = false

    /// popupctl's own.
    public init() {}
}
