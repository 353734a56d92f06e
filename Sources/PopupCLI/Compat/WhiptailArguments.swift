/// whiptail's command line, read as its option parser (popt) reads it: options anywhere, before
/// the box, after the text, after the items; `--` ends them; a value option takes the next word
/// whatever it is. The box option is a flag: its text is the first of the words left over.
/// Which boxes and options there are is `ToolProfile.whiptail`'s.
enum WhiptailArguments {
    static func read(_ arguments: [String]) throws -> CompatRequest {
        let profile = ToolProfile.whiptail
        var request = CompatRequest(tool: .whiptail)
        var box: CompatBox?
        var boxCount = 0
        var words: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                words.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" { request.action = .help; continue }
            if argument == "-v" || argument == "--version" { request.action = .version; continue }
            guard argument.hasPrefix("--") else { throw CompatError.unknownOption(argument) }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if let named = CompatBox(rawValue: name), profile.boxes.contains(named) {
                if inlineValue != nil { throw CompatError.unknownOption(argument) }
                box = named
                boxCount += 1
                continue
            }
            if profile.flags.contains(name) || profile.ignoredFlags.contains(name) {
                if inlineValue != nil { throw CompatError.unknownOption(argument) }
                request.set(flag: name)
                continue
            }
            guard profile.valueOptions.contains(name) else { throw CompatError.unknownOption(argument) }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else { throw CompatError.missingArgument(argument) }
                value = arguments[index]
                index += 1
            }
            try request.set(option: name, value: value)
        }
        if request.action != .show { return request }
        guard let box, boxCount == 1 else {
            throw CompatError.usage(boxCount == 0 ? "no box option given" : "only one box option may be given")
        }
        request.box = box
        try CompatShape.fill(&request, words: words)
        return request
    }
}
