/// Text attributes a terminal can show without colour.
public struct Attributes: OptionSet, Sendable, Hashable {
    /// One bit per attribute.
    public let rawValue: UInt8
    /// Attributes from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold or bright text (SGR 1).
    public static let bold = Attributes(rawValue: 1 << 0)
    /// Faint text (SGR 2).
    public static let dim = Attributes(rawValue: 1 << 1)
    /// Italic text (SGR 3).
    public static let italic = Attributes(rawValue: 1 << 2)
    /// Underlined text (SGR 4).
    public static let underline = Attributes(rawValue: 1 << 3)
    /// Foreground and background swapped (SGR 7).
    public static let reverse = Attributes(rawValue: 1 << 4)
    /// Struck-through text (SGR 9).
    public static let strikethrough = Attributes(rawValue: 1 << 5)
}

/// How one cell is painted.
public struct CellStyle: Sendable, Hashable {
    /// The text colour; `.default` is the terminal's own.
    public var foreground: Color
    /// The cell colour; `.default` is the terminal's own, and lets `Buffer.write` keep the background
    /// under the text.
    public var background: Color
    /// Bold, italic and the other attributes.
    public var attributes: Attributes

    /// A style; by default the terminal's own colours and no attributes.
    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's own colours, no attributes.
    public static let plain = CellStyle()

    /// A copy with `extra` attributes added to the ones it has.
    public func adding(_ extra: Attributes) -> CellStyle {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }
}
