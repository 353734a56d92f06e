/// Lines around an area: its top and left edges (and the top-left and bottom-left corners) `lit`,
/// its bottom and right ones `shaded`, so that a box lit from the top left can stand out of it or
/// sink into it. An area too small for two lines each way gets none.
struct FrameWidget: Widget {
    typealias Glyphs = (tl: Character, tr: Character, bl: Character, br: Character, h: Character, v: Character)

    var glyphs: Glyphs = BorderShape.square.glyphs
    var lit: CellStyle
    var shaded: CellStyle

    /// The box's own border, in the theme's shape, its far edges in the look's shaded style.
    static func border(_ theme: Theme) -> FrameWidget {
        FrameWidget(glyphs: theme.border.glyphs, lit: theme.borderStyle, shaded: shadedEdge(theme))
    }

    /// Square lines raised from the box (lit like it) or sunk into it (shaded where the box is lit);
    /// blanks where the theme draws no border.
    static func square(sunken: Bool, _ theme: Theme) -> FrameWidget {
        let glyphs = theme.border == .none ? BorderShape.none.glyphs : BorderShape.square.glyphs
        let shaded = shadedEdge(theme)
        return FrameWidget(glyphs: glyphs, lit: sunken ? shaded : theme.borderStyle, shaded: sunken ? theme.borderStyle : shaded)
    }

    /// Square lines of one style all round (an entry's frame, flat on its row).
    static func flat(_ style: CellStyle) -> FrameWidget {
        FrameWidget(lit: style, shaded: style)
    }

    /// The style of the edges away from the light: the look's, else the border's.
    static func shadedEdge(_ theme: Theme) -> CellStyle { theme.chrome.shadedEdge ?? theme.borderStyle }

    func render(into buffer: inout Buffer, area rect: Rect) {
        guard rect.width >= 2, rect.height >= 2 else { return }
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
}
