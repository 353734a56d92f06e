/// A frame of cells. Widgets draw into it; the terminal only ever receives a diff between frames.
public struct Buffer: Sendable, Equatable {
    /// The frame's size in cells (negative sizes become 0).
    public let size: Size
    /// The cells row by row from the top-left: the cell at (x, y) is `cells[y * size.width + x]`.
    public internal(set) var cells: [Cell]

    /// A frame of `size` with every cell set to `cell` (blank by default).
    public init(size: Size, filling cell: Cell = .blank) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        cells = Array(repeating: cell, count: self.size.width * self.size.height)
    }

    /// The whole frame as a rectangle at the origin.
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// The cell at column `x`, row `y`, which must be inside the frame.
    public subscript(x: Int, y: Int) -> Cell {
        cells[y * size.width + x]
    }

    /// Puts one cell, repairing any wide grapheme it cuts: a grapheme `width` columns wide fills
    /// its cell and the `width - 1` continuation cells after it.
    public mutating func set(x: Int, y: Int, _ cell: Cell) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        let row = y * size.width
        let width = Int(max(1, cell.width))
        guard x + width <= size.width else {
            blankCut(row: row, from: x, to: x + 1)
            cells[row + x] = Cell(" ", style: cell.style)
            return
        }
        blankCut(row: row, from: x, to: x + width)
        cells[row + x] = cell
        for offset in 1..<width { cells[row + x + offset] = .continuation(cell.style) }
    }

    /// Blanks what would be left of the graphemes that cross the edges of columns `from..<to`.
    private mutating func blankCut(row: Int, from: Int, to: Int) {
        var head = from
        while head > 0 && cells[row + head].isContinuation { head -= 1 }
        for x in head..<from { cells[row + x] = Cell(" ", style: cells[row + x].style) }
        var tail = to
        while tail < size.width && cells[row + tail].isContinuation {
            cells[row + tail] = Cell(" ", style: cells[row + tail].style)
            tail += 1
        }
    }

    /// Puts one cell; a style with the default background keeps the background already there
    /// (the box's colour or gradient under a border, a separator, a hotkey).
    public mutating func put(x: Int, y: Int, _ cell: Cell) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        var cell = cell
        if cell.style.background == .default { cell.style.background = cells[y * size.width + x].style.background }
        set(x: x, y: y, cell)
    }

    /// Writes sanitised text from `point`, clipped to `clip`; returns the columns used. Text whose
    /// style has the default background lets the background under it show (a gradient, a card).
    @discardableResult
    public mutating func write(_ text: some StringProtocol, at point: Point, style: CellStyle, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        guard point.y >= area.y, point.y < area.maxY else { return 0 }
        var x = point.x
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if x + width > area.maxX || width > Int(UInt8.max) { break }
            if x >= area.x { put(x: x, y: point.y, Cell(DisplayWidth.terminalGlyph(character), width: UInt8(width), style: style)) }
            x += width
        }
        return x - point.x
    }

    /// Fills a rectangle with one cell.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let area = rect.intersection(bounds)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { set(x: x, y: y, cell) }
        }
    }

    /// Restyles the cells of a rectangle in place, keeping their text.
    public mutating func restyle(_ rect: Rect, _ transform: (CellStyle) -> CellStyle) {
        let area = rect.intersection(bounds)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let index = y * size.width + x
                cells[index].style = transform(cells[index].style)
            }
        }
    }

    /// The frame as plain text lines, one per row (for tests and previews).
    public func lines() -> [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width where !self[x, y].isContinuation {
                line.append(self[x, y].grapheme)
            }
            return line
        }
    }
}
