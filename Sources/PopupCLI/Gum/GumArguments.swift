/// gum's command line, read as its parser (kong) reads it: the verb first, then flags anywhere
/// among the positional words (`--flag value`, `--flag=value`, `-s value`, `--no-flag` for the
/// negatable ones), `--` ending them. A flag not given takes its environment variable
/// (`GUM_CHOOSE_HEIGHT`), else its default, as the verb's `options.go` declares.
enum GumArguments {
    static func read(_ verb: GumVerb, _ arguments: [String], environment: [String: String]) throws -> GumCommand {
        let flags = verb.flags
        var byName: [String: GumFlag] = [:]
        for flag in flags { byName[flag.name] = flag }
        var given: [String: [String]] = [:]
        var words: [String] = []
        var help = false
        var index = 0
        var ended = false
        func take(_ flag: GumFlag, _ value: String) { given[flag.name, default: []].append(value) }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if ended || argument == "-" || !argument.hasPrefix("-") {
                words.append(argument)
                continue
            }
            if argument == "--" {
                ended = true
                continue
            }
            if argument == "--help" || argument == "-h" {
                help = true
                continue
            }
            let flag: GumFlag
            var inline: String?
            if argument.hasPrefix("--") {
                var name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                if let found = byName[name] {
                    flag = found
                } else if name.hasPrefix("no-"), let found = byName[String(name.dropFirst(3))],
                          case .bool(negatable: true) = found.kind, inline == nil {
                    take(found, "false")
                    continue
                } else {
                    throw CLIError.other("unknown flag --" + name)
                }
            } else {
                let letter = argument.dropFirst().first
                guard let found = flags.first(where: { $0.short == letter && letter != nil }) else {
                    throw CLIError.other("unknown flag " + argument)
                }
                flag = found
                if argument.count > 2 { inline = String(argument.dropFirst(2)) }
            }
            let option = "--" + flag.name
            if !flag.takesValue {
                take(flag, inline ?? "true")
                continue
            }
            if let inline {
                take(flag, inline)
            } else {
                guard index < arguments.count else { throw CLIError.missingValue(option: option, valueName: "value") }
                take(flag, arguments[index])
                index += 1
            }
        }
        var command = GumCommand(verb: verb, values: [:], lists: [:], given: [], words: words, help: help)
        for flag in flags {
            var raw = given[flag.name]
            if raw == nil, let variable = flag.environment, let value = environment[variable], !value.isEmpty { raw = [value] }
            if raw != nil { command.given.insert(flag.name) }
            let values = raw ?? [flag.defaultValue]
            let value = values.last ?? flag.defaultValue
            try check(flag, value)
            command.values[flag.name] = value
            if flag.kind == .list {
                command.lists[flag.name] = raw.map { $0.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) } } ?? []
            }
        }
        return command
    }

    /// Go's `strconv.ParseBool`.
    static func boolean(_ text: String) -> Bool? {
        switch text {
        case "1", "t", "T", "true", "TRUE", "True": return true
        case "0", "f", "F", "false", "FALSE", "False": return false
        default: return nil
        }
    }

    private static func check(_ flag: GumFlag, _ value: String) throws {
        let option = "--" + flag.name
        switch flag.kind {
        case .int:
            if Int(value) == nil { throw CLIError.badValue(option: option, value: value, expected: "a whole number") }
        case .bool:
            if boolean(value) == nil { throw CLIError.badValue(option: option, value: value, expected: "true or false") }
        case .duration:
            if GumDuration.seconds(value) == nil {
                throw CLIError.badValue(option: option, value: value, expected: "a duration such as 5s, 1m30s or 250ms")
            }
        case .string, .list:
            break
        }
    }
}
