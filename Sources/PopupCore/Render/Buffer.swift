/// A frame of cells. Widgets draw into it; the terminal only ever receives a diff between frames.
public struct Buffer: Sendable, Equatable {
    /// The frame's size in cells (negative sizes become 0).
    public let size: Size
    /// The cells row by row from the top-left: the cell at (x, y) is `cells[y * size.width + x]`.
    public private(set) var cells: [Cell]

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

    /// Puts one cell, repairing any double-width grapheme it cuts in half.
    public mutating func set(x: Int, y: Int, _ cell: Cell) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        let index = y * size.width + x
        if cells[index].isContinuation, x > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        }
        if cells[index].width == 2, x + 1 < size.width {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        if cell.width == 2 {
            guard x + 1 < size.width else {
                cells[index] = Cell(" ", style: cell.style)
                return
            }
            cells[index] = cell
            if cells[index + 1].width == 2, x + 2 < size.width {
                cells[index + 2] = Cell(" ", style: cells[index + 2].style)
            }
            cells[index + 1] = .continuation(cell.style)
            return
        }
        cells[index] = cell
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
            if x + width > area.maxX { break }
            if x >= area.x { put(x: x, y: point.y, Cell(character, width: UInt8(width), style: style)) }
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
