/// A rectangle of cells.
public struct Rect: Sendable, Equatable, Hashable {
    /// Column of the left edge.
    public var x: Int
    /// Row of the top edge.
    public var y: Int
    /// Width in columns; never negative.
    public var width: Int
    /// Height in rows; never negative.
    public var height: Int

    /// A rectangle from its top-left cell and size; a negative width or height becomes 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The first column past the right edge.
    public var maxX: Int { x + width }
    /// The first row below the bottom edge.
    public var maxY: Int { y + height }
    /// True when the rectangle holds no cells (zero width or height).
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether `point` is one of the rectangle's cells.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// Shrunk by `dx` columns on each side and `dy` rows on top and bottom.
    public func inset(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The same rectangle moved `dx` columns right and `dy` rows down (negative: left, up).
    public func offset(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The cells both rectangles share; empty when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
