/// A zsh completion function for `fpath` (`#compdef`), built on `_arguments`.
enum ZshCompletion {
    static func script(_ options: [OptionSpec]) -> String {
        var lines = ["#compdef popupctl", "# " + CompletionShell.header(.zsh), "", "_arguments -S \\"]
        for option in options {
            // Every option may repeat: buttons and fields do, and for the rest the last one counts.
            let description = "[" + escaped(option.help) + "]"
            let argument: String
            if let valueName = option.valueName {
                argument = ":" + escaped(valueName.lowercased()) + ":" + action(option)
            } else {
                argument = ""
            }
            let tail = quoted(description + argument)
            if let short = option.short {
                let suffixes = option.takesValue ? ("+", "=") : ("", "")
                lines.append("  '*'{-\(short)\(suffixes.0),--\(option.long)\(suffixes.1)}\(tail) \\")
            } else {
                lines.append("  \(quoted("*--" + option.long + (option.takesValue ? "=" : "") + description + argument)) \\")
            }
        }
        lines[lines.count - 1].removeLast(2)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func action(_ option: OptionSpec) -> String {
        switch (option.choices.isEmpty, option.completesFiles) {
        case (false, false): "(" + option.choices.joined(separator: " ") + ")"
        // Inside an `_arguments` spec a colon ends the action, so the ones `_alternative` reads are escaped.
        case (false, true): "{_alternative 'names\\:name\\:(" + option.choices.joined(separator: " ") + ")' 'files\\:file\\:_files'}"
        case (true, true): "_files"
        case (true, false): " "
        }
    }

    /// `_arguments` reads `[`, `]` and `:` in a description as syntax.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "[" || character == "]" || character == ":" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// Single-quoted for the shell.
    private static func quoted(_ text: String) -> String {
        var result = "'"
        for character in text {
            result += character == "'" ? "'\\''" : String(character)
        }
        return result + "'"
    }
}
