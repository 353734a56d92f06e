import PopupCore

/// whiptail's NEWT_COLORS (and the file NEWT_COLORS_FILE names): `name=fg,bg` entries separated
/// by spaces, `;`, `:` or line breaks, mapped onto the theme. Unknown names and colours are
/// ignored, as newt ignores them.
enum NewtColors {
    /// NEWT_COLORS_FILE's entries, then NEWT_COLORS's over them.
    static func load(_ io: CommandIO, into theme: inout Theme) {
        let environment = io.environment
        if let path = environment["NEWT_COLORS_FILE"], !path.isEmpty, let bytes = try? io.readSettingsFile(path, limit: 1 << 16) {
            apply(String(decoding: bytes, as: UTF8.self), to: &theme)
        }
        if let colors = environment["NEWT_COLORS"] { apply(colors, to: &theme) }
    }

    static func apply(_ text: String, to theme: inout Theme) {
        let entries = text.split { $0 == " " || $0 == ";" || $0 == ":" || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        for entry in entries {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let colors = parts[1].split(separator: ",", omittingEmptySubsequences: false).map { color(String($0)) }
            let foreground = colors.first ?? nil
            let background = colors.count > 1 ? colors[1] : nil
            switch parts[0] {
            case "root": set(&theme.backdrop, nil, background)
            case "window":
                setStyle(&theme.box, foreground, background)
                setStyle(&theme.message, foreground, nil)
            case "border": setStyle(&theme.borderStyle, foreground, background)
            case "title": setStyle(&theme.title, foreground, background)
            case "textbox": setStyle(&theme.message, foreground, background)
            case "entry": setStyle(&theme.field, foreground, background)
            case "actentry", "disentry": setStyle(&theme.focusedField, foreground, background)
            case "button": CompatTheme.setButtons(&theme, normal: true, foreground, background)
            case "actbutton": CompatTheme.setButtons(&theme, normal: false, foreground, background)
            case "shadow": set(&theme.shadow, nil, background ?? foreground)
            default: continue
            }
        }
    }

    /// newt's (S-Lang's) colour names; nil for an empty or unknown one.
    static func color(_ name: String) -> Color? {
        let names = ["black", "red", "green", "brown", "blue", "magenta", "cyan", "lightgray",
                     "gray", "brightred", "brightgreen", "yellow", "brightblue", "brightmagenta", "brightcyan", "white"]
        let lowered = name.lowercased()
        if let index = names.firstIndex(of: lowered) { return .ansi(UInt8(index)) }
        if lowered == "default" { return .default }
        if lowered.hasPrefix("color"), let index = UInt8(lowered.dropFirst(5)) { return .indexed(index) }
        return nil
    }

    private static func setStyle(_ style: inout CellStyle, _ foreground: Color?, _ background: Color?) {
        if let foreground { style.foreground = foreground }
        if let background { style.background = background }
    }

    private static func set(_ style: inout CellStyle?, _ foreground: Color?, _ background: Color?) {
        var value = style ?? CellStyle()
        setStyle(&value, foreground, background)
        style = value
    }
}
