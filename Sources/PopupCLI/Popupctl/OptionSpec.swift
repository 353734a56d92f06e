import PopupCore

/// One command-line option: what it is called, how it is shown, and what it does. The single
/// source for the parser, the builder, `--spec`, --help, completions and the man page.
public struct OptionSpec: Sendable {
    public enum Group: String, Sendable, CaseIterable {
        case content = "Content"
        case buttons = "Buttons"
        case list = "Lists"
        case layout = "Layout"
        case behaviour = "Behaviour"
        case output = "Output"
        case info = "Information"
    }

    /// What an option changes when it is not the invocation itself: the one just added.
    public enum Target: String, Sendable {
        case button
        case textField = "text field"

        /// A modifier is listed with the options that add what it modifies.
        var group: Group {
            switch self {
            case .button: .buttons
            case .textField: .content
            }
        }
    }

    /// Whether the option takes its input from stdin; stdin can feed only one of them.
    public enum Stdin: Sendable, Equatable {
        case never
        /// The value '-' reads stdin.
        case dash
        /// Reads stdin unless a command is given after '--' (the progress box reads that command's output).
        case unlessCommand
    }

    /// Applies the option, as given, to the invocation built so far; throws when its value is wrong.
    public typealias Apply = @Sendable (inout Invocation, ParsedOption) throws(CLIError) -> Void

    public let long: String
    public let short: Character?
    /// The value's name in help ("TEXT"); nil for a flag without a value.
    public let valueName: String?
    /// The accepted values, when they are a fixed list (for errors and completions). With
    /// `completesFiles` they are suggestions: a path is accepted too.
    public let choices: [String]
    public let group: Group
    public let help: String
    /// Value completes as a file path.
    public let completesFiles: Bool
    /// Set for an option that changes the button or text field just added (help lists these together).
    public let modifies: Target?
    public let stdin: Stdin
    /// Where the option goes in a `--spec` document.
    public let specKey: SpecKey
    /// What must, or must not, be given with it; checked once every option is applied.
    public let rules: [OptionRule]
    /// Its meaning. Every entry has one: there is no option the builder does not handle.
    public let apply: Apply
    /// The heading of the help line it shares with others of its group (fzf's options), nil
    /// for a line of its own.
    public private(set) var helpLine: String?

    public init(_ long: String, short: Character? = nil, value: String? = nil, choices: [String] = [], group: Group,
                files: Bool = false, stdin: Stdin = .never, spec: SpecKey = .named(.plain), rules: [OptionRule] = [],
                _ help: String, apply: @escaping Apply) {
        self.init(long, short: short, value: value, choices: choices, group: group, files: files, modifies: nil, stdin: stdin,
                  spec: spec, rules: rules, help, apply: apply)
    }

    /// An option whose value `reads` checks and turns into what `apply` sets.
    public init<Value>(_ long: String, short: Character? = nil, value: String, group: Group, spec: SpecKey = .named(.plain),
                       rules: [OptionRule] = [], reads reader: ValueReader<Value>, _ help: String,
                       apply: @escaping @Sendable (inout Invocation, Value) -> Void) {
        self.init(long, short: short, value: value, group: group, spec: spec, rules: rules, help) { invocation, option throws(CLIError) in
            apply(&invocation, try reader.read(option))
        }
    }

    init(_ long: String, short: Character?, value: String?, choices: [String], group: Group, files: Bool, modifies: Target?,
         stdin: Stdin, spec: SpecKey, rules: [OptionRule], _ help: String, apply: @escaping Apply) {
        self.long = long
        self.short = short
        valueName = value
        self.choices = choices
        self.group = group
        self.help = help
        completesFiles = files
        self.modifies = modifies
        self.stdin = stdin
        specKey = spec
        self.rules = rules
        self.apply = apply
    }

    /// The same option, listed in help on the line headed `heading` with the others that share it.
    func listed(on heading: String) -> OptionSpec {
        var copy = self
        copy.helpLine = heading
        return copy
    }

    public var takesValue: Bool { valueName != nil }

    /// "button" or "text field": the option changes the one just added.
    public var appliesTo: String? { modifies?.rawValue }

    /// "-t, --title TEXT"
    public var synopsis: String {
        var text = short.map { "-\($0), " } ?? "    "
        text += "--\(long)"
        if let valueName { text += " \(valueName)" }
        return text
    }

    /// "-m" when there is a short name, else "--message-file".
    public var shortestName: String { short.map { "-\($0)" } ?? "--" + long }
}

/// An option is its long name: the table holds one entry for each (a test checks it).
extension OptionSpec: Equatable {
    public static func == (lhs: OptionSpec, rhs: OptionSpec) -> Bool { lhs.long == rhs.long }
}
