/// A gum command line as read (`GumArguments`): the verb, each flag's value (given, else from its
/// environment variable, else its default) and the positional words.
struct GumCommand: Sendable, Equatable {
    var verb: GumVerb
    /// Flag values by name, every flag of the verb present.
    var values: [String: String]
    /// List flags' values by name (repeated or comma-separated).
    var lists: [String: [String]]
    /// The flags given on the command line or by the environment (not defaults).
    var given: Set<String>
    var words: [String]
    /// `--help` was asked for this verb.
    var help = false

    func string(_ name: String) -> String { values[name] ?? "" }

    /// A flag whose value the reader checked to be a number.
    func int(_ name: String) -> Int { Int(values[name] ?? "") ?? 0 }

    /// A flag whose value the reader checked to be a boolean.
    func bool(_ name: String) -> Bool { GumArguments.boolean(values[name] ?? "") ?? false }

    /// Seconds; nil for none (a zero duration, gum's default, is no timeout).
    func seconds(_ name: String) -> Double? {
        let seconds = GumDuration.seconds(values[name] ?? "") ?? 0
        return seconds > 0 ? seconds : nil
    }

    func list(_ name: String) -> [String] { lists[name] ?? [] }

    /// The style sub-flags of one part (`cursor.`), read as lipgloss reads them.
    func style(_ part: String) -> GumStyle {
        GumStyle(self, prefix: part)
    }
}
