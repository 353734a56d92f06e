/// The rows of a list in fzf's look: before each, the pointer on the cursor's row, else the
/// gutter; then the marker on a marked item's, else a space; the cursor's row in `fg+` on `bg+`
/// as far as its text goes, the matched letters in `hl` (`hl+` on the cursor's row). Where the
/// list grows upward, the first row in view is the bottom one.
struct PickerRowsWidget: Widget {
    var spec: ListSpec
    var state: ListState
    var look: PickerLook
    var scroll: Int
    var tagColumn: Int
    var upward: Bool
    var textWidth: Int
    var clip: Rect

    func render(into buffer: inout Buffer, area: Rect) {
        let query = state.matches.query
        let pointerWidth = DisplayWidth.of(look.pointer)
        let markerWidth = DisplayWidth.of(look.marker)
        var highlightWork = 0
        for row in 0..<area.height {
            let position = scroll + row
            guard position < state.shownCount else { break }
            let y = upward ? area.maxY - 1 - row : area.y + row
            let item = state.item(at: position)
            let isCursor = position == state.cursor
            let checked = state.checked.contains(item)
            let matchStart = query.isEmpty ? nil : state.matches.matchStart(at: position)
            let text = ListRow.rowText(spec, item, query: highlightWork < ListRow.frameHighlightWork ? query : ItemQuery(""),
                                       matchStart: matchStart, tagColumn: tagColumn, width: textWidth, work: &highlightWork)
            var x = area.x
            let under = isCursor ? CellStyle(background: look.current.background) : CellStyle()
            if isCursor {
                x += buffer.write(look.pointer, at: Point(x: x, y: y), style: over(look.pointerStyle, under), clip: clip)
            } else {
                let gutter = Wrap.truncate(look.gutter, width: pointerWidth)
                x += buffer.write(gutter, at: Point(x: x, y: y), style: look.gutterStyle, clip: clip)
                x += buffer.write(String(repeating: " ", count: max(0, pointerWidth - DisplayWidth.of(gutter))), at: Point(x: x, y: y),
                                  style: under, clip: clip)
            }
            let mark = checked ? look.marker : String(repeating: " ", count: markerWidth)
            x += buffer.write(mark, at: Point(x: x, y: y), style: checked ? over(look.markerStyle, under) : under, clip: clip)
            let base = isCursor ? look.current : look.text
            for piece in text.pieces {
                var style = base
                if let own = piece.style { style = ListWidget.itemColoured(style, by: own, onCursor: false) }
                if piece.matched { style = over(isCursor ? look.currentMatched : look.matched, style) }
                x += buffer.write(piece.text, at: Point(x: x, y: y), style: style, clip: clip)
            }
        }
    }

    /// `style` with `under`'s background where it has none of its own.
    private func over(_ style: CellStyle, _ under: CellStyle) -> CellStyle {
        var result = style
        if result.background == .default { result.background = under.background }
        return result
    }
}
