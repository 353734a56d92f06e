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
        if state.shownCount == 0 {
            let note = state.reading || state.isFiltering ? "…" : state.filter.isEmpty ? "(no items)" : "(no matches)"
            buffer.write(Wrap.truncate(note, width: area.width), at: Point(x: area.x + prefixWidth, y: area.y),
                         style: theme.placeholder, clip: clip)
        }
        let query = spec.query(state.filter)
        for row in 0..<area.height {
            let position = layout.listScroll + row
            guard position < state.shownCount else { break }
            let item = state.item(at: position)
            let y = area.y + row
            let isCursor = position == state.cursor
            var style = theme.message
            let text = ListRow.text(spec, item, tagColumn: layout.listTagColumn, width: textWidth)
            if isCursor && focused {
                style = cursorStyle
                let highlight = min(area.width, max(layout.listRowWidth, prefixWidth + DisplayWidth.of(text)))
                buffer.restyle(Rect(x: area.x, y: y, width: highlight, height: 1).intersection(clip)) { under in
                    var painted = cursorStyle
                    if painted.background == .default { painted.background = under.background }
                    return painted
                }
            }
            let marker = !conventions.marksCursor ? "" : isCursor ? ListRow.cursorMarker : ListRow.otherMarker
            let mark = ListRow.mark(spec.selection, checked: state.checked.contains(item))
            var x = area.x
            x += buffer.write(marker + mark, at: Point(x: x, y: y), style: style, clip: clip)
            buffer.write(text, at: Point(x: x, y: y), style: style, clip: clip)
            if spec.showsTags, spec.showsDescriptions, !(isCursor && focused), spec.items.descriptionBytes(item) != nil,
               let descriptionStart = descriptionColumn(text, tagColumn: layout.listTagColumn) {
                // Only the description's own cells: the rest of the row keeps the card's style, so a
                // cursor step repaints nothing past the text.
                buffer.restyle(Rect(x: x + descriptionStart, y: y, width: max(0, DisplayWidth.of(text) - descriptionStart), height: 1)
                                .intersection(clip)) { under in
                    var secondary = theme.itemDescription
                    if secondary.background == .default { secondary.background = under.background }
                    return secondary
                }
            }
            if !query.isEmpty { highlight(text, query: query, at: Point(x: x, y: y), clip: clip, into: &buffer) }
        }
        if state.shownCount > area.height {
            drawScrollbar(track: Rect(x: layout.box.maxX - 1, y: area.y, width: 1, height: area.height)
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

    /// Where the description starts in a row's text: after the tag column and the gap, if the row
    /// reaches that far.
    private static func descriptionColumn(_ text: String, tagColumn: Int) -> Int? {
        let start = tagColumn + ListRow.columnGap
        return DisplayWidth.of(text) > start ? start : nil
    }

    /// Underlines and emboldens where the query's terms occur in the row.
    private static func highlight(_ text: String, query: ItemQuery, at origin: Point, clip: Rect, into buffer: inout Buffer) {
        let ranges = ItemMatcher.matchedRanges(query, in: Array(text.utf8))
        guard !ranges.isEmpty else { return }
        var offset = 0
        var x = origin.x
        for character in text {
            let width = DisplayWidth.of(character)
            let bytes = character.utf8.count
            if ranges.contains(where: { $0.overlaps(offset..<(offset + bytes)) }) {
                buffer.restyle(Rect(x: x, y: origin.y, width: max(1, width), height: 1).intersection(clip)) {
                    $0.adding([.bold, .underline])
                }
            }
            offset += bytes
            x += width
        }
    }
}
