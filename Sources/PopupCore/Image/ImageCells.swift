/// A picture as terminal cells: each cell an upper half block (▀) whose foreground is the upper
/// pixel and whose background is the lower one, so a cell shows two square-ish pixels.
public struct ImageCells: Sendable, Equatable {
    public let size: Size
    /// Row-major, `size.width * size.height` cells.
    public let cells: [Cell]

    /// Scales `image` to `size` cells (area-averaged when shrinking), lays transparent pixels over
    /// the box's own background, and brings colours down to `depth` with dithering.
    ///
    /// `base` is the box style: fully transparent cells keep it. When its background is the
    /// terminal's default (whose colour nobody knows), transparency cannot be blended: pixels count
    /// as transparent below half alpha, and a half-transparent cell uses the default background
    /// for its transparent half.
    public static func render(_ image: RGBAImage, size: Size, base: CellStyle, depth: ColorDepth) -> ImageCells {
        let columns = max(0, size.width)
        let rows = max(0, size.height)
        let blank = Cell(" ", style: base)
        guard depth != .none, columns > 0, rows > 0 else {
            return ImageCells(size: Size(width: columns, height: rows), cells: Array(repeating: blank, count: columns * rows))
        }
        var pixels = image.scaled(width: columns, height: rows * 2)
        if let backdrop = base.background.rgbValue {
            pixels = pixels.composited(over: backdrop)
        }
        let colors = Dither.colors(pixels, depth: depth)
        var cells: [Cell] = []
        cells.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for x in 0..<columns {
                let upper = colors[(2 * row) * columns + x]
                let lower = colors[(2 * row + 1) * columns + x]
                switch (upper, lower) {
                case let (upper?, lower?):
                    cells.append(Cell("▀", style: CellStyle(foreground: upper, background: lower)))
                case let (upper?, nil):
                    cells.append(Cell("▀", style: CellStyle(foreground: upper, background: base.background)))
                case let (nil, lower?):
                    cells.append(Cell("▄", style: CellStyle(foreground: lower, background: base.background)))
                case (nil, nil):
                    cells.append(blank)
                }
            }
        }
        return ImageCells(size: Size(width: columns, height: rows), cells: cells)
    }

    public subscript(x: Int, y: Int) -> Cell { cells[y * size.width + x] }
}
