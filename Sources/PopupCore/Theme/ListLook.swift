/// How a list's rows are placed and dressed (`BoxChrome.list`). The default is popupctl's own.
public struct ListLook: Sendable, Equatable {
    /// Where the rows stand across the list's area.
    public enum Placement: Sendable, Equatable {
        /// At its left edge.
        case left
        /// This many columns in from its left edge.
        case indented(Int)
        /// As a block in its middle, the widest row deciding.
        case centred
    }

    /// How a list longer than its rows shows that it scrolls.
    public enum Scrolling: Sendable, Equatable {
        /// popupctl's own: a bar on the box's right border, its thumb the rows in view.
        case borderBar
        /// A bar `gap` columns right of the widest row, an arrow at each end and the thumb where
        /// the cursor is among the items (newt's list).
        case besideRows(gap: Int)
        /// The same bar `inset` columns in from the box's right border, the thumb where the view
        /// is (newt's checkbox tree).
        case besideBorder(inset: Int)
        /// Marks on the list's frame: `↑(-)` on its top while rows are above the view, `↓(+)` on
        /// its bottom while rows are below it (five columns into the frame, or over the tags), and
        /// how far down the view reaches, in percent, at its bottom right (dialog's).
        case frameMarks(arrows: CellStyle, percent: CellStyle, overTags: Bool)
    }

    public var placement: Placement = .left
    public var scrolling: Scrolling = .borderBar
    /// A frame around the list's rows, sunk into the box.
    public var frame = false
    /// Columns the frame stands out on each side beyond the rows' area, its rows as wide as the
    /// area (dialog's tree view: out to the box's border).
    public var frameOutset = 0
    /// Rows each item takes: 3 draws it as dialog's inputmenu entry, the tag on the middle row and
    /// the description in a frame of its own beside it.
    public var entryRows = 1
    /// The descriptions in the tags' styles, the first letter after their tree lines in the
    /// key's (dialog's tree view).
    public var keyedDescriptions = false
    /// Columns between the tag column and the descriptions.
    public var columnGap = ListRow.columnGap
    /// The check mark of a checked item in a checklist.
    public var checkedMark = "x"
    /// Every row's style, spaces included, as wide as the widest row; nil: the box's.
    public var row: CellStyle?
    /// The tags' style, and their first letter's; nil: the message's.
    public var tag: CellStyle?
    public var tagKey: CellStyle?
    /// The cursor's row while the list has the focus; nil: the default button's focused style.
    public var cursor: CellStyle?
    /// On the cursor's row: the tag and its first letter; nil: the cursor's style.
    public var cursorTag: CellStyle?
    public var cursorTagKey: CellStyle?
    /// The cursor's row while the focus is elsewhere; nil: not marked.
    public var restingCursor: CellStyle?
    /// The list grows to take the rows a box of a given height has beyond its content.
    public var fillsHeight = false
    /// The cursor's highlight spans the gaps after the check mark and between the tag and the
    /// description, and the row as wide as the widest; false highlights only the row's own text.
    public var cursorSpansGap = true
    /// The cursor shows on the check mark alone (the cell inside its brackets), not on the row.
    public var cursorOnMark = false
    /// fzf's prompt, info line and row furniture around the rows, in place of the filter row's
    /// and the cursor marker's; nil: popupctl's own.
    public var picker: PickerLook?

    /// popupctl's own.
    public init() {}
}
