/// Where a form's field and its label stand, as a script placed them (dialog's `--form`
/// `LABEL Y X ITEM Y X FLEN ILEN`): rows and columns inside the form's area, counted from 0.
public struct FieldPlace: Sendable, Equatable, Codable {
    /// The label's row and first column.
    public var labelRow: Int
    public var labelColumn: Int
    /// The field's row and first column.
    public var row: Int
    public var column: Int
    /// Columns the field shows its text in.
    public var width: Int

    /// The most rows and columns a place may reach: sizes from a script are clamped before
    /// anything is sized by them.
    public static let limit = 1_000

    /// A place, clamped to `0..<limit` (a width of at least 1).
    public init(labelRow: Int, labelColumn: Int, row: Int, column: Int, width: Int) {
        func clamped(_ value: Int) -> Int { min(max(0, value), Self.limit - 1) }
        self.labelRow = clamped(labelRow)
        self.labelColumn = clamped(labelColumn)
        self.row = clamped(row)
        self.column = clamped(column)
        self.width = max(1, clamped(width))
    }

    /// The rows the places take: down to the lowest label or field.
    public static func rows(_ places: [FieldPlace]) -> Int {
        places.reduce(0) { max($0, max($1.labelRow, $1.row) + 1) }
    }
}
