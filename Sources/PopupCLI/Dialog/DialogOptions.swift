/// dialog 1.3's option table (its man page, and the whiptail and Xdialog spellings it maps, as its
/// COMPATIBILITY section lists them): every option it accepts, with the words it takes. An option
/// that changes only the look is accepted and ignored; one that keeps for the boxes after it in
/// a chain (`keeps`) is one of dialog's screen-wide settings. The boxes are `DialogBoxes`'.
enum DialogOptions {
    static let table: [String: CompatOption] = {
        var table: [String: CompatOption] = [
            // The run as a whole.
            "and-widget": .run(.andWidget),
            "args": .run(.args),
            "create-rc": .run(.createRC, words: 1),
            "file": .run(.file, words: 1),
            "help": .run(.help),
            "input-fd": .run(.inputFD, words: 1, numeric: true),
            "output-fd": .run(.outputFD, words: 1, numeric: true),
            "print-maxsize": .run(.printMaxSize),
            "print-text-only": .run(.printTextOnly, words: 1),
            "print-text-size": .run(.printTextSize, words: 1),
            "print-version": .run(.printVersion),
            "stderr": .run(.stderr),
            "stdout": .run(.stdout),
            "version": .run(.version),

            // Texts and labels.
            "backtitle": .value { $0.backtitle = $1[0] },
            "title": .value { $0.title = $1[0] },
            "cancel-label": .text(\.cancelLabel),
            "exit-label": .text(\.okLabel),
            "extra-label": .text(\.extraLabel),
            "help-label": .text(\.helpLabel),
            "no-label": .text(\.noLabel),
            "ok-label": .text(\.okLabel),
            "yes-label": .text(\.yesLabel),
            "colors": .flag(\.colors),
            "cr-wrap": .flag(\.crWrap),
            "no-collapse": .flag(\.noCollapse),
            "no-nl-expand": .flag(\.noNewlineExpand),
            "trim": .flag(\.trim),

            // Buttons and the first focus.
            "default-button": .value { request, words in try request.setDefaultButton(words[0]) },
            "default-item": .value { $0.defaultItem = $1[0] },
            "defaultno": .value(words: 0) { request, _ in try request.setDefaultButton("no") },
            "extra-button": .flag(\.extraButton),
            "help-button": .flag(\.helpButton),
            "no-cancel": .flag(\.noCancel),
            "no-ok": .flag(\.noOK),

            // Lists, forms and fields.
            "help-status": .flag(\.helpStatus),
            "help-tags": .flag(\.helpTags),
            "insecure": .flag(\.insecure),
            "item-help": .flag(\.itemHelp),
            "max-input": .value(numeric: true) { request, words in request.maxInput = CompatNumber.parse(words[0]).map { max(0, $0) } },
            "no-hot-list": .flag(\.noHotList),
            "no-items": .flag(\.noItem),
            "no-tags": .flag(\.noTags),
            "reorder": .flag(\.reorder),
            "visit-items": .flag(\.visitItems, keeps: true),

            // The result and its separators.
            "output-separator": .value { $0.outputSeparator = $1[0] },
            "quoted": .flag(\.quoted),
            "separate-output": .flag(\.separateOutput),
            "separate-widget": .value(keeps: true) { $0.separateWidget = $1[0] },
            "single-quoted": .flag(\.singleQuoted),

            // Time.
            "sleep": .value(numeric: true) { request, words in request.sleep = min(max(0, CompatNumber.parse(words[0]) ?? 0), 86_400) },
            "timeout": .value(numeric: true) { request, words in
                // Zero (or less) is no timeout, as dialog has it.
                let seconds = CompatNumber.parse(words[0]) ?? 0
                request.timeout = seconds > 0 ? Double(min(seconds, 365 * 86_400)) : nil
            },
            // The calendar's and the time box's result formats and week.
            "date-format": .value { $0.dateFormat = $1[0] },
            "time-format": .value { $0.timeFormat = $1[0] },
            "week-start": .value { $0.weekStart = $1[0] },
            "iso-week": .flag(\.isoWeek),

            // The look, the screen and what popupctl does anyway: accepted, ignored.
            "ascii-lines": .ignored(),
            "aspect": .ignored(words: 1, numeric: true, keeps: true),
            "begin": .ignored(words: 2, numeric: true),
            "beep": .ignored(),
            "beep-after": .ignored(),
            "clear": .ignored(),
            "column-separator": .ignored(words: 1),
            "cursor-off-label": .ignored(),
            "erase-on-exit": .ignored(),
            "hfile": .ignored(words: 1),
            "hline": .ignored(words: 1),
            "ignore": .ignored(),
            "keep-tite": .ignored(),
            "keep-window": .ignored(),
            "last-key": .ignored(),
            "no-kill": .ignored(),
            "no-lines": .ignored(),
            "no-mouse": .flag(\.noMouse, keeps: true),
            "no-shadow": .ignored(keeps: true),
            "print-size": .ignored(),
            "scrollbar": .ignored(keeps: true),
            "size-err": .ignored(),
            "tab-correct": .ignored(),
            "tab-len": .ignored(words: 1, numeric: true, keeps: true),
            "trace": .ignored(words: 1),
            // Xdialog's, which dialog ignores too.
            "allow-close": .ignored(),
            "auto-placement": .ignored(),
            "fixed-font": .ignored(),
            "icon": .ignored(words: 1),
            "keep-colors": .ignored(),
            "no-close": .ignored(),
            "screen-center": .ignored(),
            "smooth": .ignored(),
            "under-mouse": .ignored(),
            "wmclass": .ignored(words: 1),
        ]
        // whiptail's spellings, mapped as dialog maps them.
        table["cancel-button"] = table["cancel-label"]
        table["no-button"] = table["no-label"]
        table["ok-button"] = table["ok-label"]
        table["yes-button"] = table["yes-label"]
        table["noitem"] = table["no-items"]
        table["notags"] = table["no-tags"]
        table["scrolltext"] = table["scrollbar"]
        table["fb"] = .ignored()
        table["fullbutton"] = .ignored()
        table["topleft"] = .ignored()
        // Xdialog's name for the output separator.
        table["separator"] = table["output-separator"]
        return table
    }()

    /// The name dialog finds for `name`: the name itself, else with a "no" put in or taken out
    /// (`--nocancel` is `--no-cancel`, `--shadow` turns `--no-shadow` off), among its options and
    /// its boxes; and whether a flag is on as spelled (false: the spelling turns it off).
    static func lookup(_ name: String) -> (name: String, on: Bool)? {
        var candidates = [name]
        if name.hasPrefix("no") {
            let rest = String(name.dropFirst(name.hasPrefix("no-") ? 3 : 2))
            candidates += ["no-" + rest, rest]
        } else {
            candidates.append("no-" + name)
        }
        guard let found = candidates.first(where: { table[$0] != nil || isBox($0) }) else { return nil }
        // On when spelled as it is, or with the "no" it has (`--nocancel`).
        return (found, found == name || found.hasPrefix("no") == name.hasPrefix("no"))
    }

    /// A box's name (supported or not).
    static func isBox(_ name: String) -> Bool {
        ToolProfile.dialog.box(named: name) != nil || ToolProfile.dialog.unsupportedBoxes.contains(name)
    }
}
