/// A content's list in a frame sunk into the box, as dialog draws its file selection's and build
/// list's lists: the rows in the list's row style, the frame the list's own (`FrameWidget`), and its
/// scroll marks (`FrameMarksWidget`) where the list's look puts marks on its frame.
enum FramedRows {
    /// Draws `frame` with its inside filled in the row style; returns the inside, where the rows go.
    static func frame(_ frame: Rect, theme: Theme, clip: Rect, into buffer: inout Buffer) -> Rect {
        let inside = Rect(x: frame.x + 1, y: frame.y + 1, width: max(0, frame.width - 2), height: max(0, frame.height - 2))
        buffer.fill(inside.intersection(clip), with: Cell(style: rowStyle(theme)))
        FrameWidget.square(sunken: true, theme).render(into: &buffer, area: frame)
        return inside
    }

    /// The rows' style: the list's, else the box's.
    static func rowStyle(_ theme: Theme) -> CellStyle { theme.chrome.list.row ?? theme.box }

    /// The highlighted row's style: the list's cursor, else the focused field's.
    static func cursorStyle(_ theme: Theme) -> CellStyle { theme.chrome.list.cursor ?? theme.focusedField }

    /// The scroll marks on `frame`, where the look has them: arrows from `column`, the percent
    /// ending `percentEnd` columns before the frame's right end.
    static func marks(_ frame: Rect, column: Int, first: Int, visible: Int, total: Int, percentEnd: Int, above: Bool? = nil,
                      theme: Theme, into buffer: inout Buffer) {
        FrameMarksWidget(theme.chrome.list.scrolling, column: column, first: first, visible: visible, total: total,
                         percentEnd: percentEnd, above: above)?.render(into: &buffer, area: frame)
    }
}
