/// A progress box's rows, under the message: the bar, the times (or "Done"), the output's tail.
public struct ProgressPlacement: Sendable, Equatable {
    /// The bar and its percentage.
    public var bar: Rect
    /// Time elapsed and left, or "Done".
    public var status: Rect
    /// The newest lines of output, as many as fit (none before any arrive).
    public var tail: Rect

    /// Rows of the bar and the status line.
    static let barRows = 2
    /// Rows of output shown at most.
    public static let tailRows = 3
}
