/// Drawing a bare list in fzf's look (`PickerLook`): the prompt's row, the info line, the header,
/// the rows (up from the prompt where the list grows upward) and the scroll bar's thumb.
extension DialogRenderer {
    static func drawPicker(_ layout: DialogLayout, area: Rect, spec: ListSpec, conventions: ListConventions, state: ListState,
                           picker: PickerLook, clip: Rect, into buffer: inout Buffer) {
        let counts = PickerCounts(state, marks: picker.countsMarked, limit: picker.markLimit)
        if let row = layout.listFilterRow {
            PickerPromptWidget(prompt: spec.prompt, query: state.filter, counts: counts, look: picker, clip: clip)
                .render(into: &buffer, area: row)
        }
        if let row = layout.listInfoRow { PickerInfoWidget(counts: counts, look: picker, clip: clip).render(into: &buffer, area: row) }
        let prefixWidth = DisplayWidth.of(picker.pointer) + DisplayWidth.of(picker.marker)
        let headerWidth = max(1, (layout.listHeader ?? layout.listTakenHeader)?.width ?? 1)
        var rows = ListRow.headerRows(spec, width: max(1, headerWidth - prefixWidth))
        if let taken = layout.listTakenHeader {
            drawPickerHeader(Array(rows.dropFirst(spec.header.count).prefix(taken.height)), in: taken, indent: prefixWidth, picker: picker,
                             clip: clip, into: &buffer)
            rows = Array(rows.prefix(spec.header.count))
        }
        if let header = layout.listHeader {
            // Growing upward, the lines taken from the items stack up from `--header`'s, as fzf draws them.
            let upward = layout.listRowsUpward && !picker.headerFirst
            if upward { rows = rows.dropFirst(spec.header.count).reversed() + rows.prefix(spec.header.count) }
            drawPickerHeader(upward ? Array(rows.suffix(header.height)) : Array(rows.prefix(header.height)), in: header, indent: prefixWidth,
                             picker: picker, clip: clip, into: &buffer)
        }
        let scrolls = state.shownCount > area.height && !picker.scrollbar.isEmpty
        PickerRowsWidget(spec: spec, state: state, look: picker, scroll: layout.listScroll, tagColumn: layout.listTagColumn,
                         upward: layout.listRowsUpward, textWidth: max(1, area.width - prefixWidth - (scrolls ? 1 : 0)), clip: clip)
            .render(into: &buffer, area: area)
        if scrolls {
            PickerScrollbarWidget(first: layout.listScroll, total: state.shownCount, upward: layout.listRowsUpward, look: picker,
                                  clip: clip)
                .render(into: &buffer, area: Rect(x: area.maxX - 1, y: area.y, width: 1, height: area.height))
        }
    }
}

extension DialogRenderer {
    /// Header lines, one a row from the top of `area`, in line with the items' text.
    static func drawPickerHeader(_ rows: [RowText], in area: Rect, indent: Int, picker: PickerLook, clip: Rect, into buffer: inout Buffer) {
        for (row, text) in rows.prefix(area.height).enumerated() {
            var x = area.x + indent
            for piece in text.pieces {
                let style = piece.style.map { ListWidget.itemColoured(picker.header, by: $0, onCursor: false) } ?? picker.header
                x += buffer.write(piece.text, at: Point(x: x, y: area.y + row), style: style, clip: clip)
            }
        }
    }
}

/// fzf's counts: the matches of the items read, and how many are marked (`N/M (k)`).
struct PickerCounts: Equatable {
    var text: String

    init(_ state: ListState, marks: Bool, limit: Int? = nil) {
        text = "\(state.shownCount)/\(state.loaded)" + (marks ? " (\(state.checked.count)\(limit.map { "/\($0)" } ?? ""))" : "")
    }
}
