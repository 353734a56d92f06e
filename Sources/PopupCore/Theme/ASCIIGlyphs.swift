/// Every glyph popupctl draws by itself, with the one ASCII character that stands for it where
/// the theme asks for ASCII (`glyphs = ascii`) or the terminal's character set has no such glyph.
/// Each form is one column, as the glyph is, so the layout never changes.
///
/// To add a glyph: add a pair to the section it belongs to (or a new section with a comment
/// naming what draws it); `ASCIIGlyphsTests` checks every pair is one column to one column.
public enum ASCIIGlyphs {
    /// The table, by section.
    public static let pairs: [(glyph: Character, ascii: Character)] = borders + marks + placeholders
        + pictures + listMarks + progressBlocks + punctuation

    /// Border shapes (`BorderShape`), the scroll bar's track and thumb, the sheet's grabber (━),
    /// the separator between buttons (│).
    static let borders: [(glyph: Character, ascii: Character)] = [
        ("┌", "+"), ("┐", "+"), ("└", "+"), ("┘", "+"), ("─", "-"), ("│", "|"),
        ("╭", "+"), ("╮", "+"), ("╰", "+"), ("╯", "+"),
        ("┏", "+"), ("┓", "+"), ("┗", "+"), ("┛", "+"), ("━", "-"), ("┃", "|"),
        ("╔", "+"), ("╗", "+"), ("╚", "+"), ("╝", "+"), ("═", "="), ("║", "|"),
        // The rule over the buttons, joined to the border.
        ("├", "+"), ("┤", "+"),
    ]

    /// Scroll arrows, truncation, a button's accessory and the filter prompt, the password mask;
    /// the arrows and thumb of a list's scroll bar beside its rows (`ListLook.Scrolling`).
    static let marks: [(glyph: Character, ascii: Character)] = [
        ("▲", "^"), ("▼", "v"), ("…", "~"), ("›", ">"), ("•", "*"),
        ("↑", "^"), ("↓", "v"), ("▮", "#"),
    ]

    /// What the `Sanitizer` shows for control characters (␀…␟, ␡) and for what it refuses (U+FFFD).
    static let placeholders: [(glyph: Character, ascii: Character)] =
        (0x2400...0x241F).map { (Character(Unicode.Scalar($0)!), "?") } + [("␡", "?"), ("\u{FFFD}", "?")]

    /// Pictures in half blocks: the background colour (the lower half) is what is left.
    static let pictures: [(glyph: Character, ascii: Character)] = [("▀", " "), ("▄", " ")]

    /// Marks of list items (checked, chosen, current); the list's own marks are ASCII already
    /// (`[x]`, `(*)`), and its cursor marker and filter prompt › is under `marks`.
    static let listMarks: [(glyph: Character, ascii: Character)] = [
        ("✓", "x"), ("✔", "x"), ("●", "*"), ("○", "o"), ("◉", "*"), ("▶", ">"), ("❯", ">"),
    ]

    /// Progress bar blocks and track (`ProgressView`): only a full cell is a `#`, as its own
    /// ASCII bar (used with `glyphs = ascii`) rounds down.
    static let progressBlocks: [(glyph: Character, ascii: Character)] = [
        ("█", "#"), ("▉", "-"), ("▊", "-"), ("▋", "-"), ("▌", "-"), ("▍", "-"), ("▎", "-"), ("▏", "-"), ("·", "-"),
        ("░", "."), ("▒", ":"), ("▓", "#"),
    ]

    /// Typographic punctuation in text, so that a message reads well in ASCII.
    static let punctuation: [(glyph: Character, ascii: Character)] = [
        ("—", "-"), ("–", "-"), ("‘", "'"), ("’", "'"), ("“", "\""), ("”", "\""), ("→", ">"), ("←", "<"),
    ]

    private static let byGlyph: [Character: Character] = Dictionary(pairs.map { ($0.glyph, $0.ascii) },
                                                                     uniquingKeysWith: { first, _ in first })

    /// The ASCII form of `character`, or nil when the table has none.
    public static func form(of character: Character) -> Character? {
        if character.utf8.count == 1 { return nil }
        return byGlyph[character]
    }
}

extension Buffer {
    /// Replaces every glyph the table knows by its ASCII form, in place.
    public mutating func useASCIIGlyphs() {
        for index in cells.indices where cells[index].grapheme.utf8.count > 1 {
            if let ascii = ASCIIGlyphs.form(of: cells[index].grapheme) { cells[index].grapheme = ascii }
        }
    }
}
