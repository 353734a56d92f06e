/// Lines about a list's items, never picked (`--header`, `--header-lines`): in line with the
/// items' text, in the secondary style, the items' own colours over it.
struct ListHeaderWidget: Widget {
    var spec: ListSpec
    var theme: Theme
    /// Columns before the items' text.
    var prefixWidth: Int
    /// The width of the items' text.
    var textWidth: Int
    var clip: Rect

    func render(into buffer: inout Buffer, area header: Rect) {
        for (row, text) in ListRow.headerRows(spec, width: textWidth).prefix(header.height).enumerated() {
            var x = header.x + prefixWidth
            for piece in text.pieces {
                let style = piece.style.map { ListWidget.itemColoured(theme.placeholder, by: $0, onCursor: false) } ?? theme.placeholder
                x += buffer.write(piece.text, at: Point(x: x, y: header.y + row), style: style, clip: clip)
            }
        }
    }
}
