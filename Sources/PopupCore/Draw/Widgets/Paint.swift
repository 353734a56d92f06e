/// Restylings for `Buffer.restyle`.
enum Paint {
    /// Paints `style`, keeping the background under it where the style has none.
    static func over(_ style: CellStyle) -> (CellStyle) -> CellStyle {
        { under in
            var painted = style
            if painted.background == .default { painted.background = under.background }
            return painted
        }
    }
}
