/// A list whose items are entries of several rows (`ListLook.entryRows`), as dialog draws its
/// inputmenu: each entry's rows in the row style (the cursor's in the cursor's), the tag on its
/// middle row, the description in a frame of the entry's own colour beside it.
struct EntryListWidget: Widget {
    var spec: ListSpec
    var state: ListState
    var look: ListLook
    /// The first item in view (the list's scroll), rows per entry, entries in view.
    var scroll: Int
    var rows: Int
    var entries: Int
    var tagColumn: Int
    /// The cursor's entry while the list has the focus, and whether it has; the others'.
    var cursorStyle: CellStyle
    var focused: Bool
    var restStyle: CellStyle
    var clip: Rect

    func render(into buffer: inout Buffer, area: Rect) {
        let frameX = area.x + (spec.showsTags ? tagColumn + look.columnGap : 0)
        for entry in 0..<entries {
            let position = scroll + entry
            guard position < state.shownCount else { break }
            let top = area.y + entry * rows
            let marked = position == state.cursor ? (focused ? cursorStyle : look.restingCursor) : nil
            renderEntry(state.item(at: position), marked: marked, in: Rect(x: area.x, y: top, width: area.width, height: rows),
                        frameX: frameX, into: &buffer)
        }
    }

    private func renderEntry(_ item: Int, marked: CellStyle?, in entry: Rect, frameX: Int, into buffer: inout Buffer) {
        let middle = entry.y + rows / 2
        let style = marked ?? restStyle
        buffer.fill(entry.intersection(clip), with: Cell(style: style))
        if spec.showsTags {
            let tag = ListRow.tag(spec, item)
            let column = Rect(x: entry.x, y: middle, width: tagColumn, height: 1)
            buffer.write(tag, at: Point(x: entry.x, y: middle), style: style, clip: column.intersection(clip))
            TagWidget(tag: tag, look: look, cursor: marked != nil, clip: clip).render(into: &buffer, area: column)
        }
        let frame = Rect(x: frameX, y: entry.y, width: max(2, entry.maxX - 1 - frameX), height: rows)
        FrameWidget.flat(style).render(into: &buffer, area: frame)
        if let text = ListRow.description(spec, item) {
            buffer.write(text, at: Point(x: frameX + 1, y: middle), style: style,
                         clip: Rect(x: frameX + 1, y: middle, width: max(0, frame.width - 2), height: 1).intersection(clip))
        }
    }
}
