import PopupCore

/// gum's colour values (lipgloss's): an ANSI number (`212`, 0–15 the basic ones) or `#RRGGBB` /
/// `#RGB`; anything else, the empty default among them, is no colour.
enum GumColor {
    static func parse(_ text: String) -> Color? {
        if let number = Int(text), (0...255).contains(number) {
            return number < 16 ? .ansi(UInt8(number)) : .indexed(UInt8(number))
        }
        guard text.hasPrefix("#") else { return nil }
        var hex = Array(text.dropFirst())
        if hex.count == 3 { hex = hex.flatMap { [$0, $0] } }
        guard hex.count == 6, let value = UInt32(String(hex), radix: 16) else { return nil }
        return .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }
}

/// SGR sequences for gum's printed text at a colour depth; nil depth prints none.
struct GumSGR {
    var depth: ColorDepth?

    /// `text` in `style`, reset after; unchanged when unstyled, empty or printed plain.
    func paint(_ text: String, _ style: CellStyle) -> String {
        guard let depth, !text.isEmpty else { return text }
        var codes: [String] = []
        for (attribute, code) in [(Attributes.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.strikethrough, "9")]
            where style.attributes.contains(attribute) {
            codes.append(code)
        }
        if let code = Self.code(depth.reduce(style.foreground), base: 30) { codes.append(code) }
        if let code = Self.code(depth.reduce(style.background), base: 40) { codes.append(code) }
        guard !codes.isEmpty else { return text }
        return "\u{1B}[" + codes.joined(separator: ";") + "m" + text + "\u{1B}[0m"
    }

    private static func code(_ color: Color, base: Int) -> String? {
        switch color {
        case .default: return nil
        case .ansi(let index): return String(index < 8 ? base + Int(index) : base + 60 + Int(index) - 8)
        case .indexed(let index): return "\(base + 8);5;\(index)"
        case .rgb(let r, let g, let b): return "\(base + 8);2;\(r);\(g);\(b)"
        }
    }

    /// The depth gum's printed text is styled at: the terminal's when stdout is one (or
    /// CLICOLOR_FORCE is set), else none: gum's writer strips styling from a pipe.
    static func depth(_ io: CommandIO) -> ColorDepth? {
        let environment = io.environment
        let forced = environment["CLICOLOR_FORCE"].map { !$0.isEmpty && $0 != "0" } ?? false
        guard io.stdoutIsTerminal || forced else { return nil }
        let depth = ColorDepth.detect(environment: environment)
        return depth == .none ? nil : depth
    }
}
