/// A terminal colour, at the depth it was specified; `ColorDepth` brings it down when drawn.
public enum Color: Sendable, Hashable {
    /// The terminal's own foreground or background colour.
    case `default`
    /// One of the 16 ANSI colours (0–7 normal, 8–15 bright).
    case ansi(UInt8)
    /// An entry of the 256-colour palette.
    case indexed(UInt8)
    /// A 24-bit colour: red, green, blue.
    case rgb(UInt8, UInt8, UInt8)

    /// The colour as 24-bit RGB (the xterm palette for indexed colours); nil for `.default`.
    public var rgbValue: (r: UInt8, g: UInt8, b: UInt8)? {
        switch self {
        case .default: return nil
        case .ansi(let index): return Palette.xterm(Int(index & 15))
        case .indexed(let index): return Palette.xterm(Int(index))
        case .rgb(let r, let g, let b): return (r, g, b)
        }
    }
}
