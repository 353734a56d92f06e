/// Drawing the box's furniture: the backtitle and its rule, the border with its shaded edge and
/// the title on it, rules across the box.
extension DialogRenderer {
    /// whiptail's and dialog's --backtitle, on the backdrop behind the box, with the look's rule under it.
    static func drawBacktitle(_ dialog: Dialog, theme: Theme, into buffer: inout Buffer) {
        guard !dialog.backtitle.isEmpty else { return }
        let style = theme.chrome.backtitleStyle ?? (theme.backdrop ?? CellStyle()).adding(.bold)
        let column = theme.chrome.backtitleColumn
        let row = Rect(x: column, y: 0, width: max(0, buffer.size.width - 2 * column), height: 1)
        buffer.write(dialog.backtitle, at: Point(x: column, y: 0), style: style, clip: row)
        if theme.chrome.backtitleRule, buffer.size.height > 1 {
            let glyph = theme.border == .none ? " " : BorderShape.square.glyphs.h
            for x in row.x..<row.maxX { buffer.put(x: x, y: 1, Cell(glyph, style: style)) }
        }
    }

    /// The border's lines: the top and left edges in the border's style, the bottom and right
    /// ones in the shaded edge's when the look lights the box from the top left.
    static func drawBorder(_ box: Rect, theme: Theme, dialog: Dialog, into buffer: inout Buffer) {
        guard theme.border != .none, box.width >= 2, box.height >= 2 else { return }
        FrameWidget.border(theme).render(into: &buffer, area: box)
        if dialog.style != .alert, let grabber = theme.grabber, box.width >= 12 {
            let text = "━━━━"
            buffer.write(text, at: Point(x: box.x + (box.width - 4) / 2, y: box.y), style: grabber)
        }
    }

    /// The title on the top border, between its marks, when the look puts it there.
    static func drawBorderTitle(_ layout: DialogLayout, dialog: Dialog, theme: Theme, into buffer: inout Buffer) {
        guard case .border(let open, let close, let shift) = theme.chrome.title, let title = layout.titleLines.first,
              theme.border != .none else { return }
        let box = layout.box
        let whole = DisplayWidth.of(open) + DisplayWidth.of(title) + DisplayWidth.of(close)
        let x = max(box.x + 1, box.x + (box.width - whole) / 2 + shift)
        let between = Rect(x: box.x + 1, y: box.y, width: max(0, box.width - 2), height: 1)
        let opened = buffer.write(open, at: Point(x: x, y: box.y), style: theme.borderStyle, clip: between)
        let written = drawStyledLine(title, marks: dialog.titleStyles, from: 0, at: Point(x: x + opened, y: box.y),
                                     base: theme.title, clip: between, into: &buffer)
        buffer.write(close, at: Point(x: x + opened + written, y: box.y), style: theme.borderStyle, clip: between)
    }

    /// A rule across the box at `row`: joined to the border (├──┤, lit like it) or standing
    /// inside it (shaded, cut into the box).
    static func drawRule(across box: Rect, at row: Int, joined: Bool = true, theme: Theme, into buffer: inout Buffer) {
        guard theme.border != .none, box.width >= 2, row > box.y, row < box.maxY - 1 else { return }
        let shaded = FrameWidget.shadedEdge(theme)
        let line = Cell(BorderShape.square.glyphs.h, style: joined ? theme.borderStyle : shaded)
        for x in (box.x + 1)..<(box.maxX - 1) { buffer.put(x: x, y: row, line) }
        guard joined else { return }
        buffer.put(x: box.x, y: row, Cell("├", style: theme.borderStyle))
        buffer.put(x: box.maxX - 1, y: row, Cell("┤", style: shaded))
    }
}
