/// newt's bar beside a list's rows: an arrow at each end, the thumb on the track's `thumb`th cell.
/// Nothing on fewer than three rows.
struct NewtScrollbarWidget: Widget {
    var thumb: Int
    var style: CellStyle
    var clip: Rect

    func render(into buffer: inout Buffer, area bar: Rect) {
        guard bar.height >= 3 else { return }
        for row in 0..<bar.height {
            let glyph = row == 0 ? "↑" : row == bar.height - 1 ? "↓" : row - 1 == thumb ? "▮" : "▒"
            buffer.write(glyph, at: Point(x: bar.x, y: bar.y + row), style: style, clip: clip)
        }
    }
}
