/// A progress box's rows, under the message: the bar, the times (or "Done"), the output's tail.
public struct ProgressPlacement: Sendable, Equatable {
    /// The bar and its percentage (nothing for a log).
    public var bar: Rect
    /// Time elapsed and left, or "Done" (nothing when the look shows no times).
    public var status: Rect
    /// The newest lines of output, as many as fit (none before any arrive).
    public var tail: Rect
    /// The frame around the bar, when the look frames it.
    public var barFrame: Rect?
    /// The row of the rule above a log's output, when the look draws one.
    public var rule: Int?

    /// Rows of the bar and the status line in popupctl's own look.
    static let barRows = 2
    /// The newest lines of output a progress box keeps on a short screen while anything else can give way.
    public static let keptTailRows = 3
}
