/// fzf's scroll bar: its thumb alone, as long as the share of the items in view, placed as the
/// view is; counted from the prompt's side where the list grows upward.
struct PickerScrollbarWidget: Widget {
    var first: Int
    var total: Int
    var upward: Bool
    var look: PickerLook
    var clip: Rect

    func render(into buffer: inout Buffer, area track: Rect) {
        let rows = track.height
        guard rows > 0, total > rows else { return }
        let length = max(1, rows * rows / total)
        let start = min(rows - length, (rows - length) * min(first, total - rows) / max(1, total - rows))
        for offset in start..<(start + length) {
            let y = upward ? track.maxY - 1 - offset : track.y + offset
            buffer.write(look.scrollbar, at: Point(x: track.x, y: y), style: look.scrollbarStyle, clip: clip)
        }
    }
}
