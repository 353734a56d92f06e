/// Drawing the list: its filter row with the count, the rows in view, the scrollbar.
extension DialogRenderer {
    static func drawList(_ layout: DialogLayout, spec: ListSpec, conventions: ListConventions, state: ListState, focused: Bool, theme: Theme,
                         depth: ColorDepth, clip: Rect, scrollbarClip: Rect, into buffer: inout Buffer) {
        guard let area = layout.listArea else { return }
        if let row = layout.listFilterRow {
            drawListFilter(row, state: state, theme: theme, clip: clip, into: &buffer)
        }
        let cursorStyle = theme.appearance(for: .default).focused(at: depth)
        let prefixWidth = ListRow.markerWidth(conventions) + ListRow.mark(spec.selection, checked: false).count
        let textWidth = max(1, area.width - prefixWidth)
        if let header = layout.listHeader {
            // Lines about the items, never picked: in line with the items' text, in the secondary style.
            for (row, text) in ListRow.headerRows(spec, width: textWidth).prefix(header.height).enumerated() {
                var x = header.x + prefixWidth
                for piece in text.pieces {
                    let style = piece.style.map { itemColoured(theme.placeholder, by: $0, onCursor: false) } ?? theme.placeholder
                    x += buffer.write(piece.text, at: Point(x: x, y: header.y + row), style: style, clip: clip)
                }
            }
        }
        if state.shownCount == 0 {
            let note = state.reading || state.isFiltering ? "…" : state.filter.isEmpty ? "(no items)" : "(no matches)"
            buffer.write(Wrap.truncate(note, width: area.width), at: Point(x: area.x + prefixWidth, y: area.y),
                         style: theme.placeholder, clip: clip)
        }
        let query = spec.query(state.filter)
        let descriptionStart = layout.listTagColumn + ListRow.columnGap
        var highlightWork = 0
        let none = ItemQuery("")
        for row in 0..<area.height {
            let position = layout.listScroll + row
            guard position < state.shownCount else { break }
            let item = state.item(at: position)
            let y = area.y + row
            let isCursor = position == state.cursor && focused
            let matchStart = query.isEmpty ? nil : state.matches.matchStart(at: position)
            let text = ListRow.rowText(spec, item, query: highlightWork < ListRow.frameHighlightWork ? query : none, matchStart: matchStart,
                                       tagColumn: layout.listTagColumn, width: textWidth, work: &highlightWork)
            let style = isCursor ? cursorStyle : theme.message
            if isCursor {
                let highlight = min(area.width, max(layout.listRowWidth, prefixWidth + text.width))
                buffer.restyle(Rect(x: area.x, y: y, width: highlight, height: 1).intersection(clip)) { under in
                    var painted = cursorStyle
                    if painted.background == .default { painted.background = under.background }
                    return painted
                }
            }
            let marker = !conventions.marksCursor ? "" : position == state.cursor ? ListRow.cursorMarker : ListRow.otherMarker
            let mark = ListRow.mark(spec.selection, checked: state.checked.contains(item))
            var x = area.x
            x += buffer.write(marker + mark, at: Point(x: x, y: y), style: style, clip: clip)
            // Only the description's own cells take its style: the rest of the row keeps the
            // card's, so a cursor step repaints nothing past the text.
            let described = spec.showsTags && spec.showsDescriptions && !spec.isWholeLine && spec.items.descriptionBytes(item) != nil
            var column = 0
            for piece in text.pieces {
                var pieceStyle = described && !isCursor && column >= descriptionStart ? theme.itemDescription : style
                if let own = piece.style { pieceStyle = itemColoured(pieceStyle, by: own, onCursor: isCursor) }
                if piece.matched { pieceStyle = itemColoured(pieceStyle, by: theme.matchedLetters, onCursor: isCursor) }
                let used = buffer.write(piece.text, at: Point(x: x, y: y), style: pieceStyle, clip: clip)
                x += used
                column += used
            }
        }
        if state.shownCount > area.height {
            drawScrollbar(track: Rect(x: layout.listScrollbarColumn, y: area.y, width: 1, height: area.height)
                            .intersection(scrollbarClip),
                          first: layout.listScroll, visible: area.height, total: state.shownCount, theme: theme, into: &buffer)
        }
    }

    /// The query (or a hint) on the left; how many items it shows of how many, and whether more
    /// are coming, on the right.
    private static func drawListFilter(_ row: Rect, state: ListState, theme: Theme, clip: Rect, into buffer: inout Buffer) {
        var count = state.filter.isEmpty ? grouped(state.loaded) : grouped(state.shownCount) + "/" + grouped(state.loaded)
        if state.filter.isEmpty { count += state.loaded == 1 ? " item" : " items" }
        if state.reading { count += ", reading…" } else if state.isFiltering { count += " …" }
        count = " " + count
        let room = max(1, row.width - DisplayWidth.of(count))
        if state.filter.isEmpty {
            buffer.write(Wrap.truncate("› type to filter", width: room), at: Point(x: row.x, y: row.y), style: theme.placeholder, clip: clip)
        } else {
            buffer.write(Wrap.truncate("› " + state.filter, width: room), at: Point(x: row.x, y: row.y), style: theme.focusedField, clip: clip)
        }
        buffer.write(count, at: Point(x: row.maxX - DisplayWidth.of(count), y: row.y), style: theme.countdown, clip: clip)
    }

    /// 12403 → "12 403": long counts read at a glance.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(" ") }
            out.append(digit)
        }
        return out
    }

    /// `style` with `own`'s colours and attributes over it (the item's colours, the matched
    /// letters' look); on the cursor's row only the attributes, so the text keeps the cursor's
    /// colours and stays readable.
    private static func itemColoured(_ style: CellStyle, by own: CellStyle, onCursor: Bool) -> CellStyle {
        var result = style.adding(own.attributes)
        guard !onCursor else { return result }
        if own.foreground != .default { result.foreground = own.foreground }
        if own.background != .default { result.background = own.background }
        return result
    }
}
