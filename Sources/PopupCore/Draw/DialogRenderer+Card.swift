/// Drawing what is under the box's contents: the backdrop over the screen, the box's shadow and
/// its card (flat or in a gradient), the title inside it, its picture.
extension DialogRenderer {
    /// The backdrop over the whole screen, blended with the terminal's background as the theme's
    /// opacity says.
    static func drawBackdrop(theme: Theme, into buffer: inout Buffer) {
        guard var backdrop = theme.backdrop else { return }
        if theme.backdropOpacity < 100 {
            backdrop.background = ColorMath.mix(theme.terminalBackground ?? theme.assumedTerminalBackground, backdrop.background,
                                                amount: Double(theme.backdropOpacity) / 100)
        }
        buffer.fill(buffer.bounds, with: Cell(style: backdrop))
    }

    /// The shadow the box casts, then the box's card over it.
    static func drawCard(_ box: Rect, theme: Theme, into buffer: inout Buffer) {
        if let shadow = theme.shadow, theme.shadowOffsetX > 0 || theme.shadowOffsetY > 0 {
            buffer.restyle(box.offset(dx: theme.shadowOffsetX, dy: theme.shadowOffsetY)) { _ in shadow }
        }
        buffer.fill(box, with: Cell(style: theme.box))
        guard let gradient = theme.boxGradient else { return }
        for y in box.y..<box.maxY {
            for x in box.x..<box.maxX {
                let color = gradient.direction == .vertical
                    ? gradient.color(at: y - box.y, of: box.height) : gradient.color(at: x - box.x, of: box.width)
                buffer.restyle(Rect(x: x, y: y, width: 1, height: 1)) { style in
                    var painted = style
                    painted.background = color
                    return painted
                }
            }
        }
    }

    /// The picture in its area, in cells the options may already hold for its size.
    static func drawImage(_ image: RGBAImage, in area: Rect, box: Rect, theme: Theme, options: Options, into buffer: inout Buffer) {
        let cells = options.imageCells.flatMap { $0.size == Size(width: area.width, height: area.height) ? $0 : nil }
            ?? ImageCells.render(image, size: Size(width: area.width, height: area.height),
                                 background: ImageCells.background(under: theme), depth: options.colorDepth)
        for y in 0..<area.height {
            for x in 0..<area.width where box.contains(Point(x: area.x + x, y: area.y + y)) {
                if let cell = cells[x, y] { buffer.set(x: area.x + x, y: area.y + y, cell) }
            }
        }
    }

    /// The title on lines of its own inside the box, where the look puts it there.
    static func drawInsideTitle(_ layout: DialogLayout, theme: Theme, clip inside: Rect, into buffer: inout Buffer) {
        for (offset, line) in layout.titleLines.enumerated() {
            let used = DisplayWidth.of(line)
            let x = layout.content.x + theme.titleAlignment.offset(used: used, width: layout.content.width)
            buffer.write(line, at: Point(x: x, y: layout.titleTop + offset), style: theme.title, clip: inside)
        }
    }
}
