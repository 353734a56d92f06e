/// dialog's command line: common options, then a box option followed by its words up to the
/// next `--option`. `--` does not end the options: it makes the one word after it plain text.
/// Which boxes and options there are is `ToolProfile.dialog`'s.
enum DialogArguments {
    static func read(_ arguments: [String]) throws -> CompatRequest {
        let profile = ToolProfile.dialog
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
            if let named = CompatBox(rawValue: name), profile.boxes.contains(named) {
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
            if profile.unsupportedBoxes.contains(name) { throw CompatError.unsupportedBox(name) }
            if profile.flags.contains(name) { request.set(flag: name); continue }
            if profile.ignoredFlags.contains(name) { continue }
            let count = profile.valueOptions.contains(name) ? 1 : profile.ignoredValueOptions[name] ?? -1
            guard count >= 0 else { throw CompatError.unknownOption(argument) }
            guard index + count <= arguments.count else { throw CompatError.missingArgument(argument) }
            let values = Array(arguments[index..<(index + count)])
            index += count
            if profile.valueOptions.contains(name) { try apply(option: name, value: values[0], to: &request) }
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
        case "date-format":
            request.dateFormat = value
        case "time-format":
            request.timeFormat = value
        case "timeout":
            guard let seconds = Int(value), seconds >= 0 else { throw CompatError.badNumber(option: "--timeout", value: value) }
            // A timeout of zero seconds is ignored, as dialog ignores it.
            request.timeout = seconds > 0 ? Double(min(seconds, 365 * 86_400)) : nil
        default:
            try request.set(option: option, value: value)
        }
    }
}
