import PopupCore

/// The shapes of option that say one thing twice otherwise: a fixed list of values, a button or
/// text field added, a change to the one just added. Each makes the data and the meaning from
/// the same argument, so they cannot disagree.
extension OptionSpec {
    /// An option whose value is one case of `type`: its choices are the type's, and so are its errors.
    static func choice<T: RawRepresentable & CaseIterable & Sendable>(
        _ long: String, short: Character? = nil, value: String, _ type: T.Type, group: Group, spec: SpecKey = .named(.plain),
        rules: [OptionRule] = [], _ help: String, apply: @escaping @Sendable (inout Invocation, T) -> Void
    ) -> OptionSpec where T.RawValue == String {
        OptionSpec(long, short: short, value: value, choices: T.allCases.map(\.rawValue), group: group, spec: spec, rules: rules, help) {
            invocation, option throws(CLIError) in apply(&invocation, try ValueReader<T>.choice.read(option))
        }
    }

    /// Adds a button of `role`; in a spec, an object of "buttons" with that role.
    static func addsButton(_ role: ButtonRole, _ long: String, short: Character, _ help: String) -> OptionSpec {
        OptionSpec(long, short: short, value: "LABEL", group: .buttons, spec: .button(role), reads: .button(role: role), help) {
            $0.buttons.append($1)
        }
    }

    /// Adds a text field; in a spec, an object of "fields" with that "password".
    static func addsField(secure: Bool, _ long: String, short: Character, _ help: String) -> OptionSpec {
        OptionSpec(long, short: short, value: "PLACEHOLDER", group: .content, spec: .field(secure: secure), help) { invocation, option in
            invocation.fields.append(TextField(placeholder: option.text, isSecure: secure))
        }
    }

    /// Changes the button just added: `reads` checks the value (before the button is looked for,
    /// so a bad value is named first), `change` applies it.
    static func lastButton<Value>(_ long: String, value: String? = nil, spec: SpecValue = .plain, reads reader: ValueReader<Value>,
                                  _ help: String,
                                  change: @escaping @Sendable (inout Button, Value) -> Void) -> OptionSpec {
        modifier(.button, of: \.buttons, long, value: value, spec: spec, reads: reader, help, change: change)
    }

    /// Changes the button just added with the value as given.
    static func lastButton(_ long: String, value: String? = nil, _ help: String,
                           change: @escaping @Sendable (inout Button, String) -> Void) -> OptionSpec {
        lastButton(long, value: value, reads: .text, help, change: change)
    }

    /// Changes the text field just added: `reads` checks the value, `change` applies it.
    static func lastField<Value>(_ long: String, value: String? = nil, spec: SpecValue = .plain, reads reader: ValueReader<Value>,
                                 _ help: String,
                                 change: @escaping @Sendable (inout TextField, Value) -> Void) -> OptionSpec {
        modifier(.textField, of: \.fields, long, value: value, spec: spec, reads: reader, help, change: change)
    }

    /// Changes the text field just added with the value as given.
    static func lastField(_ long: String, value: String? = nil, _ help: String,
                          change: @escaping @Sendable (inout TextField, String) -> Void) -> OptionSpec {
        lastField(long, value: value, reads: .text, help, change: change)
    }

    /// `--height N|N%`: fzf's, the picker drawn inline in that many rows (`--inline --rows`).
    /// After a button it once meant that button's rows: there it is refused, naming
    /// `--button-height`, rather than read one way by some scripts and the other by others.
    static var fzfHeight: OptionSpec {
        OptionSpec("height", value: "N|N%", group: .list, spec: .named(.number),
                   "fzf's: --inline --rows N|N%") { invocation, option throws(CLIError) in
            guard invocation.buttons.isEmpty else {
                throw .renamed(option: "--height", now: "fzf's inline height", suggestion: "--button-height", for: "the rows of the button just added")
            }
            invocation.inline = true
            invocation.inlineRows = try ValueReader<HeightRule>.height.read(option)
        }
    }

    private static func modifier<Subject, Value>(
        _ target: Target, of list: WritableKeyPath<Invocation, [Subject]> & Sendable, _ long: String, value: String?,
        spec: SpecValue, reads reader: ValueReader<Value>, _ help: String,
        change: @escaping @Sendable (inout Subject, Value) -> Void
    ) -> OptionSpec {
        OptionSpec(long, short: nil, value: value, choices: [], group: target.group, files: false, modifies: target, stdin: .never,
                   spec: .named(spec), rules: [], help) { invocation, option throws(CLIError) in
            let given = try reader.read(option)
            guard let last = invocation[keyPath: list].indices.last else {
                throw .modifierWithoutTarget(option: option.name, target: target.rawValue)
            }
            change(&invocation[keyPath: list][last], given)
        }
    }
}
