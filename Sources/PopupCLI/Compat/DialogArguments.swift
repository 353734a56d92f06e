/// dialog's command line: common options, then a box option followed by its words up to the
/// next `--option`. `--` does not end the options: it makes the one word after it plain text.
enum DialogArguments {
    /// Options that change what the script sees.
    private static let flags: Set<String> = [
        "colors", "cr-wrap", "defaultno", "extra-button", "help-button", "help-status", "insecure", "item-help", "no-cancel",
        "nocancel", "no-collapse", "no-items", "no-nl-expand", "no-ok", "nook", "no-tags", "separate-output",
        "single-quoted", "stderr", "stdout", "scrollbar",
    ]
    /// Options that only change the look, or that popupctl does anyway; accepted and ignored.
    static let ignoredFlags: Set<String> = [
        "ascii-lines", "beep", "beep-after", "clear", "cursor-off-label", "erase-on-exit", "help-tags",
        "ignore", "iso-week", "keep-tite", "keep-window", "last-key", "no-kill", "no-lines", "no-mouse",
        "no-shadow", "quoted", "reorder", "shadow", "size-err", "tab-correct", "trim",
        "visit-items", "fixed-font", "print-size", "and-widget",
    ]
    private static let valued: Set<String> = [
        "title", "backtitle", "ok-label", "cancel-label", "yes-label", "no-label", "extra-label", "help-label",
        "exit-label", "default-item", "default-button", "output-fd", "timeout", "output-separator", "separator",
    ]
    /// Cosmetic options with one value (two for --begin); accepted and ignored.
    static let ignoredValued: [String: Int] = [
        "aspect": 1, "begin": 2, "column-separator": 1, "date-format": 1, "hfile": 1, "hline": 1, "input-fd": 1,
        "max-input": 1, "separate-widget": 1, "sleep": 1, "tab-len": 1,
        "time-format": 1, "trace": 1, "week-start": 1,
    ]

    static func read(_ arguments: [String]) throws -> CompatRequest {
        var request = CompatRequest(tool: .dialog)
        var box: CompatBox?
        var words: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                throw CompatError.unknownOption(argument)
            }
            let name = String(argument.dropFirst(2))
            if name == "help" { request.action = .help; continue }
            if name == "version" || name == "print-version" { request.action = .version; continue }
            if name == "print-maxsize" { request.action = .printMaxSize; continue }
            if let named = CompatBox(rawValue: name) {
                guard box == nil else { throw CompatError.usage("popupctl shows one box at a time (--\(named.rawValue) after --\(box!.rawValue))") }
                box = named
                while index < arguments.count {
                    var word = arguments[index]
                    if word == "--", index + 1 < arguments.count {
                        index += 1
                        word = arguments[index]
                    } else if word.hasPrefix("--"), word.count > 2 {
                        break
                    }
                    words.append(word)
                    index += 1
                }
                continue
            }
            if CompatBox.unsupportedDialogBoxes.contains(name) { throw CompatError.unsupportedBox(name) }
            if flags.contains(name) { request.set(flag: name); continue }
            if ignoredFlags.contains(name) { continue }
            let count = valued.contains(name) ? 1 : ignoredValued[name] ?? -1
            guard count >= 0 else { throw CompatError.unknownOption(argument) }
            guard index + count <= arguments.count else { throw CompatError.missingArgument(argument) }
            let values = Array(arguments[index..<(index + count)])
            index += count
            if valued.contains(name) { try apply(option: name, value: values[0], to: &request) }
        }
        if request.action != .show { return request }
        guard let box else { throw CompatError.usage("no box option given") }
        request.box = box
        try CompatShape.fill(&request, words: words)
        return request
    }

    /// dialog's own value options; the shared ones are `CompatRequest.set(option:value:)`'s.
    private static func apply(option: String, value: String, to request: inout CompatRequest) throws {
        switch option {
        case "default-button":
            let buttons: [String: CompatButton] = ["ok": .ok, "yes": .ok, "no": .cancel, "cancel": .cancel,
                                                   "extra": .extra, "help": .help]
            request.defaultButton = buttons[value.lowercased()]
        case "output-separator", "separator":
            request.outputSeparator = value
        case "timeout":
            guard let seconds = Int(value), seconds >= 0 else { throw CompatError.badNumber(option: "--timeout", value: value) }
            // A timeout of zero seconds is ignored, as dialog ignores it.
            request.timeout = seconds > 0 ? Double(min(seconds, 365 * 86_400)) : nil
        default:
            try request.set(option: option, value: value)
        }
    }
}
