/// fish `complete` commands: one per option, values listed for enumerated ones.
enum FishCompletion {
    static func script(_ options: [OptionSpec]) -> String {
        var lines = ["# " + CompletionShell.header(.fish), "complete -c popupctl -f"]
        for option in options {
            var words = ["complete -c popupctl"]
            if let short = option.short { words.append("-s \(short)") }
            words.append("-l \(option.long)")
            if option.takesValue {
                words.append(option.completesFiles ? "-r -F" : "-x")
                // Each value with an empty description of its own, or fish repeats the option's on every one.
                if !option.choices.isEmpty { words.append("-a " + quoted(option.choices.map { $0 + "\\t" }.joined(separator: " "))) }
            }
            words.append("-d " + quoted(option.help))
            lines.append(words.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func quoted(_ text: String) -> String {
        var result = "'"
        for character in text {
            if character == "\\" || character == "'" { result.append("\\") }
            result.append(character)
        }
        return result + "'"
    }
}
