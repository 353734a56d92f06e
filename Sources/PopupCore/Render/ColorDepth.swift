/// How many colours the terminal shows.
public enum ColorDepth: String, Sendable, Equatable, CaseIterable, Codable {
    /// No colour: attributes only (NO_COLOR, TERM=dumb).
    case none
    /// The 16 ANSI colours.
    case ansi16 = "16"
    /// The 256-colour palette.
    case ansi256 = "256"
    /// 24-bit RGB.
    case truecolor

    /// Reads NO_COLOR, COLORTERM and TERM the way most terminal programs do.
    public static func detect(environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .truecolor }
        if term.contains("256color") { return .ansi256 }
        return .ansi16
    }

    /// `color` brought down to this depth; `.default` where colour is off.
    public func reduce(_ color: Color) -> Color {
        switch (self, color) {
        case (_, .default), (.none, _): return .default
        case (.truecolor, _): return color
        case (.ansi256, .rgb(let r, let g, let b)): return .indexed(Palette.nearest256((r, g, b)))
        case (.ansi256, _): return color
        case (.ansi16, .ansi): return color
        case (.ansi16, .indexed(let index)) where index < 16: return .ansi(index)
        case (.ansi16, _):
            guard let value = color.rgbValue else { return .default }
            return .ansi(Palette.nearest16(value))
        }
    }

    /// `foreground` brought down to this depth so that it still shows on `background`: where the
    /// two would become one colour (a dark grey line on a near-black card at 16 colours), the
    /// nearest other ANSI colour. A colour the theme gave as ANSI is the theme's own choice.
    public func reduce(_ foreground: Color, on background: Color) -> Color {
        let reduced = reduce(foreground)
        guard self != .truecolor, reduced != .default, reduced == reduce(background), let value = foreground.rgbValue else {
            return reduced
        }
        if case .ansi = foreground { return reduced }
        let clash: UInt8? = switch reduced {
        case .ansi(let index): index
        case .indexed(let index) where index < 16: index
        default: nil
        }
        return .ansi(Palette.nearest16(value, excluding: clash))
    }
}
