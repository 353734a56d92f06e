/// popupctl's scroll bar on a track one column wide: a thumb as tall as the share in view, an
/// arrow at an end while rows are hidden past it. Nothing when everything is in view.
struct ScrollbarWidget: Widget {
    /// The first row in view, how many are, and how many there are.
    var first: Int
    var visible: Int
    var total: Int
    var style: CellStyle

    func render(into buffer: inout Buffer, area track: Rect) {
        guard track.height > 0, total > visible else { return }
        let thumbHeight = max(1, track.height * visible / total)
        let maxFirst = max(1, total - visible)
        let thumbTop = track.y + (track.height - thumbHeight) * min(first, maxFirst) / maxFirst
        for y in track.y..<track.maxY {
            let inThumb = y >= thumbTop && y < thumbTop + thumbHeight
            buffer.put(x: track.x, y: y, Cell(inThumb ? "┃" : "│", style: style))
        }
        if first > 0 { buffer.put(x: track.x, y: track.y, Cell("▲", style: style)) }
        if first < maxFirst { buffer.put(x: track.x, y: track.maxY - 1, Cell("▼", style: style)) }
    }
}
