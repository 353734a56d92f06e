/// One terminal cell: a grapheme and its style. A grapheme wider than one column sits in its first
/// cell; the cells after it are continuations (width 0) that are never drawn by themselves.
public struct Cell: Sendable, Equatable {
    /// The character shown (a space in a continuation cell).
    public var grapheme: Character
    /// Columns the grapheme takes: 1, 2 for a double-width one (a conjunct can take more), 0 for a continuation.
    public var width: UInt8
    /// Colours and attributes of the cell.
    public var style: CellStyle

    /// A cell showing `grapheme`; by default a plain one-column space.
    public init(_ grapheme: Character = " ", width: UInt8 = 1, style: CellStyle = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// A plain space: what a new frame is filled with.
    public static let blank = Cell()

    /// True for the columns after a wide grapheme's first, which are never drawn by themselves.
    public var isContinuation: Bool { width == 0 }

    static func continuation(_ style: CellStyle) -> Cell { Cell(" ", width: 0, style: style) }
}
