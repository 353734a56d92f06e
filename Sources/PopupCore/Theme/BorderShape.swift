/// The line drawing of the box edge.
public enum BorderShape: String, Sendable, Codable, CaseIterable {
    /// No border; square, rounded, heavy or double box-drawing lines; or ASCII (`+`, `-`, `|`).
    case none, square, rounded, heavy, double, ascii

    /// top-left, top-right, bottom-left, bottom-right, horizontal, vertical
    public var glyphs: (tl: Character, tr: Character, bl: Character, br: Character, h: Character, v: Character) {
        switch self {
        case .none: return (" ", " ", " ", " ", " ", " ")
        case .square: return ("┌", "┐", "└", "┘", "─", "│")
        case .rounded: return ("╭", "╮", "╰", "╯", "─", "│")
        case .heavy: return ("┏", "┓", "┗", "┛", "━", "┃")
        case .double: return ("╔", "╗", "╚", "╝", "═", "║")
        case .ascii:
            let square = BorderShape.square.glyphs
            func ascii(_ glyph: Character) -> Character { ASCIIGlyphs.form(of: glyph) ?? glyph }
            return (ascii(square.tl), ascii(square.tr), ascii(square.bl), ascii(square.br), ascii(square.h), ascii(square.v))
        }
    }
}
