import PopupCore

/// Parsed options → `Invocation`: each option applies itself (its table entry says how), then
/// what the options say of each other is checked once.
public enum InvocationBuilder {
    public static func build(_ arguments: [String]) throws(CLIError) -> Invocation {
        try build(ArgumentParser.parse(arguments))
    }

    public static func build(_ options: [ParsedOption]) throws(CLIError) -> Invocation {
        var invocation = Invocation()
        var given = Set<String>()
        var stdinUser: String?
        for option in options {
            if option.readsStdin {
                let user = option.name + " -"
                if let first = stdinUser, first != user { throw .stdinUsedTwice(first: first, second: user) }
                stdinUser = user
            }
            try option.spec.apply(&invocation, option)
            given.insert(option.spec.long)
        }
        try check(invocation, given: given, stdinUser: stdinUser)
        return invocation
    }

    /// The rules of every option given, in table order; then what reads stdin once all is known.
    private static func check(_ invocation: Invocation, given: Set<String>, stdinUser: String?) throws(CLIError) {
        if invocation.buttons.count > Dialog.maxButtons { throw .tooManyButtons(invocation.buttons.count) }
        // Known only now: a field's --max-length may follow its --validate.
        for field in invocation.fields {
            guard let source = field.pattern, let pattern = try? Pattern.compile(source),
                  field.limit > pattern.longestCheckableValue else { continue }
            throw .patternTooSlow(pattern: source, length: field.limit, longest: max(0, pattern.longestCheckableValue))
        }
        for spec in OptionTable.withCommandWord where given.contains(spec.long) {
            for rule in spec.rules {
                switch rule {
                case .needs(let names):
                    if !names.contains(where: given.contains) {
                        throw .needsOption(option: name(spec, invocation), needed: names.map { "--" + $0 }.joined(separator: " or "))
                    }
                case .excludes(let names, let reason):
                    if let clash = names.first(where: given.contains) {
                        throw .conflicts(option: "--" + clash, other: name(spec, invocation), reason: reason)
                    }
                }
            }
        }
        // Fed by stdin, the box cannot also take its message or buttons from there.
        if !given.contains(OptionTable.commandWord.long), let first = stdinUser,
           let reader = OptionTable.all.first(where: { $0.stdin == .unlessCommand && given.contains($0.long) }) {
            throw .stdinUsedTwice(first: first, second: "--" + reader.long)
        }
    }

    /// As errors name it: "--wait", or the whole command after "--".
    private static func name(_ spec: OptionSpec, _ invocation: Invocation) -> String {
        spec == OptionTable.commandWord ? (["--"] + (invocation.command ?? [])).joined(separator: " ") : "--" + spec.long
    }
}
