/// dialog's marks on a list's frame: ↑(-) above while rows are hidden above, ↓(+) below while rows
/// are hidden below, from `column`; and how far down the view reaches, in percent, ending
/// `percentEnd` columns before the frame's right end. The percent shows only with an arrow.
struct FrameMarksWidget: Widget {
    var column: Int
    /// The first row in view, how many are, and how many there are.
    var first: Int
    var visible: Int
    var total: Int
    var arrows: CellStyle
    var percent: CellStyle
    var percentEnd = 9
    /// Whether rows are hidden above; nil: while `first` is not 0.
    var above: Bool?

    /// The marks the list's look puts on frames, if it puts any.
    init?(_ scrolling: ListLook.Scrolling, column: Int, first: Int, visible: Int, total: Int, percentEnd: Int = 9, above: Bool? = nil) {
        guard case .frameMarks(let arrows, let percent, _) = scrolling else { return nil }
        self.init(column: column, first: first, visible: visible, total: total, arrows: arrows, percent: percent,
                  percentEnd: percentEnd, above: above)
    }

    init(column: Int, first: Int, visible: Int, total: Int, arrows: CellStyle, percent: CellStyle, percentEnd: Int = 9,
         above: Bool? = nil) {
        (self.column, self.first, self.visible, self.total) = (column, first, visible, total)
        (self.arrows, self.percent, self.percentEnd, self.above) = (arrows, percent, percentEnd, above)
    }

    func render(into buffer: inout Buffer, area frame: Rect) {
        let inside = Rect(x: frame.x + 1, y: frame.y, width: max(0, frame.width - 2), height: frame.height)
        let (up, down) = (above ?? (first > 0), first + visible < total)
        guard up || down else { return }
        if up { buffer.write("↑(-)", at: Point(x: column, y: frame.y), style: arrows, clip: inside) }
        if down { buffer.write("↓(+)", at: Point(x: column, y: frame.maxY - 1), style: arrows, clip: inside) }
        let reached = "\(min(100, min(total, first + visible) * 100 / max(1, total)))%"
        buffer.write(reached, at: Point(x: frame.maxX - percentEnd, y: frame.maxY - 1), style: percent, clip: inside)
    }
}
