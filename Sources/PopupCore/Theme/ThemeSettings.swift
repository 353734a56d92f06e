/// Every theme setting, by key. The theme file, `--set`, the docs and the tests all use this table.
public enum ThemeSettings {
    /// The setting with this key (as written in a theme file, e.g. "title.color"); nil when there is none.
    public static func setting(_ key: String) -> ThemeSetting? { all.first { $0.key == key } }

    /// Every setting there is, each with its key, the values it accepts and an example.
    public static let all: [ThemeSetting] = text("title", \.title, align: \.titleAlignment, example: "#ff8800")
        + text("message", \.message, align: \.messageAlignment, example: "#00aaff")
        + [
            lines("title.lines") { $0.titleLineLimit = $1 },
            lines("message.lines") { $0.messageLineLimit = $1 },
            color("box.color", example: "yellow") { $0.box.foreground = $1 },
            ThemeSetting("box.background", ColorName.accepted + ", or 'vertical|horizontal COLOR COLOR…' for a gradient",
                         example: "vertical #203040 #405060") { theme, value in
                let words = value.split(separator: " ").map(String.init)
                if let direction = words.first.flatMap(Gradient.Direction.init(rawValue:)) {
                    let stops = words.dropFirst().compactMap(ColorName.parse)
                    guard stops.count >= 2, stops.count == words.count - 1 else { return false }
                    theme.boxGradient = Gradient(direction: direction, stops: stops)
                    return true
                }
                guard let color = ColorName.parse(value) else { return false }
                theme.box.background = color
                theme.boxGradient = nil
                return true
            },
            choice("border.shape", BorderShape.self, example: "double") { $0.border = $1 },
            choice("glyphs", GlyphSet.self, example: "ascii") { $0.glyphs = $1 },
            color("border.color", example: "red") { $0.borderStyle.foreground = $1 },
            number("padding.x", 0...8, example: "4") { $0.paddingX = $1 },
            number("padding.y", 0...4, example: "0") { $0.paddingY = $1 },
            number("margin.x", 0...20, example: "8") { $0.marginX = $1 },
            number("margin.y", 0...10, example: "4") { $0.marginY = $1 },
            number("button.height", 1...5, example: "3") { $0.buttonHeight = $1 },
            number("button.spacing", 0...10, example: "6") { $0.buttonSpacing = $1 },
        ]
        + ButtonRole.allCases.flatMap(buttonSettings)
        + [
            flag("shadow", example: "on") { theme, on in
                theme.shadow = on ? (theme.shadow ?? CellStyle(background: .ansi(0))) : nil
            },
            color("shadow.color", example: "blue") { theme, color in
                theme.shadow = CellStyle(background: color)
            },
            ThemeSetting("shadow.offset", "two whole numbers, columns and rows (e.g. '2 1')", example: "1 1") { theme, value in
                let parts = value.split(separator: " ").compactMap { Int($0) }
                guard parts.count == 2, (0...4).contains(parts[0]), (0...4).contains(parts[1]) else { return false }
                theme.shadowOffsetX = parts[0]
                theme.shadowOffsetY = parts[1]
                return true
            },
            ThemeSetting("backdrop", ColorName.accepted + ", or none", example: "#102030") { theme, value in
                if value == "none" || value == "off" {
                    theme.backdrop = nil
                    return true
                }
                guard let color = ColorName.parse(value) else { return false }
                theme.backdrop = CellStyle(background: color)
                return true
            },
            number("backdrop.opacity", 0...100, example: "50") { $0.backdropOpacity = $1 },
            flag("grabber", example: "off") { theme, on in
                theme.grabber = on ? (theme.grabber ?? CellStyle(foreground: .ansi(8))) : nil
            },
            color("grabber.color", example: "green") { $0.grabber = CellStyle(foreground: $1) },
            ThemeSetting("width", "columns (50), a percentage (60%) or a range (40..72)", example: "30") { theme, value in
                guard let rule = WidthRule(parsing: value) else { return false }
                theme.width = rule
                return true
            },
            color("field.color", example: "cyan") { $0.field.foreground = $1 },
            color("field.focused-color", example: "magenta") { $0.focusedField.foreground = $1 },
            color("placeholder.color", example: "green") { $0.placeholder.foreground = $1 },
            color("description.color", example: "green") { $0.itemDescription.foreground = $1 },
            color("match.color", example: "yellow") { $0.matchedLetters.foreground = $1 },
            color("error.color", example: "blue") { $0.error.foreground = $1 },
            color("scrollbar.color", example: "red") { $0.scrollbar.foreground = $1 },
            color("countdown.color", example: "red") { $0.countdown.foreground = $1 },
            ThemeSetting("motion", "full or reduced", example: "reduced") { theme, value in
                guard value == "full" || value == "reduced" else { return false }
                theme.reducedMotion = value == "reduced"
                return true
            },
        ]

    private static func text(_ name: String, _ style: WritableKeyPath<Theme, CellStyle> & Sendable,
                             align: WritableKeyPath<Theme, TextAlignment> & Sendable, example: String) -> [ThemeSetting] {
        [
            color(name + ".color", example: example) { $0[keyPath: style].foreground = $1 },
            color(name + ".background", example: "#333333") { $0[keyPath: style].background = $1 },
            ThemeSetting(name + ".style", "words from bold, dim, italic, underline, reverse, plain",
                         example: "italic underline") { theme, value in
                guard let attributes = parseAttributes(value) else { return false }
                theme[keyPath: style].attributes = attributes
                return true
            },
            choice(name + ".align", TextAlignment.self, example: "right") { $0[keyPath: align] = $1 },
        ]
    }

    private static func buttonSettings(_ role: ButtonRole) -> [ThemeSetting] {
        let prefix = "button.\(role.rawValue)"
        return [
            color(prefix + ".color", example: "#00ff00") { theme, color in change(&theme, role) { $0.normal.foreground = color } },
            color(prefix + ".background", example: "#000080") { theme, color in change(&theme, role) { $0.normal.background = color } },
            color(prefix + ".focused-color", example: "#ffff00") { theme, color in change(&theme, role) { $0.focused.foreground = color } },
            color(prefix + ".focused-background", example: "#800000") { theme, color in change(&theme, role) { $0.focused.background = color } },
            color(prefix + ".separator", example: "gray") { theme, color in change(&theme, role) { $0.separator = CellStyle(foreground: color) } },
            ThemeSetting(prefix + ".brackets", "two marks around the label, e.g. '[ ]' or '< >'", example: "{ }") { theme, value in
                let parts = value.split(separator: " ", omittingEmptySubsequences: true)
                guard parts.count == 2 else { return false }
                change(&theme, role) { $0.brackets = (String(parts[0]) + " ", " " + String(parts[1])) }
                return true
            },
        ]
    }

    private static func change(_ theme: inout Theme, _ role: ButtonRole, _ edit: (inout ButtonAppearance) -> Void) {
        var appearance = theme.appearance(for: role)
        edit(&appearance)
        theme.buttons[role] = appearance
    }

    static func parseAttributes(_ value: String) -> Attributes? {
        var attributes: Attributes = []
        for word in value.split(whereSeparator: { $0 == " " || $0 == "," }) {
            switch word {
            case "bold": attributes.insert(.bold)
            case "dim": attributes.insert(.dim)
            case "italic": attributes.insert(.italic)
            case "underline": attributes.insert(.underline)
            case "reverse": attributes.insert(.reverse)
            case "plain": break
            default: return nil
            }
        }
        return attributes
    }

    private static func color(_ key: String, example: String, _ apply: @escaping @Sendable (inout Theme, Color) -> Void) -> ThemeSetting {
        ThemeSetting(key, ColorName.accepted, example: example) { theme, value in
            guard let color = ColorName.parse(value) else { return false }
            apply(&theme, color)
            return true
        }
    }

    private static func number(_ key: String, _ range: ClosedRange<Int>, example: String,
                               _ apply: @escaping @Sendable (inout Theme, Int) -> Void) -> ThemeSetting {
        ThemeSetting(key, "a whole number from \(range.lowerBound) to \(range.upperBound)", example: example) { theme, value in
            guard let number = Int(value), range.contains(number) else { return false }
            apply(&theme, number)
            return true
        }
    }

    private static func lines(_ key: String, _ apply: @escaping @Sendable (inout Theme, Int?) -> Void) -> ThemeSetting {
        ThemeSetting(key, "a whole number of lines from 1 to 100, or none", example: "1") { theme, value in
            if value == "none" {
                apply(&theme, nil)
                return true
            }
            guard let number = Int(value), (1...100).contains(number) else { return false }
            apply(&theme, number)
            return true
        }
    }

    private static func flag(_ key: String, example: String, _ apply: @escaping @Sendable (inout Theme, Bool) -> Void) -> ThemeSetting {
        ThemeSetting(key, "on or off", example: example) { theme, value in
            switch value {
            case "on", "true", "yes": apply(&theme, true)
            case "off", "false", "no": apply(&theme, false)
            default: return false
            }
            return true
        }
    }

    private static func choice<T: RawRepresentable & CaseIterable & Sendable>(_ key: String, _ type: T.Type, example: String,
                                                                              _ apply: @escaping @Sendable (inout Theme, T) -> Void) -> ThemeSetting
    where T.RawValue == String {
        var byName: [String: T] = [:]
        for value in T.allCases { byName[value.rawValue] = value }
        let names = byName
        return ThemeSetting(key, "one of " + T.allCases.map(\.rawValue).joined(separator: ", "), example: example) { theme, value in
            guard let parsed = names[value] else { return false }
            apply(&theme, parsed)
            return true
        }
    }
}
