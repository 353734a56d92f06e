import PopupCore

/// Every option popupctl takes, in help order, each with its meaning. Adding an option is adding
/// an entry here: the parser, the builder, `--spec`, --help, completions and the man page test
/// all read this table.
public enum OptionTable {
    /// `--spec`: read and replaced by the options it stands for before the others are built.
    public static let dialogSpec = OptionSpec("spec", value: "PATH|-", group: .content, files: true, stdin: .dash, spec: .none,
                                              "The dialog as JSON; later options override it") { _, _ throws(CLIError) in
        throw .other("'--spec' must be expanded before the options are built")
    }

    /// `--print-frame`: one frame on stdout (`--preview` before issue 30; `--preview CMD` is fzf's
    /// preview command now, see ArgumentParser).
    public static let previewFrame = OptionSpec("print-frame", group: .output, spec: .none, "Print one frame to stdout; touch no terminal") {
        invocation, _ in invocation.preview = true
    }

    /// `--print-matches QUERY`: the matches, no dialog; fzf's `--filter QUERY` (see ArgumentParser).
    public static let printMatches = OptionSpec("print-matches", short: "f", value: "QUERY", group: .list,
                                                rules: [.needsList, .excludes(["query"], reason: "QUERY is the query")],
                                                "No dialog: the matches, best first (exit 1: none)") { $0.printMatches = $1.text }.listed(on: fzfLine)

    /// What `sh -c CMD` prints for the item under the cursor, beside the list (fzf's `--preview`).
    public static let previewCommand = OptionSpec("preview-command", value: "CMD", group: .list, rules: [.needsList],
                                                  "Show what sh -c CMD prints for the item: {} item, {q} query") {
        $0.previewCommand = $1.text
    }.listed(on: fzfLine)

    /// `--tmux [SPEC]`: the placement is optional (`--tmux -t T` is a popup where the box would be).
    public static let tmuxPopup = OptionSpec("tmux", value: "SPEC", group: .layout, reads: .tmuxSpec,
                                             "In tmux, a popup at [center|top|…][,W[%][,H[%]]]") { $0.tmux = $1 }

    public static let all: [OptionSpec] = [
        dialogSpec,
        OptionSpec("title", short: "t", value: "TEXT", group: .content, "Title, in bold at the top") { $0.title = $1.text },
        OptionSpec("message", short: "m", value: "TEXT", group: .content, stdin: .dash, "Message, wrapped; '-' reads it from stdin") {
            $0.message = $1.readsStdin ? .stdin : .text($1.text)
        },
        OptionSpec("message-file", value: "PATH", group: .content, files: true, stdin: .dash, "Read the message from a file") {
            $0.message = $1.fileOrStdin
        },
        OptionSpec("image", value: "PATH", group: .content, files: true, stdin: .dash, "Picture at the top: PNG, PPM, PGM; '-': stdin") {
            $0.image = $1.readsStdin ? .stdin : .file($1.text)
        },

        .addsField(secure: false, "input", short: "i", "Add a text field"),
        .addsField(secure: true, "password", short: "p", "Add a masked text field"),
        .lastField("value", value: "TEXT", "Initial text of the field just added") { $0.value = Sanitizer.line($1) },
        .lastField("label", value: "TEXT", "A name drawn above the field just added") { $0.label = $1 },
        .lastField("validate", value: "REGEX", reads: .pattern, "The field just added must match REGEX") { $0.pattern = $1 },
        .lastField("validate-message", value: "TEXT", "What --validate says to the person when it refuses") { $0.patternMessage = $1 },
        .lastField("required", "The field just added may not be empty") { field, _ in field.isRequired = true },
        .lastField("max-length", value: "N", spec: .number, reads: .wholeNumber(in: 1...Int.max, expected: "a whole number above 0"),
                   "The field just added takes at most N characters") { $0.maxLength = $1 },

        .addsButton(.default, "button", short: "b", "Add a button ('&' marks its hotkey)"),
        .addsButton(.cancel, "cancel", short: "c", "Add a cancel button (the safe first focus)"),
        .addsButton(.destructive, "destructive", short: "d", "Add a destructive button"),
        OptionSpec("default", value: "LABEL|INDEX", group: .buttons, spec: .named(.number), "Focus it first; Enter and --timeout choose it") {
            $0.defaultReference = $1.text
        },
        OptionSpec("buttons-from", value: "PATH|-", group: .buttons, files: true, stdin: .dash, "One button per line; typing filters them") {
            $0.buttonsSource = $1.fileOrStdin
            $0.buttonsSourceIndex = $0.buttons.count
            $0.filterable = true
        },
        OptionSpec("filter-buttons", group: .buttons, "Typing filters the buttons") { invocation, _ in invocation.filterable = true },
        .lastButton("stay", "The button just added reports at once, stays open") { button, _ in button.staysOpen = true },
        .lastButton("icon", value: "SYMBOL", "Last button: a leading symbol") { $0.icon = $1 },
        .lastButton("accessory", "Last button: a trailing ›") { button, _ in button.accessory = true },
        .lastButton("button-height", value: "ROWS", spec: .number, reads: .wholeNumber(in: 1...5, expected: "rows from 1 to 5"),
                    "Last button: rows tall (1-5)") { $0.height = $1 },

        OptionSpec("item", value: "TEXT", group: .list, spec: .item, "Add a list item; TAG<TAB>DESCRIPTION shows both") {
            $0.items.append($1.text)
        },
        OptionSpec("items-from", value: "PATH|-", group: .list, files: true, stdin: .dash, "One item per line, shown as it is read") {
            $0.itemsSource = $1.fileOrStdin
        },
        OptionSpec("multi", group: .list, rules: [.needsList], "A checklist: Space or Tab checks, all are printed") { invocation, _ in
            invocation.multi = true
        },
        // A plain list has no checks: the tag would be ignored without a word.
        OptionSpec("checked", value: "TAG", group: .list, rules: [.needsList, .needs(anyOf: ["multi"])], "Start the item with this tag checked") {
            $0.checkedTags.append($1.text)
        },
        // whiptail's and dialog's spelling: what an answer naming no item picks, so a list never guesses.
        OptionSpec("default-item", value: "TAG", group: .list, rules: [.needsList, .excludes(["multi"], reason: "a checklist starts with --checked")],
                   "Start on this item; an answer naming none picks it") { $0.defaultItem = $1.text },
        OptionSpec("read0", group: .list, rules: [.needsList], "Items are separated by NUL (find -print0)") { invocation, _ in invocation.read0 = true },
        OptionSpec("print0", group: .list, rules: [.needsList], "Print picked items each ended by NUL") { invocation, _ in invocation.print0 = true },
        printMatches,
        // fzf's options, under fzf's names; listed in help on one line.
        OptionSpec("query", short: "q", value: "TEXT", group: .list, rules: [.needsList], "The query typed when the list opens") {
            $0.query = Sanitizer.line($1.text)
        }.listed(on: fzfLine),
        OptionSpec("prompt", value: "TEXT", group: .list, rules: [.needsList], "What stands before the query (default '› ')") {
            $0.prompt = Sanitizer.line($1.text)
        }.listed(on: fzfLine),
        OptionSpec("cycle", group: .list, rules: [.needsList], "Up from the first item goes to the last, and back") { invocation, _ in
            invocation.cycles = true
        }.listed(on: fzfLine),
        OptionSpec("exact", short: "e", group: .list, rules: [.needsList], "Words match as substrings, not letters in order") { invocation, _ in
            invocation.exact = true
        }.listed(on: fzfLine),
        OptionSpec("no-sort", group: .list, rules: [.needsList], "Matches keep the input's order") { invocation, _ in
            invocation.sorts = false
        }.listed(on: fzfLine),
        OptionSpec("tac", group: .list, rules: [.needsList], "Later items first") { invocation, _ in invocation.tac = true }.listed(on: fzfLine),
        OptionSpec("select-1", group: .list, rules: [.needsList], "One match: it is the answer, nothing drawn") { invocation, _ in
            invocation.selectOne = true
        }.listed(on: fzfLine),
        OptionSpec("exit-0", group: .list, rules: [.needsList], "No match: Cancel's answer at once, nothing drawn") { invocation, _ in
            invocation.exitZero = true
        }.listed(on: fzfLine),
        OptionSpec("print-query", group: .list, rules: [.needsList], "Print the query before the picked items") { invocation, _ in
            invocation.printQuery = true
        }.listed(on: fzfLine),
        OptionSpec("header", value: "TEXT", group: .list, spec: .named(.strings), rules: [.needsList], "Lines shown above the items") {
            $0.header.append($1.text)
        }.listed(on: fzfLine),
        OptionSpec("header-lines", value: "N", group: .list, spec: .named(.number), rules: [.needsList],
                   reads: .wholeNumber(in: 1...ListSpec.maxHeaderLines, expected: "a number of lines from 1 to \(ListSpec.maxHeaderLines)"),
                   "The first N lines are a header, never picked") { $0.headerLines = $1 }.listed(on: fzfLine),
        OptionSpec("delimiter", value: "STR", group: .list, rules: [.needs(anyOf: ["with-nth", "nth"])], reads: .delimiter,
                   "Fields end after STR (default: blanks)") { $0.delimiter = $1 }.listed(on: fzfLine),
        OptionSpec("with-nth", value: "N,..", group: .list, rules: [.needsList], reads: .fields,
                   "The fields shown; the whole line is printed") { $0.withNth = $1 }.listed(on: fzfLine),
        OptionSpec("nth", value: "N,..", group: .list, rules: [.needsList], reads: .fields,
                   "The fields (of those shown) a query matches") { $0.nth = $1 }.listed(on: fzfLine),
        OptionSpec("ansi", group: .list, rules: [.needsList], "Show items' ANSI colours (other codes are dropped)") { invocation, _ in
            invocation.ansi = true
        }.listed(on: fzfLine),
        previewCommand,
        .choice("preview-position", value: "POS", PreviewSpec.Position.self, group: .list, rules: [.needs(anyOf: ["preview-command"])],
                "right (below when narrow) or below") { $0.previewPosition = $1 }.listed(on: fzfLine),
        // fzf's spelling of --preview-position, kept out of --spec (which has the one name).
        OptionSpec("preview-window", value: "POS", choices: ["right", "down"], group: .list, spec: .none,
                   rules: [.needs(anyOf: ["preview-command"])], "fzf's spelling: right or down (sizes ignored)") { invocation, option throws(CLIError) in
            invocation.previewPosition = try ValueReader.previewWindow.read(option)
        }.listed(on: fzfLine),
        // fzf's --height: a picker in rows below the prompt.
        OptionSpec("rows", value: "N|N%", group: .list, spec: .named(.number), rules: [.needs(anyOf: ["inline"])], reads: .height,
                   "Inline: at most N rows (or N% of them)") { $0.inlineRows = $1 }.listed(on: fzfLine),
        OptionSpec.fzfHeight.listed(on: fzfLine),
        OptionSpec("border", group: .list, spec: .none, "Inline: a list keeps its box, frame and buttons") { invocation, _ in
            invocation.border = true
        }.listed(on: fzfLine),

        .choice("style", short: "s", value: "STYLE", DialogStyle.self, group: .layout, "alert (centred), sheet (bottom), floating (card)") {
            $0.style = $1
        },
        .choice("axis", value: "AXIS", ButtonAxis.self, group: .layout, "Buttons side by side, stacked, or auto") { $0.axis = $1 },
        OptionSpec("width", short: "w", value: "N|N%|MIN..MAX", group: .layout, spec: .named(.number), reads: .width,
                   "Box width (default 40..56)") { $0.width = $1 },
        .choice("transition", value: "NAME", Transition.self, group: .layout, "Entry: bounce-up, zoom-in, fade-in, slide-up…") {
            $0.transition = $1
        },
        .choice("exit-transition", value: "NAME", ExitTransition.self, group: .layout, "Exit: fade-out, slide-down, zoom-out, none") {
            $0.exitTransition = $1
        },
        OptionSpec("theme", value: "NAME|PATH", choices: BuiltinThemes.names + themeCommands.map(\.name), group: .layout, files: true,
                   "Name or file; try --theme list or --theme preview") { invocation, option in
            if let command = themeCommands.first(where: { $0.name == option.text }) {
                invocation.action = command.action
            } else {
                invocation.theme = option.text
            }
        },
        OptionSpec("set", value: "KEY=VALUE", group: .layout, spec: .named(.strings), "One theme setting, e.g. title.color=#ff8800") {
            $0.themeSettings.append($1.text)
        },
        tmuxPopup,
        OptionSpec("inline", group: .layout, "Draw below the prompt, not on the alternate screen") { invocation, _ in invocation.inline = true },
        OptionSpec("no-color", group: .layout, "No colour (also NO_COLOR)") { invocation, _ in invocation.noColor = true },
        OptionSpec("plain", group: .layout, "Line-based prompt (also TERM=dumb, ACCESSIBLE=1)") { invocation, _ in invocation.plain = true },
        .choice("image-protocol", value: "NAME", ImageProtocol.self, group: .layout, "Picture by auto, blocks, kitty, iterm or none") {
            $0.imageProtocol = $1
        },

        OptionSpec("timeout", short: "T", value: "SECONDS", group: .behaviour, spec: .named(.number), reads: .seconds,
                   "Choose --default after SECONDS (else exit 124)") { $0.timeout = $1 },
        OptionSpec("answer", short: "a", value: "LABEL|INDEX", group: .behaviour, spec: .named(.number),
                   "Answer unseen, for scripts (also POPUPCTL_ANSWER)") { $0.answer = $1.text },
        OptionSpec("answer-value", value: "TEXT", group: .behaviour, spec: .named(.strings),
                   "With --answer, a field's value (POPUPCTL_VALUES)") { $0.answerValues.append($1.text) },
        OptionSpec("answer-item", value: "TAG", group: .behaviour,
                   "With --answer, pick a list item (POPUPCTL_ITEMS)") { $0.answerItems.append($1.text) },
        OptionSpec("answer-file", value: "PATH", group: .behaviour, files: true,
                   "Answer from the next line of a recorded file") { $0.answerFile = $1.text },
        OptionSpec("no-escape", group: .behaviour, "Esc does not dismiss") { invocation, _ in invocation.dismissOnEscape = false },
        OptionSpec("no-tap-dismiss", group: .behaviour, "A click outside the box does not dismiss") { invocation, _ in
            invocation.dismissOnTapOutside = false
        },
        OptionSpec("no-drag-dismiss", group: .behaviour, "Dragging the box down does not dismiss") { invocation, _ in
            invocation.dismissOnDrag = false
        },
        OptionSpec("no-mouse", group: .behaviour, "Do not take the mouse") { invocation, _ in invocation.mouse = false },
        OptionSpec("progress", group: .behaviour, stdin: .unlessCommand,
                   rules: [.excludes(["item", "items-from"], reason: "a progress box has no list")],
                   "A progress bar: stdin lines, or run '-- CMD ARGS…'") { invocation, _ in invocation.progress = true },
        OptionSpec("wait", group: .behaviour, rules: [.needs(anyOf: ["progress"])], "With --progress: say Done at the end, await OK") {
            invocation, _ in invocation.progressWaits = true
        },
        OptionSpec("no-wait", group: .behaviour,
                   rules: [.excludes(["item", "items-from", "input", "password", "progress", "timeout"], reason: "it does not wait for an answer")],
                   "Draw once below the prompt and exit 0 at once") { invocation, _ in invocation.noWait = true },

        .choice("output", short: "o", value: "MODE", OutputMode.self, group: .output, "picks/values (default), label, index, json, none") {
            $0.output = $1
        },
        previewFrame,
        OptionSpec("size", value: "COLSxROWS", group: .output, spec: .none, rules: [.needs(anyOf: ["print-frame"])], reads: .screenSize,
                   "Screen size for --print-frame (default 80x24)") { $0.previewSize = $1 },

        OptionSpec("help", short: "h", group: .info, spec: .none, "Show this help") { invocation, _ in invocation.action = .help },
        OptionSpec("version", short: "V", group: .info, spec: .none, "Show the version") { invocation, _ in invocation.action = .version },
        .choice("completions", value: "SHELL", CompletionShell.self, group: .info, spec: .none,
                "Print the completion script for bash, zsh or fish") { $0.action = .completions($1) },
    ]

    /// A word of the command after `--` (not an option: the parser makes one per word).
    public static let commandWord = OptionSpec("--", value: "CMD", group: .behaviour, spec: .command, rules: [.needs(anyOf: ["progress"])],
                                               "The command a progress box runs") { $0.command.append($1.text) }

    /// Every entry with its rules: the table and the command word.
    public static let withCommandWord = all + [commandWord]

    /// The help line fzf's options share.
    static let fzfLine = "As in fzf"

    /// `--theme list` and `--theme preview` are commands, not themes.
    private static let themeCommands: [(name: String, action: Invocation.Action)] = [("list", .listThemes), ("preview", .previewThemes)]

    /// By long name, looked up once per argument: ten thousand `--item`s must not scan the table each.
    public static func spec(long: String) -> OptionSpec? { byLong[long] }
    public static func spec(short: Character) -> OptionSpec? { byShort[short] }

    private static let byLong = Dictionary(all.map { ($0.long, $0) }, uniquingKeysWith: { first, _ in first })
    private static let byShort = Dictionary(all.compactMap { option in option.short.map { ($0, option) } }, uniquingKeysWith: { first, _ in first })
}
