/// The rows of a list in view, each with its cursor marker, check mark, tag and description, the
/// cursor's row highlighted as the look says; or a note where no item shows.
struct ListWidget: Widget {
    var spec: ListSpec
    var state: ListState
    var look: ListLook
    var theme: Theme
    /// The first item in view (the list's scroll).
    var scroll: Int
    var tagColumn: Int
    /// The widest row, which the cursor's highlight spans where the look says.
    var rowWidth: Int
    /// Columns before an item's text: the cursor marker's, if the list shows one, and the check mark's.
    var prefixWidth: Int
    var marksCursor: Bool
    /// The cursor's row while the list has the focus, and whether it has.
    var cursorStyle: CellStyle
    var focused: Bool
    var clip: Rect

    private static let noQuery = ItemQuery("")

    func render(into buffer: inout Buffer, area: Rect) {
        if state.shownCount == 0 {
            let note = state.reading || state.isFiltering ? "…" : state.filter.isEmpty ? "(no items)" : "(no matches)"
            buffer.write(Wrap.truncate(note, width: area.width), at: Point(x: area.x + prefixWidth, y: area.y),
                         style: theme.placeholder, clip: clip)
        }
        let query = state.matches.query
        let textWidth = max(1, area.width - prefixWidth)
        var highlightWork = 0
        for row in 0..<area.height {
            let position = scroll + row
            guard position < state.shownCount else { break }
            let matchStart = query.isEmpty ? nil : state.matches.matchStart(at: position)
            // Past the frame's share of highlighting, rows show no matched letters.
            let text = ListRow.rowText(spec, state.item(at: position), query: highlightWork < ListRow.frameHighlightWork ? query : Self.noQuery,
                                       matchStart: matchStart, tagColumn: tagColumn, width: textWidth, columnGap: look.columnGap,
                                       work: &highlightWork)
            renderRow(position, text: text, into: &buffer, row: Rect(x: area.x, y: area.y + row, width: area.width, height: 1))
        }
    }

    /// One item's row: its paint, its marker and mark, its text, its tag's and description's styles.
    private func renderRow(_ position: Int, text: RowText, into buffer: inout Buffer, row: Rect) {
        let item = state.item(at: position)
        let isCursor = position == state.cursor
        // The cursor's row: highlighted while the list has the focus, and where the look says, while it rests.
        let marked = isCursor ? (focused ? cursorStyle : look.restingCursor) : nil
        let onRow = marked != nil && !look.cursorOnMark
        let ownWidth = prefixWidth + text.width
        let span = Rect(x: row.x, y: row.y, width: min(row.width, look.cursorSpansGap ? max(rowWidth, ownWidth) : ownWidth), height: 1)
            .intersection(clip)
        if let rowStyle = look.row { buffer.restyle(span, Paint.over(rowStyle)) }
        if onRow, let marked { buffer.restyle(span, Paint.over(marked)) }
        let style = (onRow ? marked : nil) ?? look.row ?? theme.message
        let marker = !marksCursor ? "" : isCursor ? ListRow.cursorMarker : ListRow.otherMarker
        let mark = ListRow.mark(spec.selection, checked: state.checked.contains(item), checkedMark: look.checkedMark)
        let x = row.x + buffer.write(marker + mark, at: Point(x: row.x, y: row.y), style: style, clip: clip)
        if look.cursorOnMark, let marked, !mark.isEmpty {
            // The cell inside the mark's brackets.
            buffer.restyle(Rect(x: x - mark.count + 1, y: row.y, width: 1, height: 1).intersection(clip), Paint.over(marked))
        }
        writeText(text, item: item, style: style, onRow: onRow, at: Point(x: x, y: row.y), into: &buffer)
        if onRow, !look.cursorSpansGap { unpaintGaps(item, markWidth: mark.isEmpty ? 0 : 1, at: Point(x: x, y: row.y), into: &buffer) }
        if spec.showsTags {
            TagWidget(tag: ListRow.tag(spec, item), look: look, cursor: onRow, clip: clip)
                .render(into: &buffer, area: Rect(x: x, y: row.y, width: tagColumn, height: 1))
        }
        if look.keyedDescriptions, let description = ListRow.description(spec, item) {
            let start = Point(x: x + (spec.showsTags ? tagColumn + look.columnGap : 0), y: row.y)
            let (keyed, area) = TagWidget.keyedDescription(description, start: start, look: look, cursor: onRow, clip: span)
            keyed.render(into: &buffer, area: area)
        }
    }

    /// Only the description's own cells take its style: the rest of the row keeps the card's, so a
    /// cursor step repaints nothing past the text. The item's own colours (--ansi) and the matched
    /// letters go over whichever it is.
    private func writeText(_ text: RowText, item: Int, style: CellStyle, onRow: Bool, at origin: Point, into buffer: inout Buffer) {
        let described = spec.showsTags && spec.showsDescriptions && !spec.isWholeLine && spec.items.descriptionBytes(item) != nil
        let descriptionStart = tagColumn + look.columnGap
        var column = 0
        for piece in text.pieces {
            var pieceStyle = described && !onRow && column >= descriptionStart ? theme.itemDescription : style
            // The item's own colours stay on the cursor's row too, over its paint (as fzf keeps them).
            if let own = piece.style { pieceStyle = Self.itemColoured(pieceStyle, by: own, onCursor: false) }
            if piece.matched { pieceStyle = Self.itemColoured(pieceStyle, by: theme.matchedLetters, onCursor: onRow) }
            column += buffer.write(piece.text, at: Point(x: origin.x + column, y: origin.y), style: pieceStyle, clip: clip)
        }
    }

    /// After the mark, and between the tag and the description, the cursor's row keeps the row's
    /// own style where the look highlights only its text.
    private func unpaintGaps(_ item: Int, markWidth: Int, at origin: Point, into buffer: inout Buffer) {
        let rowStyle = Paint.over(look.row ?? theme.box)
        if markWidth > 0 { buffer.restyle(Rect(x: origin.x - 1, y: origin.y, width: 1, height: 1).intersection(clip), rowStyle) }
        if spec.showsTags, spec.showsDescriptions, spec.items.descriptionBytes(item) != nil {
            let tagWidth = min(DisplayWidth.of(ListRow.tag(spec, item)), tagColumn)
            let gap = tagColumn - tagWidth + look.columnGap
            buffer.restyle(Rect(x: origin.x + tagWidth, y: origin.y, width: gap, height: 1).intersection(clip), rowStyle)
        }
    }

    /// `style` with `own`'s colours and attributes over it (the item's colours, the matched
    /// letters' look); `onCursor` (the matched letters on the cursor's row) only the attributes,
    /// so the text keeps the cursor's colours and stays readable.
    static func itemColoured(_ style: CellStyle, by own: CellStyle, onCursor: Bool) -> CellStyle {
        var result = style.adding(own.attributes)
        guard !onCursor else { return result }
        if own.foreground != .default { result.foreground = own.foreground }
        if own.background != .default { result.background = own.background }
        return result
    }
}
