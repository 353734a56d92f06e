/// One command-line option: the single source for the parser, --help, completions and the man page.
public struct OptionSpec: Sendable, Equatable {
    public enum Group: String, Sendable, CaseIterable {
        case content = "Content"
        case buttons = "Buttons"
        case list = "Lists"
        case layout = "Layout"
        case behaviour = "Behaviour"
        case output = "Output"
        case info = "Information"
    }

    public var long: String
    public var short: Character?
    /// The value's name in help ("TEXT"); nil for a flag without a value.
    public var valueName: String?
    /// The accepted values, when they are a fixed list (for errors and completions).
    public var choices: [String]
    public var group: Group
    public var help: String
    /// Value completes as a file path.
    public var completesFiles: Bool
    /// "button" or "text field": the option changes the one just added (help lists these together).
    public var appliesTo: String?

    public init(_ long: String, short: Character? = nil, value: String? = nil, choices: [String] = [],
                group: Group, files: Bool = false, appliesTo: String? = nil, _ help: String) {
        self.long = long
        self.short = short
        valueName = value
        self.choices = choices
        self.group = group
        self.help = help
        completesFiles = files
        self.appliesTo = appliesTo
    }

    public var takesValue: Bool { valueName != nil }

    /// "-t, --title TEXT"
    public var synopsis: String {
        var text = short.map { "-\($0), " } ?? "    "
        text += "--\(long)"
        if let valueName { text += " \(valueName)" }
        return text
    }
}
