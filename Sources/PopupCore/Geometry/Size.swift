/// A terminal or box size in cells.
public struct Size: Sendable, Equatable, Hashable {
    /// Width in columns.
    public var width: Int
    /// Height in rows.
    public var height: Int

    /// A size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
