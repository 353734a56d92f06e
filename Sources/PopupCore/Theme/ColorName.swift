/// Colours as people write them in themes: names, `#rrggbb`, `#rgb`, 0–255, `default`.
public enum ColorName {
    static let ansiNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
    static let extraNames: [String: (UInt8, UInt8, UInt8)] = [
        "orange": (255, 136, 0), "purple": (128, 0, 128), "pink": (255, 105, 180), "gray": (128, 128, 128),
        "grey": (128, 128, 128), "navy": (0, 0, 128), "teal": (0, 128, 128), "olive": (128, 128, 0),
        "maroon": (128, 0, 0), "silver": (192, 192, 192), "brown": (150, 75, 0),
    ]

    /// What `parse` accepts, for error messages.
    public static let accepted = "a colour name (red, bright-blue, orange…), #rrggbb, 0–255 or default"

    /// The colour `text` names (any case): `default` or `none`, an ANSI name, optionally `bright-`, a
    /// few extra names such as orange, `#rrggbb`, `#rgb` or a 256-colour index; nil for anything else.
    public static func parse(_ text: String) -> Color? {
        let name = text.lowercased()
        if name == "default" || name == "none" { return .default }
        if let index = ansiNames.firstIndex(of: name) { return .ansi(UInt8(index)) }
        if name.hasPrefix("bright-"), let index = ansiNames.firstIndex(of: String(name.dropFirst(7))) {
            return .ansi(UInt8(index + 8))
        }
        if let rgb = extraNames[name] { return .rgb(rgb.0, rgb.1, rgb.2) }
        if let value = Int(name), (0...255).contains(value) { return .indexed(UInt8(value)) }
        if name.hasPrefix("#") {
            let hex = Array(name.dropFirst())
            let digits = hex.compactMap { $0.hexDigitValue }
            guard digits.count == hex.count else { return nil }
            if digits.count == 6 {
                return .rgb(UInt8(digits[0] * 16 + digits[1]), UInt8(digits[2] * 16 + digits[3]), UInt8(digits[4] * 16 + digits[5]))
            }
            if digits.count == 3 {
                return .rgb(UInt8(digits[0] * 17), UInt8(digits[1] * 17), UInt8(digits[2] * 17))
            }
        }
        return nil
    }
}
