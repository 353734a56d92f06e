import PopupCore

/// Every option popupctl takes, in help order.
public enum OptionTable {
    public static let all: [OptionSpec] = [
        OptionSpec("spec", value: "PATH|-", group: .content, files: true, "The dialog as JSON; later options override it"),
        OptionSpec("title", short: "t", value: "TEXT", group: .content, "Title, in bold at the top"),
        OptionSpec("message", short: "m", value: "TEXT", group: .content, "Message, wrapped; '-' reads it from stdin"),
        OptionSpec("message-file", value: "PATH", group: .content, files: true, "Read the message from a file"),
        OptionSpec("image", value: "PATH", group: .content, files: true, "Picture at the top: PNG, PPM, PGM; '-': stdin"),

        OptionSpec("input", short: "i", value: "PLACEHOLDER", group: .content, "Add a text field"),
        OptionSpec("password", short: "p", value: "PLACEHOLDER", group: .content, "Add a masked text field"),
        OptionSpec("value", value: "TEXT", group: .content, appliesTo: "text field", "Initial text of the field just added"),
        OptionSpec("validate", value: "REGEX", group: .content, appliesTo: "text field", "The field just added must match REGEX"),
        OptionSpec("required", group: .content, appliesTo: "text field", "The field just added may not be empty"),
        OptionSpec("max-length", value: "N", group: .content, appliesTo: "text field", "The field just added takes at most N characters"),

        OptionSpec("button", short: "b", value: "LABEL", group: .buttons, "Add a button ('&' marks its hotkey)"),
        OptionSpec("cancel", short: "c", value: "LABEL", group: .buttons, "Add a cancel button (the safe first focus)"),
        OptionSpec("destructive", short: "d", value: "LABEL", group: .buttons, "Add a destructive button"),
        OptionSpec("default", value: "LABEL|INDEX", group: .buttons, "Focus it first; Enter and --timeout choose it"),
        OptionSpec("buttons-from", value: "PATH|-", group: .buttons, files: true, "One button per line; typing filters them"),
        OptionSpec("filter", group: .buttons, "Typing filters the buttons"),
        OptionSpec("stay", group: .buttons, appliesTo: "button", "The button just added reports at once, stays open"),
        OptionSpec("icon", value: "SYMBOL", group: .buttons, appliesTo: "button", "Last button: a leading symbol"),
        OptionSpec("accessory", group: .buttons, appliesTo: "button", "Last button: a trailing ›"),
        OptionSpec("height", value: "ROWS", group: .buttons, appliesTo: "button", "Last button: rows tall (1-5)"),

        OptionSpec("item", value: "TEXT", group: .list, "Add a list item; TAG<TAB>DESCRIPTION shows both"),
        OptionSpec("items-from", value: "PATH|-", group: .list, files: true, "One item per line, shown as it is read"),
        OptionSpec("multi", group: .list, "A checklist: Space checks items, all are printed"),
        OptionSpec("checked", value: "TAG", group: .list, "Start the item with this tag checked"),
        OptionSpec("read0", group: .list, "Items are separated by NUL (find -print0)"),
        OptionSpec("print0", group: .list, "Print picked items each ended by NUL"),

        OptionSpec("style", short: "s", value: "STYLE", choices: DialogStyle.allCases.map(\.rawValue), group: .layout,
                   "alert (centred), sheet (bottom), floating (card)"),
        OptionSpec("axis", value: "AXIS", choices: ButtonAxis.allCases.map(\.rawValue), group: .layout,
                   "Buttons side by side, stacked, or auto"),
        OptionSpec("width", short: "w", value: "N|N%|MIN..MAX", group: .layout, "Box width (default 40..56)"),
        OptionSpec("transition", value: "NAME", choices: Transition.allCases.map(\.rawValue), group: .layout,
                   "Entry: bounce-up, zoom-in, fade-in, slide-up…"),
        OptionSpec("exit-transition", value: "NAME", choices: ExitTransition.allCases.map(\.rawValue), group: .layout,
                   "Exit: fade-out, slide-down, zoom-out, none"),
        OptionSpec("theme", value: "NAME|PATH", choices: BuiltinThemes.names + ["list", "preview"], group: .layout,
                   files: true, "Name or file; try --theme list or --theme preview"),
        OptionSpec("set", value: "KEY=VALUE", group: .layout, "One theme setting, e.g. title.color=#ff8800"),
        OptionSpec("inline", group: .layout, "Draw below the prompt, not on the alternate screen"),
        OptionSpec("no-color", group: .layout, "No colour (also NO_COLOR)"),
        OptionSpec("plain", group: .layout, "Line-based prompt (also TERM=dumb, ACCESSIBLE=1)"),
        OptionSpec("image-protocol", value: "NAME", choices: ImageProtocol.allCases.map(\.rawValue), group: .layout,
                   "Picture by auto, blocks, kitty, iterm or none"),

        OptionSpec("timeout", short: "T", value: "SECONDS", group: .behaviour, "Choose --default after SECONDS (else exit 124)"),
        OptionSpec("answer", short: "a", value: "LABEL|INDEX", group: .behaviour,
                   "Answer unseen, for scripts (also POPUPCTL_ANSWER)"),
        OptionSpec("answer-value", value: "TEXT", group: .behaviour,
                   "With --answer, a field's value (POPUPCTL_VALUES)"),
        OptionSpec("answer-item", value: "TAG", group: .behaviour,
                   "With --answer, pick a list item (POPUPCTL_ITEMS)"),
        OptionSpec("no-escape", group: .behaviour, "Esc does not dismiss"),
        OptionSpec("no-tap-dismiss", group: .behaviour, "A click outside the box does not dismiss"),
        OptionSpec("no-drag-dismiss", group: .behaviour, "Dragging the box down does not dismiss"),
        OptionSpec("no-mouse", group: .behaviour, "Do not take the mouse"),
        OptionSpec("progress", group: .behaviour, "A progress bar fed by stdin lines, or run '-- CMD ARGS…'"),
        OptionSpec("wait", group: .behaviour, "With --progress: at the end say Done and wait for OK"),
        OptionSpec("no-wait", group: .behaviour, "Draw once below the prompt and exit 0 at once"),

        OptionSpec("output", short: "o", value: "MODE", choices: OutputMode.allCases.map(\.rawValue), group: .output,
                   "label (piped default), index, values, json, none"),
        OptionSpec("preview", group: .output, "Print one frame to stdout; touch no terminal"),
        OptionSpec("size", value: "COLSxROWS", group: .output, "Screen size for --preview (default 80x24)"),

        OptionSpec("help", short: "h", group: .info, "Show this help"),
        OptionSpec("version", short: "V", group: .info, "Show the version"),
        OptionSpec("completions", value: "SHELL", choices: CompletionShell.allCases.map(\.rawValue), group: .info,
                   "Print the completion script for bash, zsh or fish"),
    ]

    /// A word of the command after `--` (not an option: the parser makes one per word).
    public static let commandWord = OptionSpec("--", value: "CMD", group: .behaviour, "The command a progress box runs")

    /// By long name, looked up once per argument: ten thousand `--item`s must not scan the table each.
    public static func spec(long: String) -> OptionSpec? { byLong[long] }
    private static let byLong = Dictionary(all.map { ($0.long, $0) }, uniquingKeysWith: { first, _ in first })
    public static func spec(short: Character) -> OptionSpec? { all.first { $0.short == short } }
}
