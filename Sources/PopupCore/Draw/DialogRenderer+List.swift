/// Drawing the list: its frame, its filter row with the count, its header, the rows in view (or
/// its entries), the bar or marks that show it scrolls.
extension DialogRenderer {
    static func drawList(_ layout: DialogLayout, spec: ListSpec, conventions: ListConventions, state: ListState, focused: Bool, theme: Theme,
                         depth: ColorDepth, clip: Rect, scrollbarClip: Rect, into buffer: inout Buffer) {
        guard let area = layout.listArea else { return }
        // The prompt and header as bound actions changed them.
        var spec = spec
        if let prompt = state.prompt { spec.prompt = prompt }
        if let header = state.header { spec.header = header }
        let look = theme.chrome.list
        if let picker = look.picker {
            drawPicker(layout, area: area, spec: spec, conventions: conventions, state: state, picker: picker, clip: clip, into: &buffer)
            return
        }
        if let frame = layout.listFrame { FrameWidget.square(sunken: true, theme).render(into: &buffer, area: frame) }
        let cursorStyle = look.cursor ?? theme.appearance(for: .default).focused(at: depth)
        if layout.listEntryRows > 1 {
            EntryListWidget(spec: spec, state: state, look: look, scroll: layout.listScroll, rows: layout.listEntryRows,
                            entries: layout.listItemsInView, tagColumn: layout.listTagColumn, cursorStyle: cursorStyle, focused: focused,
                            restStyle: look.row ?? theme.box, clip: clip).render(into: &buffer, area: area)
            if state.shownCount > layout.listItemsInView, let frame = layout.listFrame {
                FrameMarksWidget(look.scrolling, column: frame.x + 5, first: layout.listScroll, visible: layout.listItemsInView,
                                 total: state.shownCount)?.render(into: &buffer, area: frame)
            }
            return
        }
        if let row = layout.listFilterRow {
            FilterRowWidget.list(state, prompt: spec.prompt, theme: theme, clip: clip).render(into: &buffer, area: row)
        }
        let prefixWidth = ListRow.markerWidth(conventions) + ListRow.mark(spec.selection, checked: false).count
        if let header = layout.listHeader {
            ListHeaderWidget(spec: spec, theme: theme, prefixWidth: prefixWidth, textWidth: max(1, area.width - prefixWidth), clip: clip)
                .render(into: &buffer, area: header)
        }
        ListWidget(spec: spec, state: state, look: look, theme: theme, scroll: layout.listScroll, tagColumn: layout.listTagColumn,
                   rowWidth: layout.listRowWidth, prefixWidth: prefixWidth, marksCursor: conventions.marksCursor,
                   cursorStyle: cursorStyle, focused: focused, clip: clip).render(into: &buffer, area: area)
        if state.shownCount > area.height {
            drawListScrolling(layout, area: area, total: state.shownCount, cursor: state.cursor, prefixWidth: prefixWidth, theme: theme,
                              clip: clip, scrollbarClip: scrollbarClip, into: &buffer)
        }
    }

    /// What shows that the list scrolls, in the list's look: popupctl's bar on the border, newt's
    /// beside the rows or in from the border, or dialog's marks on the list's frame.
    private static func drawListScrolling(_ layout: DialogLayout, area: Rect, total: Int, cursor: Int, prefixWidth: Int, theme: Theme,
                                          clip: Rect, scrollbarClip: Rect, into buffer: inout Buffer) {
        let look = theme.chrome.list
        let track = area.height - 2
        switch look.scrolling {
        case .borderBar:
            ScrollbarWidget(first: layout.listScroll, visible: area.height, total: total, style: theme.scrollbar)
                .render(into: &buffer, area: Rect(x: layout.listScrollbarColumn, y: area.y, width: 1, height: area.height)
                    .intersection(scrollbarClip))
        case .besideRows(let gap):
            NewtScrollbarWidget(thumb: (cursor + 1) * (track - 1) / max(1, total), style: look.row ?? theme.message, clip: clip)
                .render(into: &buffer, area: Rect(x: area.x + layout.listRowWidth + gap, y: area.y, width: 1, height: area.height))
        case .besideBorder(let inset):
            NewtScrollbarWidget(thumb: layout.listScroll * (track - 1) / max(1, total - area.height), style: look.row ?? theme.message,
                                clip: clip)
                .render(into: &buffer, area: Rect(x: layout.box.maxX - 1 - inset, y: area.y, width: 1, height: area.height))
        case .frameMarks(let arrows, let percent, let overTags):
            guard let frame = layout.listFrame else { break }
            FrameMarksWidget(column: overTags ? area.x + prefixWidth : frame.x + 5, first: layout.listScroll, visible: area.height,
                             total: total, arrows: arrows, percent: percent).render(into: &buffer, area: frame)
        }
    }
}
