/// A cell position, zero-based from the top-left.
public struct Point: Sendable, Equatable, Hashable {
    /// Column, counting from 0 at the left.
    public var x: Int
    /// Row, counting from 0 at the top.
    public var y: Int

    /// The cell at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
