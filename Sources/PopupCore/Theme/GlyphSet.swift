/// Which characters the dialog draws its own marks with (borders, arrows, ellipsis, mask…).
public enum GlyphSet: String, Sendable, Codable, CaseIterable {
    /// Box drawing and Unicode marks.
    case unicode
    /// Their ASCII forms (`ASCIIGlyphs`): for terminals without Unicode fonts, and what a
    /// locale with another character set than UTF-8 always gets.
    case ascii
}
