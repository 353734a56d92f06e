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

    /// The largest screen drawn on (`--size` allows up to this too). A window size comes from
    /// outside (any ssh client can claim 65535 × 65535) and is clamped to it before a frame is made.
    public static let largestScreen = Size(width: 1000, height: 1000)

    /// This size as a screen: at least 1 × 1 and at most `largestScreen`.
    public var clampedToScreen: Size {
        Size(width: min(max(1, width), Self.largestScreen.width), height: min(max(1, height), Self.largestScreen.height))
    }
}
