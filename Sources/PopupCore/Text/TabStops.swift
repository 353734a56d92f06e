/// Where a tab in a text shown as it is takes the text: to the next multiple of `width` columns,
/// counted from `lead` columns before the text (a window that starts with a blank column, as
/// curses counts it).
public struct TabStops: Sendable, Equatable {
    public var width: Int
    public var lead: Int

    public init(width: Int, lead: Int = 0) {
        self.width = max(1, width)
        self.lead = max(0, lead)
    }

    /// Columns a tab at `column` of the text takes.
    public func columns(at column: Int) -> Int {
        width - (column + lead) % width
    }

    /// `line` (no line breaks) with each tab as the spaces it takes by `stops`; nil: each tab one space.
    public static func expand(_ line: String, _ stops: TabStops?) -> String {
        guard line.utf8.contains(0x09) else { return line }
        var out = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = stops?.columns(at: column) ?? 1
                out += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                out.append(character)
                column += DisplayWidth.of(character)
            }
        }
        return out
    }
}
