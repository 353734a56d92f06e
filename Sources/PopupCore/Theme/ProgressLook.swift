/// How a progress box draws its bar and its output (`BoxChrome.progress`). The default is
/// popupctl's own: a bar in eighths of a cell with the percentage beside it and the times under it.
public struct ProgressLook: Sendable, Equatable {
    /// How the bar is drawn.
    public enum Bar: Sendable, Equatable {
        /// In eighths of a cell on a dotted track, the percentage at its right.
        case eighths
        /// Whole cells painted `filled` on `track`, the percentage in its middle; inside a
        /// raised frame (three rows) when `framed`.
        case painted(filled: CellStyle, track: CellStyle, framed: Bool)
    }

    public var bar: Bar = .eighths
    /// Columns the bar stands in from each side of the content.
    public var barInset = 0
    /// A line with the time elapsed and the time left under the bar.
    public var showsTimes = true
    /// A rule across the box between the message and a log's output.
    public var ruleAboveLog = false

    /// popupctl's own.
    public init() {}
}
