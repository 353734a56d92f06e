/// Drawing the box's furniture: the backtitle and its rule, the border with its shaded edge and
/// the title on it, rules across the box, frames sunk into it or raised from it.
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
        drawEdges(box, glyphs: theme.border.glyphs, lit: theme.borderStyle, shaded: theme.chrome.shadedEdge ?? theme.borderStyle,
                  into: &buffer)
        if dialog.style != .alert, let grabber = theme.grabber, box.width >= 12 {
            let text = "━━━━"
            buffer.write(text, at: Point(x: box.x + (box.width - 4) / 2, y: box.y), style: grabber)
        }
    }

    /// A frame of square lines around `rect`: raised (lit like the box) or sunk into it (shaded
    /// where the box is lit).
    static func drawFrame(_ rect: Rect, sunken: Bool, theme: Theme, into buffer: inout Buffer) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let glyphs = theme.border == .none ? BorderShape.none.glyphs : BorderShape.square.glyphs
        let shaded = theme.chrome.shadedEdge ?? theme.borderStyle
        drawEdges(rect, glyphs: glyphs, lit: sunken ? shaded : theme.borderStyle, shaded: sunken ? theme.borderStyle : shaded,
                  into: &buffer)
    }

    /// A frame of one style all round (an entry's frame, flat on its row).
    static func drawFrame(_ rect: Rect, style: CellStyle, into buffer: inout Buffer) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        drawEdges(rect, glyphs: BorderShape.square.glyphs, lit: style, shaded: style, into: &buffer)
    }

    /// The four edges of `rect`: top, left and the top-left and bottom-left corners `lit`; bottom,
    /// right and the other two corners `shaded`.
    private static func drawEdges(_ rect: Rect, glyphs: (tl: Character, tr: Character, bl: Character, br: Character, h: Character, v: Character),
                                  lit: CellStyle, shaded: CellStyle, into buffer: inout Buffer) {
        for x in (rect.x + 1)..<(rect.maxX - 1) {
            buffer.put(x: x, y: rect.y, Cell(glyphs.h, style: lit))
            buffer.put(x: x, y: rect.maxY - 1, Cell(glyphs.h, style: shaded))
        }
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            buffer.put(x: rect.x, y: y, Cell(glyphs.v, style: lit))
            buffer.put(x: rect.maxX - 1, y: y, Cell(glyphs.v, style: shaded))
        }
        buffer.put(x: rect.x, y: rect.y, Cell(glyphs.tl, style: lit))
        buffer.put(x: rect.maxX - 1, y: rect.y, Cell(glyphs.tr, style: shaded))
        buffer.put(x: rect.x, y: rect.maxY - 1, Cell(glyphs.bl, style: lit))
        buffer.put(x: rect.maxX - 1, y: rect.maxY - 1, Cell(glyphs.br, style: shaded))
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

    /// A restyling that paints `style`, keeping the background under it where the style has none.
    static func paint(_ style: CellStyle) -> (CellStyle) -> CellStyle {
        { under in
            var painted = style
            if painted.background == .default { painted.background = under.background }
            return painted
        }
    }

    /// A rule across the box at `row`: joined to the border (├──┤, lit like it) or standing
    /// inside it (shaded, cut into the box).
    static func drawRule(across box: Rect, at row: Int, joined: Bool = true, theme: Theme, into buffer: inout Buffer) {
        guard theme.border != .none, box.width >= 2, row > box.y, row < box.maxY - 1 else { return }
        let shaded = theme.chrome.shadedEdge ?? theme.borderStyle
        let line = Cell(BorderShape.square.glyphs.h, style: joined ? theme.borderStyle : shaded)
        for x in (box.x + 1)..<(box.maxX - 1) { buffer.put(x: x, y: row, line) }
        guard joined else { return }
        buffer.put(x: box.x, y: row, Cell("├", style: theme.borderStyle))
        buffer.put(x: box.maxX - 1, y: row, Cell("┤", style: shaded))
    }
}
