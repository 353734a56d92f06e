/// The fade in and out: the frame part of the way from the terminal's background.
///
/// A colour mixes only when its RGB is known (24-bit colours and the fixed palette entries
/// 16–255) and so is the background, which the terminal tells when asked (OSC 11). The others —
/// the terminal's own colours and the 16 it may have restyled, or any colour while the background
/// is unknown — would need a guess that shows as a flash at the start or a jump at the end, so
/// they step instead: not shown (the terminal's own background), then dim, then as they are.
public enum Fade {
    /// Below this opacity a colour that cannot mix is not shown. The entry's opacity eases out
    /// (cubic), so 0.7 comes a third of the way through and 0.96 two thirds: the steps share the
    /// entry's time evenly instead of all landing in its first 90 ms.
    static let hiddenBelow = 0.7
    /// Below this opacity text whose colour cannot mix is dim.
    static let dimBelow = 0.96

    /// `buffer` at `opacity` (0 invisible, 1 as drawn), fading from `background`, nil when unknown;
    /// the cells of `spared` are left as drawn.
    public static func apply(_ buffer: inout Buffer, opacity: Double, from background: Color?, sparing spared: Rect? = nil) {
        let base = background.flatMap { mixable($0) ? $0 : nil }
        let hidden = opacity < hiddenBelow
        for y in 0..<buffer.size.height {
            for x in 0..<buffer.size.width where !(spared?.contains(Point(x: x, y: y)) ?? false) {
                let cell = buffer[x, y]
                var style = cell.style
                let textMixes = base != nil && mixable(style.foreground)
                if let base, textMixes { style.foreground = ColorMath.mix(base, style.foreground, amount: opacity) }
                if let base, mixable(style.background) {
                    style.background = ColorMath.mix(base, style.background, amount: opacity)
                } else if hidden {
                    style.background = .default
                }
                if !textMixes && hidden {
                    // Reverse video or an underline would show a bar where the text is not shown yet.
                    style.attributes.subtract([.reverse, .underline, .strikethrough])
                } else if !textMixes && opacity < dimBelow {
                    style.attributes.insert(.dim)
                }
                if !textMixes && hidden && !cell.isContinuation && cell.grapheme != " " {
                    buffer.set(x: x, y: y, Cell(" ", style: style))
                } else {
                    buffer.restyle(Rect(x: x, y: y, width: 1, height: 1)) { _ in style }
                }
            }
        }
    }

    /// True for a colour whose RGB is the same on every terminal.
    static func mixable(_ color: Color) -> Bool {
        switch color {
        case .rgb: return true
        case .indexed(let index): return index >= 16
        case .default, .ansi: return false
        }
    }
}
