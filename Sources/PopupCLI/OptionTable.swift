import PopupCore

/// Every option popupctl takes, in help order.
public enum OptionTable {
    public static let all: [OptionSpec] = [
        OptionSpec("spec", value: "PATH|-", group: .content, files: true, "The whole dialog as JSON; later options override it"),
        OptionSpec("title", short: "t", value: "TEXT", group: .content, "Title, in bold at the top"),
        OptionSpec("message", short: "m", value: "TEXT", group: .content, "Message, wrapped; '-' reads it from stdin"),
        OptionSpec("message-file", value: "PATH", group: .content, files: true, "Read the message from a file"),
        OptionSpec("image", value: "PATH", group: .content, files: true,
                   "Picture at the top of the box (PNG, PPM, PGM); '-' reads it from stdin"),

        OptionSpec("button", short: "b", value: "LABEL", group: .buttons, "Add a button ('&' marks its hotkey)"),
        OptionSpec("cancel", short: "c", value: "LABEL", group: .buttons, "Add a cancel button (the safe first focus)"),
        OptionSpec("destructive", short: "d", value: "LABEL", group: .buttons, "Add a destructive button"),
        OptionSpec("default", value: "LABEL|INDEX", group: .buttons, "Focus it first; Enter and --timeout choose it"),
        OptionSpec("buttons-from", value: "PATH|-", group: .buttons, files: true, "One button per line; typing filters them"),
        OptionSpec("filter", group: .buttons, "Typing filters the buttons"),
        OptionSpec("stay", group: .buttons, "Last button: print its label at once, keep the dialog"),
        OptionSpec("icon", value: "SYMBOL", group: .buttons, "Last button: a leading symbol"),
        OptionSpec("accessory", group: .buttons, "Last button: a trailing ›"),
        OptionSpec("height", value: "ROWS", group: .buttons, "Last button: rows tall (1-5)"),

        OptionSpec("input", short: "i", value: "PLACEHOLDER", group: .fields, "Add a text field"),
        OptionSpec("password", short: "p", value: "PLACEHOLDER", group: .fields, "Add a masked text field"),
        OptionSpec("value", value: "TEXT", group: .fields, "Initial text of the field just added"),
        OptionSpec("validate", value: "REGEX", group: .fields, "The field just added must match REGEX"),
        OptionSpec("required", group: .fields, "The field just added may not be empty"),
        OptionSpec("max-length", value: "N", group: .fields, "The field just added takes at most N characters"),

        OptionSpec("style", short: "s", value: "STYLE", choices: DialogStyle.allCases.map(\.rawValue), group: .layout,
                   "alert (centred), sheet (bottom edge) or floating (bottom card)"),
        OptionSpec("axis", value: "AXIS", choices: ButtonAxis.allCases.map(\.rawValue), group: .layout,
                   "Buttons side by side, stacked, or auto"),
        OptionSpec("width", short: "w", value: "N|N%|MIN..MAX", group: .layout, "Box width (default 56)"),
        OptionSpec("transition", value: "NAME", choices: Transition.allCases.map(\.rawValue), group: .layout,
                   "Entry: bounce-up, bounce-down, zoom-in, fade-in, slide-up, slide-down, none"),
        OptionSpec("exit-transition", value: "NAME", choices: ExitTransition.allCases.map(\.rawValue), group: .layout,
                   "Exit: fade-out, slide-down, zoom-out, none (default)"),
        OptionSpec("theme", value: "NAME|PATH", choices: BuiltinThemes.names, group: .layout, files: true,
                   "Theme: default, dark, light, mono, whiptail or a file; 'list', 'preview'"),
        OptionSpec("set", value: "KEY=VALUE", group: .layout, "Change one theme setting (e.g. title.color=#ff8800)"),
        OptionSpec("inline", group: .layout, "Draw below the prompt, not on the alternate screen"),
        OptionSpec("no-color", group: .layout, "No colour (also NO_COLOR)"),
        OptionSpec("plain", group: .layout, "Line-based prompt, no box (also TERM=dumb, ACCESSIBLE=1)"),
        OptionSpec("image-protocol", value: "PROTOCOL", choices: ImageProtocol.allCases.map(\.rawValue), group: .layout,
                   "Draw the picture with auto, blocks (half blocks), kitty, iterm or none"),

        OptionSpec("timeout", short: "T", value: "SECONDS", group: .behaviour, "Choose --default after SECONDS (else exit 124)"),
        OptionSpec("answer", short: "a", value: "LABEL|INDEX", group: .behaviour,
                   "Answer without showing (unattended; also POPUPCTL_ANSWER)"),
        OptionSpec("answer-value", value: "TEXT", group: .behaviour,
                   "With --answer: the next field's value (also POPUPCTL_VALUES, one per line)"),
        OptionSpec("no-escape", group: .behaviour, "Esc does not dismiss"),
        OptionSpec("no-tap-dismiss", group: .behaviour, "A click outside the box does not dismiss"),
        OptionSpec("no-drag-dismiss", group: .behaviour, "Dragging the box down does not dismiss"),
        OptionSpec("no-mouse", group: .behaviour, "Do not take the mouse"),

        OptionSpec("output", short: "o", value: "MODE", choices: OutputMode.allCases.map(\.rawValue), group: .output,
                   "stdout: label (default when piped), index, values, json, none"),

        OptionSpec("help", short: "h", group: .info, "Show this help"),
        OptionSpec("version", short: "V", group: .info, "Show the version"),
    ]

    public static func spec(long: String) -> OptionSpec? { all.first { $0.long == long } }
    public static func spec(short: Character) -> OptionSpec? { all.first { $0.short == short } }
}
