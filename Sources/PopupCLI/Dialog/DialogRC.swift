import PopupCore

/// dialog's run-time configuration file (DIALOGRC, else ~/.dialogrc): the common colour keys,
/// `name = (FOREGROUND,BACKGROUND,HIGHLIGHT)` or `name = other_color`, mapped onto the theme;
/// `use_shadow` and `use_colors`. Other keys are ignored, as dialog ignores what it does not know.
enum DialogRC {
    /// The file DIALOGRC names, else ~/.dialogrc, when there is one.
    static func load(_ io: CommandIO, into theme: inout Theme) {
        let environment = io.environment
        let path = environment["DIALOGRC"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["HOME"].map { $0 + "/.dialogrc" }
        if let path, let bytes = try? io.readSettingsFile(path, limit: 1 << 16) {
            apply(String(decoding: bytes, as: UTF8.self), to: &theme)
        }
    }

    static func apply(_ text: String, to theme: inout Theme) {
        var styles: [String: (Color?, Color?, Bool)] = [:]
        for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = parts[0].filter { $0 != " " && $0 != "\t" }.lowercased()
            let value = parts[1].filter { $0 != " " && $0 != "\t" }
            if key == "use_shadow" {
                if value.uppercased() == "OFF" { theme.shadow = nil }
                continue
            }
            if key == "use_colors" {
                if value.uppercased() == "OFF" { theme = CompatTheme.monochrome(theme) }
                continue
            }
            if value.hasPrefix("("), value.hasSuffix(")") {
                let fields = value.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                styles[key] = (fields.first.flatMap(color), fields.count > 1 ? color(fields[1]) : nil,
                               fields.count > 2 && fields[2].uppercased() == "ON")
            } else if let other = styles[value.lowercased()] {
                styles[key] = other
            }
        }
        for (key, (foreground, background, highlight)) in styles {
            let attributes: Attributes = highlight ? [.bold] : []
            let style = CellStyle(foreground: foreground ?? .default, background: background ?? .default, attributes: attributes)
            switch key {
            case "screen_color": theme.backdrop = CellStyle(background: style.background)
            case "dialog_color":
                theme.box = style
                theme.message = CellStyle(foreground: style.foreground, attributes: attributes)
            case "title_color": theme.title = CellStyle(foreground: style.foreground, attributes: attributes)
            case "border_color": theme.borderStyle = CellStyle(foreground: style.foreground, attributes: attributes)
            case "shadow_color": theme.shadow = CellStyle(background: style.background)
            case "border2_color": theme.chrome.shadedEdge = style
            case "button_active_color":
                CompatTheme.setButtons(&theme, normal: false, foreground, background, attributes)
                // The label and its hotkey stand on the button's colour.
                setButtonParts(&theme) { $0.focusedLabel?.background = style.background; $0.focusedHotkey?.background = style.background }
            case "button_inactive_color":
                CompatTheme.setButtons(&theme, normal: true, foreground, background, attributes)
                setButtonParts(&theme) { $0.label?.background = style.background; $0.hotkey?.background = style.background }
            case "button_label_active_color": setButtonParts(&theme) { $0.focusedLabel = style }
            case "button_label_inactive_color": setButtonParts(&theme) { $0.label = style }
            case "button_key_active_color": setButtonParts(&theme) { $0.focusedHotkey = style }
            case "button_key_inactive_color": setButtonParts(&theme) { $0.hotkey = style }
            case "item_selected_color":
                theme.chrome.list.cursor = style
                theme.chrome.list.restingCursor = style
            case "tag_color": theme.chrome.list.tag = style
            case "tag_key_color": theme.chrome.list.tagKey = style
            case "tag_selected_color": theme.chrome.list.cursorTag = style
            case "tag_key_selected_color": theme.chrome.list.cursorTagKey = style
            case "inputbox_color": theme.field = style
            default: continue
            }
        }
    }

    /// Changes every role's button appearance alike.
    private static func setButtonParts(_ theme: inout Theme, _ change: (inout ButtonAppearance) -> Void) {
        for role in ButtonRole.allCases {
            guard var appearance = theme.buttons[role] else { continue }
            change(&appearance)
            theme.buttons[role] = appearance
        }
    }

    /// dialog's colour names (curses' eight); nil for any other word.
    static func color(_ name: String) -> Color? {
        let names = ["BLACK", "RED", "GREEN", "YELLOW", "BLUE", "MAGENTA", "CYAN", "WHITE"]
        return names.firstIndex(of: name.uppercased()).map { .ansi(UInt8($0)) }
    }
}
