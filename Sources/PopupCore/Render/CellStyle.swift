/// Text attributes a terminal can show without colour.
public struct Attributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let italic = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
    public static let reverse = Attributes(rawValue: 1 << 4)
    public static let strikethrough = Attributes(rawValue: 1 << 5)
}

/// How one cell is painted.
public struct CellStyle: Sendable, Hashable {
    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = CellStyle()

    public func adding(_ extra: Attributes) -> CellStyle {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }
}
