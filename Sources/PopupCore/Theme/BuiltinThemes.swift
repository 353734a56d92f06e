/// The themes popupctl ships, by name. Text, border and unfocused-button styles leave their
/// background default, so that the box's background (a `--set` colour or a gradient) shows under them.
public enum BuiltinThemes {
    /// The built-in themes' names, the standard one ("default") first.
    public static let names = ["default", "dark", "light", "mono", "whiptail"]

    /// One line about each built-in theme, by name, for help text.
    public static let descriptions: [String: String] = [
        "default": "the terminal's own colours; works on light and dark backgrounds",
        "dark": "PopupDialog's dark look: charcoal card, white title, blue focus",
        "light": "a white card with iOS blue and red",
        "mono": "no colour at all: attributes and brackets only",
        "whiptail": "the familiar blue screen and grey window",
    ]

    /// The built-in theme of this name; nil when there is none.
    public static func named(_ name: String) -> Theme? {
        switch name {
        case "default": return .standard
        case "dark": return dark
        case "light": return light
        case "mono": return mono
        case "whiptail": return whiptail
        default: return nil
        }
    }

    static func rgb(_ hex: UInt32) -> Color {
        .rgb(UInt8(hex >> 16 & 0xFF), UInt8(hex >> 8 & 0xFF), UInt8(hex & 0xFF))
    }

    static let dark: Theme = {
        var theme = Theme.standard
        theme.name = "dark"
        let card = rgb(0x1C1C1E)
        theme.box = CellStyle(foreground: rgb(0xE5E5EA), background: card)
        theme.borderStyle = CellStyle(foreground: rgb(0x48484A))
        theme.title = CellStyle(foreground: rgb(0xFFFFFF), attributes: [.bold])
        theme.message = CellStyle(foreground: rgb(0xA1A1A6))
        theme.buttons = [
            .default: ButtonAppearance(normal: CellStyle(foreground: rgb(0x0A84FF)),
                                       focused: CellStyle(foreground: rgb(0xFFFFFF), background: rgb(0x0A84FF), attributes: [.bold]),
                                       brackets: ("[ ", " ]"), separator: CellStyle(foreground: rgb(0x38383A))),
            .cancel: ButtonAppearance(normal: CellStyle(foreground: rgb(0xC7C7CC)),
                                      focused: CellStyle(foreground: rgb(0x000000), background: rgb(0xC7C7CC), attributes: [.bold]),
                                      brackets: ("( ", " )"), separator: CellStyle(foreground: rgb(0x38383A))),
            .destructive: ButtonAppearance(normal: CellStyle(foreground: rgb(0xFF453A)),
                                           focused: CellStyle(foreground: rgb(0xFFFFFF), background: rgb(0xFF453A), attributes: [.bold]),
                                           brackets: ("< ", " >"), separator: CellStyle(foreground: rgb(0x38383A))),
        ]
        theme.backdrop = CellStyle(background: rgb(0x000000))
        theme.backdropOpacity = 60
        theme.shadow = CellStyle(background: rgb(0x000000))
        theme.scrollbar = CellStyle(foreground: rgb(0x636366))
        theme.countdown = CellStyle(foreground: rgb(0x8E8E93))
        theme.field = CellStyle(foreground: rgb(0xFFFFFF), background: rgb(0x2C2C2E))
        theme.focusedField = CellStyle(foreground: rgb(0xFFFFFF), background: rgb(0x3A3A3C), attributes: [.underline])
        theme.placeholder = CellStyle(foreground: rgb(0x8E8E93))
        theme.itemDescription = CellStyle(foreground: rgb(0x8E8E93))
        theme.matchedLetters = CellStyle(foreground: rgb(0x0A84FF), attributes: [.bold, .underline])
        theme.error = CellStyle(foreground: rgb(0xFF453A), attributes: [.bold])
        theme.grabber = CellStyle(foreground: rgb(0x636366))
        return theme
    }()

    static let light: Theme = {
        var theme = Theme.standard
        theme.name = "light"
        let card = rgb(0xFFFFFF)
        theme.box = CellStyle(foreground: rgb(0x1C1C1E), background: card)
        theme.borderStyle = CellStyle(foreground: rgb(0xC6C6C8))
        theme.title = CellStyle(foreground: rgb(0x000000), attributes: [.bold])
        theme.message = CellStyle(foreground: rgb(0x3C3C43))
        theme.buttons = [
            .default: ButtonAppearance(normal: CellStyle(foreground: rgb(0x007AFF)),
                                       focused: CellStyle(foreground: rgb(0xFFFFFF), background: rgb(0x007AFF), attributes: [.bold]),
                                       brackets: ("[ ", " ]"), separator: CellStyle(foreground: rgb(0xD1D1D6))),
            .cancel: ButtonAppearance(normal: CellStyle(foreground: rgb(0x3C3C43)),
                                      focused: CellStyle(foreground: rgb(0xFFFFFF), background: rgb(0x636366), attributes: [.bold]),
                                      brackets: ("( ", " )"), separator: CellStyle(foreground: rgb(0xD1D1D6))),
            .destructive: ButtonAppearance(normal: CellStyle(foreground: rgb(0xFF3B30)),
                                           focused: CellStyle(foreground: rgb(0xFFFFFF), background: rgb(0xFF3B30), attributes: [.bold]),
                                           brackets: ("< ", " >"), separator: CellStyle(foreground: rgb(0xD1D1D6))),
        ]
        theme.backdrop = CellStyle(background: rgb(0x000000))
        theme.backdropOpacity = 25
        // A light theme is meant for a light terminal: blend the backdrop with white unless told otherwise.
        theme.assumedTerminalBackground = rgb(0xFFFFFF)
        theme.shadow = CellStyle(background: rgb(0x8E8E93))
        theme.scrollbar = CellStyle(foreground: rgb(0xAEAEB2))
        theme.countdown = CellStyle(foreground: rgb(0x8E8E93))
        theme.field = CellStyle(foreground: rgb(0x000000), background: rgb(0xF2F2F7))
        theme.focusedField = CellStyle(foreground: rgb(0x000000), background: rgb(0xE5E5EA), attributes: [.underline])
        theme.placeholder = CellStyle(foreground: rgb(0x8E8E93))
        theme.itemDescription = CellStyle(foreground: rgb(0x8E8E93))
        theme.matchedLetters = CellStyle(foreground: rgb(0x007AFF), attributes: [.bold, .underline])
        theme.error = CellStyle(foreground: rgb(0xFF3B30), attributes: [.bold])
        theme.grabber = CellStyle(foreground: rgb(0xC7C7CC))
        return theme
    }()

    static let mono: Theme = {
        var theme = Theme.standard
        theme.name = "mono"
        func plain(_ style: CellStyle) -> CellStyle { CellStyle(attributes: style.attributes) }
        theme.border = .square
        theme.borderStyle = .plain
        theme.buttons = theme.buttons.mapValues {
            ButtonAppearance(normal: plain($0.normal), focused: CellStyle(attributes: [.bold, .reverse]), brackets: $0.brackets)
        }
        theme.scrollbar = .plain
        theme.error = CellStyle(attributes: [.bold])
        theme.grabber = .plain
        return theme
    }()

    static let whiptail: Theme = {
        var theme = Theme.standard
        theme.name = "whiptail"
        let window = Color.ansi(7)
        theme.border = .square
        theme.box = CellStyle(foreground: .ansi(0), background: window)
        theme.borderStyle = CellStyle(foreground: .ansi(0))
        theme.title = CellStyle(foreground: .ansi(1), attributes: [.bold])
        theme.message = CellStyle(foreground: .ansi(0))
        let normal = CellStyle(foreground: .ansi(0))
        let focused = CellStyle(foreground: .ansi(15), background: .ansi(1), attributes: [.bold])
        theme.buttons = [
            .default: ButtonAppearance(normal: normal, focused: focused, brackets: ("< ", " >")),
            .cancel: ButtonAppearance(normal: normal, focused: focused, brackets: ("< ", " >")),
            .destructive: ButtonAppearance(normal: CellStyle(foreground: .ansi(1)), focused: focused,
                                           brackets: ("<!", "!>")),
        ]
        theme.backdrop = CellStyle(background: .ansi(4))
        theme.shadow = CellStyle(background: .ansi(0))
        theme.scrollbar = CellStyle(foreground: .ansi(0))
        theme.countdown = CellStyle(foreground: .ansi(0))
        theme.field = CellStyle(foreground: .ansi(15), background: .ansi(4))
        theme.focusedField = CellStyle(foreground: .ansi(15), background: .ansi(4), attributes: [.bold])
        theme.placeholder = CellStyle(foreground: .ansi(7))
        // As whiptail draws them: descriptions in the text colour, legible on the grey card.
        theme.itemDescription = theme.message
        theme.error = CellStyle(foreground: .ansi(1), attributes: [.bold])
        theme.grabber = CellStyle(foreground: .ansi(0))
        return theme
    }()
}
