import PopupCore

/// One option as found on the command line.
public struct ParsedOption: Sendable, Equatable {
    public var spec: OptionSpec
    /// The spelling used ("-t" or "--title"), for error messages.
    public var name: String
    public var value: String?
}

/// argv → options in order. Knows spelling only; meaning is `InvocationBuilder`'s.
public enum ArgumentParser {
    public static func parse(_ arguments: [String]) throws(CLIError) -> [ParsedOption] {
        var result: [ParsedOption] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                // The end of options: the rest is the command a progress box runs, word by word.
                result += arguments[index...].map { ParsedOption(spec: OptionTable.commandWord, name: "--", value: $0) }
                break
            }
            let spec: OptionSpec
            let name: String
            var attached: String?
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let parts = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let long = String(parts[0])
                // fzf's spellings, as fzf means them: `--preview CMD`, `--filter QUERY`. Alone they
                // were popupctl's own before issue 30, and say what those are called now.
                if let fzf = Self.fzfSpellings[long] {
                    let value = parts.count == 2 ? String(parts[1]) : index < arguments.count && !looksLikeOption(arguments[index])
                        && !arguments[index].hasPrefix("-") ? arguments[index] : nil
                    guard let value else {
                        throw .renamed(option: "--" + long, now: fzf.now, suggestion: fzf.suggestion, for: fzf.was)
                    }
                    if parts.count < 2 { index += 1 }
                    result.append(ParsedOption(spec: fzf.spec, name: "--" + long, value: value))
                    continue
                }
                guard let found = OptionTable.spec(long: long) else {
                    throw .unknownOption("--" + long, suggestion: EditDistance.closest(to: long, among: OptionTable.all.map(\.long)).map { "--" + $0 })
                }
                spec = found
                name = "--" + long
                if parts.count == 2 { attached = String(parts[1]) }
            } else if argument.hasPrefix("-"), argument.count >= 2 {
                let letter = argument[argument.index(after: argument.startIndex)]
                guard let found = OptionTable.spec(short: letter) else {
                    throw .unknownOption(String(argument.prefix(2)), suggestion: nil)
                }
                spec = found
                name = "-" + String(letter)
                if argument.count > 2 { attached = String(argument.dropFirst(2)) }
            } else {
                throw .unexpectedArgument(argument)
            }
            // `--tmux` takes a placement only when one follows: popupctl has no bare arguments,
            // so a word that is no option can only be its SPEC.
            if spec == OptionTable.tmuxPopup, attached == nil, index >= arguments.count || arguments[index].hasPrefix("-") {
                result.append(ParsedOption(spec: spec, name: name, value: ""))
                continue
            }
            if spec.takesValue {
                if let attached {
                    result.append(ParsedOption(spec: spec, name: name, value: attached))
                    continue
                }
                guard index < arguments.count, !looksLikeOption(arguments[index]) else {
                    throw .missingValue(option: name, valueName: spec.valueName ?? "VALUE")
                }
                result.append(ParsedOption(spec: spec, name: name, value: arguments[index]))
                index += 1
            } else {
                if let attached {
                    if argument.hasPrefix("--") {
                        throw .badValue(option: name, value: attached, expected: "no value: '\(name)' is a switch")
                    }
                    throw .unknownOption(argument, suggestion: nil)
                }
                result.append(ParsedOption(spec: spec, name: name, value: nil))
            }
        }
        return result
    }

    /// fzf's options whose names popupctl's own once had: what each is, and what the old meaning
    /// is called now.
    private static let fzfSpellings: [String: (spec: OptionSpec, now: String, suggestion: String, was: String)] = [
        "preview": (OptionTable.previewCommand, "fzf's preview command and needs CMD", "--print-frame", "one frame on stdout"),
        "filter": (OptionTable.printMatches, "fzf's filter and needs QUERY", "--filter-buttons", "typing to filter the buttons"),
    ]

    /// A value may start with '-' ("-" is stdin, "-5 °C" is text), but not be one of our long options.
    private static func looksLikeOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("--"), argument.count > 2 else { return false }
        let long = argument.dropFirst(2).split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
        return OptionTable.spec(long: long) != nil
    }
}
