/// Drawing the list: its filter row with the count, the rows in view, the scrollbar.
extension DialogRenderer {
    static func drawList(_ layout: DialogLayout, spec: ListSpec, conventions: ListConventions, state: ListState, focused: Bool, theme: Theme,
                         depth: ColorDepth, clip: Rect, scrollbarClip: Rect, into buffer: inout Buffer) {
        guard let area = layout.listArea else { return }
        let look = theme.chrome.list
        if let frame = layout.listFrame { drawFrame(frame, sunken: true, theme: theme, into: &buffer) }
        if layout.listEntryRows > 1 {
            return drawEntries(layout, spec: spec, state: state, focused: focused, theme: theme, depth: depth, clip: clip, into: &buffer)
        }
        if let row = layout.listFilterRow {
            drawListFilter(row, prompt: spec.prompt, state: state, theme: theme, clip: clip, into: &buffer)
        }
        let cursorStyle = look.cursor ?? theme.appearance(for: .default).focused(at: depth)
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
        let descriptionStart = layout.listTagColumn + look.columnGap
        var highlightWork = 0
        let none = ItemQuery("")
        for row in 0..<area.height {
            let position = layout.listScroll + row
            guard position < state.shownCount else { break }
            let item = state.item(at: position)
            let y = area.y + row
            let isCursor = position == state.cursor
            // The cursor's row: highlighted while the list has the focus, and where the look says, while it rests.
            let marked = isCursor ? (focused ? cursorStyle : look.restingCursor) : nil
            let onRow = marked != nil && !look.cursorOnMark
            var style = look.row ?? theme.message
            let matchStart = query.isEmpty ? nil : state.matches.matchStart(at: position)
            let text = ListRow.rowText(spec, item, query: highlightWork < ListRow.frameHighlightWork ? query : none, matchStart: matchStart,
                                       tagColumn: layout.listTagColumn, width: textWidth, columnGap: look.columnGap, work: &highlightWork)
            let ownWidth = prefixWidth + text.width
            let rowWidth = min(area.width, look.cursorSpansGap ? max(layout.listRowWidth, ownWidth) : ownWidth)
            if let row = look.row {
                buffer.restyle(Rect(x: area.x, y: y, width: rowWidth, height: 1).intersection(clip), paint(row))
            }
            if onRow, let marked {
                style = marked
                buffer.restyle(Rect(x: area.x, y: y, width: rowWidth, height: 1).intersection(clip)) { under in
                    var painted = marked
                    if painted.background == .default { painted.background = under.background }
                    return painted
                }
            }
            let marker = !conventions.marksCursor ? "" : isCursor ? ListRow.cursorMarker : ListRow.otherMarker
            let mark = ListRow.mark(spec.selection, checked: state.checked.contains(item), checkedMark: look.checkedMark)
            var x = area.x
            x += buffer.write(marker + mark, at: Point(x: x, y: y), style: style, clip: clip)
            if look.cursorOnMark, let marked, !mark.isEmpty {
                // The cell inside the mark's brackets.
                let cell = Point(x: x - mark.count + 1, y: y)
                buffer.restyle(Rect(x: cell.x, y: cell.y, width: 1, height: 1).intersection(clip), paint(marked))
            }
            // Only the description's own cells take its style: the rest of the row keeps the
            // card's, so a cursor step repaints nothing past the text. The item's own colours
            // (--ansi) and the matched letters go over whichever it is.
            let described = spec.showsTags && spec.showsDescriptions && !spec.isWholeLine && spec.items.descriptionBytes(item) != nil
            var column = 0
            for piece in text.pieces {
                var pieceStyle = described && !onRow && column >= descriptionStart ? theme.itemDescription : style
                if let own = piece.style { pieceStyle = itemColoured(pieceStyle, by: own, onCursor: onRow) }
                if piece.matched { pieceStyle = itemColoured(pieceStyle, by: theme.matchedLetters, onCursor: onRow) }
                column += buffer.write(piece.text, at: Point(x: x + column, y: y), style: pieceStyle, clip: clip)
            }
            if onRow, !look.cursorSpansGap {
                // After the mark, and between the tag and the description, the row keeps its own style.
                let rowStyle = paint(look.row ?? theme.box)
                if !mark.isEmpty { buffer.restyle(Rect(x: x - 1, y: y, width: 1, height: 1).intersection(clip), rowStyle) }
                if spec.showsTags, spec.showsDescriptions, spec.items.descriptionBytes(item) != nil {
                    let tagWidth = min(DisplayWidth.of(ListRow.tag(spec, item)), layout.listTagColumn)
                    let gap = layout.listTagColumn - tagWidth + look.columnGap
                    buffer.restyle(Rect(x: x + tagWidth, y: y, width: gap, height: 1).intersection(clip), rowStyle)
                }
            }
            if spec.showsTags {
                drawTag(ListRow.tag(spec, item), at: Point(x: x, y: y), column: layout.listTagColumn, look: look, cursor: onRow, clip: clip,
                        into: &buffer)
            }
            if look.keyedDescriptions, let description = ListRow.description(spec, item) {
                drawKeyedDescription(description, at: Point(x: x + (spec.showsTags ? descriptionStart : 0), y: y), look: look,
                                     cursor: onRow, clip: Rect(x: area.x, y: y, width: rowWidth, height: 1).intersection(clip), into: &buffer)
            }
        }
        if state.shownCount > area.height {
            switch look.scrolling {
            case .borderBar:
                drawScrollbar(track: Rect(x: layout.listScrollbarColumn, y: area.y, width: 1, height: area.height)
                                .intersection(scrollbarClip),
                              first: layout.listScroll, visible: area.height, total: state.shownCount, theme: theme, into: &buffer)
            case .besideRows(let gap):
                let track = area.height - 2
                drawBesideBar(x: area.x + layout.listRowWidth + gap, rows: area,
                              thumb: (state.cursor + 1) * (track - 1) / max(1, state.shownCount),
                              style: look.row ?? theme.message, clip: clip, into: &buffer)
            case .besideBorder(let inset):
                let track = area.height - 2
                drawBesideBar(x: layout.box.maxX - 1 - inset, rows: area,
                              thumb: layout.listScroll * (track - 1) / max(1, state.shownCount - area.height),
                              style: look.row ?? theme.message, clip: clip, into: &buffer)
            case .frameMarks(let arrows, let percent, let overTags):
                guard let frame = layout.listFrame else { break }
                let column = overTags ? area.x + prefixWidth : frame.x + 5
                drawFrameMarks(frame, column: column, first: layout.listScroll, visible: area.height, total: state.shownCount,
                               arrows: arrows, percent: percent, into: &buffer)
            }
        }
    }

    /// newt's bar beside the rows: an arrow at each end, the thumb on the track's `thumb`th cell.
    private static func drawBesideBar(x: Int, rows: Rect, thumb: Int, style: CellStyle, clip: Rect, into buffer: inout Buffer) {
        guard rows.height >= 3 else { return }
        for row in 0..<rows.height {
            let glyph = row == 0 ? "↑" : row == rows.height - 1 ? "↓" : row - 1 == thumb ? "▮" : "▒"
            buffer.write(glyph, at: Point(x: x, y: rows.y + row), style: style, clip: clip)
        }
    }

    /// dialog's marks on the list's frame: ↑(-) above while rows are hidden above, ↓(+) below
    /// while rows are hidden below, and how far down the view reaches, in percent, ending
    /// `percentEnd` columns before the frame's right end. `above` says whether rows are hidden
    /// above (nil: while `first` is not 0); the percent shows only with an arrow.
    static func drawFrameMarks(_ frame: Rect, column: Int, first: Int, visible: Int, total: Int, arrows: CellStyle,
                               percent: CellStyle, percentEnd: Int = 9, above: Bool? = nil, into buffer: inout Buffer) {
        let inside = Rect(x: frame.x + 1, y: frame.y, width: max(0, frame.width - 2), height: frame.height)
        let (up, down) = (above ?? (first > 0), first + visible < total)
        guard up || down else { return }
        if up { buffer.write("↑(-)", at: Point(x: column, y: frame.y), style: arrows, clip: inside) }
        if down { buffer.write("↓(+)", at: Point(x: column, y: frame.maxY - 1), style: arrows, clip: inside) }
        let reached = "\(min(100, min(total, first + visible) * 100 / max(1, total)))%"
        buffer.write(reached, at: Point(x: frame.maxX - percentEnd, y: frame.maxY - 1), style: percent, clip: inside)
    }

    /// The tag at the row's start in the look's tag styles, its first letter (the key that jumps
    /// to it) in its own; nothing when the look gives the tags no style of their own.
    static func drawTag(_ tag: String, at point: Point, column: Int, look: ListLook, cursor: Bool, clip: Rect,
                                into buffer: inout Buffer) {
        let style = cursor ? look.cursorTag : look.tag
        let key = cursor ? look.cursorTagKey : look.tagKey
        guard style != nil || key != nil else { return }
        let width = min(DisplayWidth.of(tag), max(1, column))
        if let style {
            buffer.restyle(Rect(x: point.x, y: point.y, width: width, height: 1).intersection(clip), paint(style))
        }
        if let key, let first = tag.first, first != " " {
            buffer.restyle(Rect(x: point.x, y: point.y, width: DisplayWidth.of(first), height: 1).intersection(clip), paint(key))
        }
    }

    /// A description in the tags' styles, from the first letter after its tree lines ("│  " a level).
    private static func drawKeyedDescription(_ description: String, at point: Point, look: ListLook, cursor: Bool, clip: Rect,
                                             into buffer: inout Buffer) {
        var text = Substring(description)
        var lead = 0
        while text.hasPrefix("│  ") {
            text = text.dropFirst(3)
            lead += 3
        }
        drawTag(String(text), at: Point(x: point.x + lead, y: point.y), column: max(1, clip.maxX - point.x - lead), look: look,
                cursor: cursor, clip: clip, into: &buffer)
    }

    /// The query (or a hint) on the left; how many items it shows of how many, and whether more
    /// are coming, on the right.
    private static func drawListFilter(_ row: Rect, prompt: String, state: ListState, theme: Theme, clip: Rect, into buffer: inout Buffer) {
        var count = state.filter.isEmpty ? grouped(state.loaded) : grouped(state.shownCount) + "/" + grouped(state.loaded)
        if state.filter.isEmpty { count += state.loaded == 1 ? " item" : " items" }
        if state.reading { count += ", reading…" } else if state.isFiltering { count += " …" }
        drawFilterRow(row, prompt: prompt, query: state.filter, count: " " + count, theme: theme, clip: clip, into: &buffer)
    }

    /// A filter's row, the buttons' or the list's: the prompt and the query typed (or a hint) on
    /// the left, `count` on the right.
    static func drawFilterRow(_ row: Rect, prompt: String = ListSpec.defaultPrompt, query: String, count: String, theme: Theme, clip: Rect,
                              into buffer: inout Buffer) {
        let room = max(1, row.width - DisplayWidth.of(count))
        let origin = Point(x: row.x, y: row.y)
        if query.isEmpty {
            buffer.write(Wrap.truncate(prompt + "type to filter", width: room), at: origin, style: theme.placeholder, clip: clip)
        } else {
            buffer.write(Wrap.truncate(prompt + query, width: room), at: origin, style: theme.focusedField, clip: clip)
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
