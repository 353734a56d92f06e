/// whiptail's command line, read as its option parser (popt) reads it: options anywhere, before
/// the box, after the text, after the items; `--` ends them; a value option takes the next word
/// whatever it is. The box option is a flag: its text is the first of the words left over.
/// Which boxes and options there are is `WhiptailOptions`' and `ToolProfile.whiptail`'s.
enum WhiptailArguments {
    static func read(_ arguments: [String], io: CommandIO) throws -> CompatInvocation {
        let profile = ToolProfile.whiptail
        var invocation = CompatInvocation(profile: .whiptail)
        var request = CompatRequest(profile: .whiptail)
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
            var name: String
            var inlineValue: String?
            if let short = WhiptailOptions.shortNames[argument] {
                name = short
            } else {
                guard argument.hasPrefix("--") else { throw CompatError.unknownOption(argument) }
                name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
            }
            if let named = profile.box(named: name) {
                if inlineValue != nil { throw CompatError.unknownOption(argument) }
                box = named
                boxCount += 1
                continue
            }
            guard let option = WhiptailOptions.table[name] else { throw CompatError.unknownOption(argument) }
            if option.words == 0, inlineValue != nil { throw CompatError.unknownOption(argument) }
            var values: [String] = []
            if option.words > 0 {
                if let inlineValue {
                    values = [inlineValue]
                } else {
                    guard index < arguments.count else { throw CompatError.missingArgument(argument) }
                    values = [arguments[index]]
                    index += 1
                }
            }
            switch option.effect {
            case .run(.help): invocation.action = .help
            case .run(.version): invocation.action = .version
            case .run(.outputFD):
                guard let fd = Int32(values[0]), fd >= 0 else { throw CompatError.badNumber(option: "--output-fd", value: values[0]) }
                invocation.outputFD = fd
            case .run, .ignored: break
            case .flag(let path): request[keyPath: path] = true
            case .value(let apply): try apply(&request, values)
            }
        }
        if invocation.action != .show { return invocation }
        guard let box, boxCount == 1 else {
            throw CompatError.usage(boxCount == 0 ? "no box option given" : "only one box option may be given")
        }
        request.box = box
        request.outputFD = invocation.outputFD
        try CompatShape.fill(&request, words: words)
        invocation.steps = [CompatInvocation.Step(join: .first, box: .success(request))]
        return invocation
    }
}
