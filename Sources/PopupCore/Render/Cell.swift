/// One terminal cell: a grapheme and its style. A double-width grapheme sits in its first cell;
/// the cell after it is a continuation (width 0) that is never drawn by itself.
public struct Cell: Sendable, Equatable {
    public var grapheme: Character
    public var width: UInt8
    public var style: CellStyle

    public init(_ grapheme: Character = " ", width: UInt8 = 1, style: CellStyle = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    public static let blank = Cell()

    public var isContinuation: Bool { width == 0 }

    static func continuation(_ style: CellStyle) -> Cell { Cell(" ", width: 0, style: style) }
}
