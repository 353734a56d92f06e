/// A picture as terminal cells: each cell an upper half block (▀) whose foreground is the upper
/// pixel and whose background is the lower one, so a cell shows two square-ish pixels.
public struct ImageCells: Sendable, Equatable {
    /// The picture's size in cells (negative sizes become 0).
    public let size: Size
    /// Row-major, `size.width * size.height`; nil where the picture is wholly transparent and
    /// the box shows through.
    public let cells: [Cell?]

    /// Scales `image` to `size` cells (area-averaged when shrinking), lays transparent pixels over
    /// `background`, the colour under the picture, and brings colours down to `depth` with dithering.
    ///
    /// When the background is the terminal's default, whose colour is not known, transparency
    /// cannot be blended: pixels count as transparent below half alpha, and a cell with one
    /// transparent half leaves that half the default background.
    public static func render(_ image: RGBAImage, size: Size, background: Color, depth: ColorDepth) -> ImageCells {
        let columns = max(0, size.width)
        let rows = max(0, size.height)
        let fitted = Size(width: columns, height: rows)
        guard depth != .none, columns > 0, rows > 0 else {
            return ImageCells(size: fitted, cells: Array(repeating: nil, count: columns * rows))
        }
        var pixels = image.scaled(width: columns, height: rows * 2)
        if let backdrop = background.rgbValue {
            pixels = pixels.composited(over: backdrop)
        }
        let colors = Dither.colors(pixels, depth: depth)
        var cells: [Cell?] = []
        cells.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for x in 0..<columns {
                let upper = colors[(2 * row) * columns + x]
                let lower = colors[(2 * row + 1) * columns + x]
                switch (upper, lower) {
                case let (upper?, lower?):
                    cells.append(Cell("▀", style: CellStyle(foreground: upper, background: lower)))
                case let (upper?, nil):
                    cells.append(Cell("▀", style: CellStyle(foreground: upper, background: background)))
                case let (nil, lower?):
                    cells.append(Cell("▄", style: CellStyle(foreground: lower, background: background)))
                case (nil, nil):
                    cells.append(nil)
                }
            }
        }
        return ImageCells(size: fitted, cells: cells)
    }

    /// The colour a picture is laid over: the box's, else the terminal's when it told us.
    public static func background(under theme: Theme) -> Color {
        theme.box.background == .default ? theme.terminalBackground ?? .default : theme.box.background
    }

    /// The cell at column `x`, row `y`; nil where the box shows through.
    public subscript(x: Int, y: Int) -> Cell? { cells[y * size.width + x] }
}
