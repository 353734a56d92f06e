/// Drawing a list whose items are entries of several rows (`ListLook.entryRows`), as dialog draws
/// its inputmenu: each entry's rows in the row style (the cursor's in the cursor's), the tag on
/// its middle row, the description in a frame of the entry's own colour beside it, the list's
/// scroll marks on its frame.
extension DialogRenderer {
    static func drawEntries(_ layout: DialogLayout, spec: ListSpec, state: ListState, focused: Bool, theme: Theme,
                            depth: ColorDepth, clip: Rect, into buffer: inout Buffer) {
        guard let area = layout.listArea else { return }
        let look = theme.chrome.list
        let rows = layout.listEntryRows
        let cursorStyle = look.cursor ?? theme.appearance(for: .default).focused(at: depth)
        let restStyle = look.row ?? theme.box
        let frameX = area.x + (spec.showsTags ? layout.listTagColumn + look.columnGap : 0)
        for entry in 0..<layout.listItemsInView {
            let position = layout.listScroll + entry
            guard position < state.shownCount else { break }
            let item = state.item(at: position)
            let top = area.y + entry * rows
            let middle = top + rows / 2
            let marked = position == state.cursor ? (focused ? cursorStyle : look.restingCursor) : nil
            let style = marked ?? restStyle
            buffer.fill(Rect(x: area.x, y: top, width: area.width, height: rows).intersection(clip), with: Cell(style: style))
            if spec.showsTags {
                let tag = ListRow.tag(spec, item)
                buffer.write(tag, at: Point(x: area.x, y: middle), style: style,
                             clip: Rect(x: area.x, y: middle, width: layout.listTagColumn, height: 1).intersection(clip))
                drawTag(tag, at: Point(x: area.x, y: middle), column: layout.listTagColumn, look: look, cursor: marked != nil,
                        clip: clip, into: &buffer)
            }
            let frame = Rect(x: frameX, y: top, width: max(2, area.maxX - 1 - frameX), height: rows)
            drawFrame(frame, style: style, into: &buffer)
            if let text = ListRow.description(spec, item) {
                buffer.write(text, at: Point(x: frameX + 1, y: middle), style: style,
                             clip: Rect(x: frameX + 1, y: middle, width: max(0, frame.width - 2), height: 1).intersection(clip))
            }
        }
        if state.shownCount > layout.listItemsInView, case .frameMarks(let arrows, let percent, _) = look.scrolling,
           let frame = layout.listFrame {
            drawFrameMarks(frame, column: frame.x + 5, first: layout.listScroll, visible: layout.listItemsInView, total: state.shownCount,
                           arrows: arrows, percent: percent, into: &buffer)
        }
    }
}
