/// gum's help, from the verb table: `gum --help` lists the verbs, `gum VERB --help` a verb's
/// flags with their defaults and environment variables.
enum GumHelp {
    static func usage(program: String) -> String {
        var lines = ["Usage: \(program) <command> [flags]", "",
                     "A tool for glamorous shell scripts (gum's verbs, run by popupctl).", "", "Commands:"]
        let width = GumVerb.allCases.map(\.rawValue.count).max() ?? 0
        for verb in GumVerb.allCases {
            lines.append("  " + verb.rawValue + String(repeating: " ", count: width + 2 - verb.rawValue.count) + verb.summary)
        }
        lines += ["", "Flags:", "  -h, --help       Show context-sensitive help.", "  -v, --version    Print the version number.", "",
                  "Beyond gum: --answer, --answer-value, --answer-item, --answer-file and POPUPCTL_ANSWER,",
                  "POPUPCTL_VALUES, POPUPCTL_ITEMS, POPUPCTL_ANSWER_FILE answer every asking verb with no",
                  "terminal; POPUPCTL_RECORD=FILE records the answers for a replay; --plain, TERM=dumb or",
                  "ACCESSIBLE=1 ask on plain lines; --tmux SPEC shows a tmux popup. The popup is drawn on",
                  "/dev/tty: stdout and stderr stay the script's.",
                  "", "Run \"\(program) <command> --help\" for more information on a command."]
        return lines.joined(separator: "\n") + "\n"
    }

    static func verb(_ verb: GumVerb, program: String) -> String {
        var lines = ["Usage: \(program) \(verb.rawValue) \(verb.arguments)".gumTrimmed + " [flags]", "",
                     verb.summary, "", "Flags:"]
        for flag in verb.flags {
            var line = "  " + (flag.short.map { "-\($0), " } ?? "") + "--" + flag.name
            if case .bool(let negatable) = flag.kind, negatable { line = "  " + (flag.short.map { "-\($0), " } ?? "") + "--[no-]" + flag.name }
            if flag.takesValue { line += "=" + placeholder(flag.kind) }
            var notes: [String] = []
            if !flag.defaultValue.isEmpty, flag.kind != .list { notes.append("default: " + shown(flag.defaultValue)) }
            if let variable = flag.environment { notes.append("$" + variable) }
            if !notes.isEmpty { line += "  (" + notes.joined(separator: ", ") + ")" }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func placeholder(_ kind: GumFlag.Kind) -> String {
        switch kind {
        case .int: return "INT"
        case .duration: return "DURATION"
        case .list: return "STRING,..."
        case .string, .bool: return "STRING"
        }
    }

    private static func shown(_ value: String) -> String {
        value.replacing("\n", with: "\\n").contains(" ") || value.contains("\n") || value.isEmpty
            ? "\"" + value.replacing("\n", with: "\\n") + "\"" : value
    }
}
