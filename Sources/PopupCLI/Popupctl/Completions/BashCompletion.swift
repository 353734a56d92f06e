/// A bash completion function that needs nothing but bash (no bash-completion helpers), so it
/// also works when sourced from ~/.bashrc.
enum BashCompletion {
    static func script(_ options: [OptionSpec]) -> String {
        var lines = [
            "# " + CompletionShell.header(.bash),
            "_popupctl() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=",
            "    ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD-1]}",
            // COMP_WORDBREAKS usually splits "--style=al" into "--style" "=" "al".
            "    if [[ $cur == = ]]; then",
            "        cur=",
            "    elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then",
            "        prev=${COMP_WORDS[COMP_CWORD-2]}",
            "    fi",
            "    COMPREPLY=()",
            "    case $prev in",
        ]
        var freeText: [String] = []
        for option in options where option.takesValue {
            let names = ([option.short.map { "-\($0)" }, "--\(option.long)"] as [String?]).compactMap { $0 }
            if option.choices.isEmpty && !option.completesFiles {
                freeText += names
                continue
            }
            var body: [String] = []
            if !option.choices.isEmpty {
                body.append("COMPREPLY=($(compgen -W '\(option.choices.joined(separator: " "))' -- \"$cur\"))")
            }
            if option.completesFiles {
                body.append("compopt -o filenames 2>/dev/null; local IFS=$'\\n'; COMPREPLY+=($(compgen -f -- \"$cur\"))")
            }
            body.append("return")
            lines.append("        \(names.joined(separator: "|"))) \(body.joined(separator: "; ")) ;;")
        }
        if !freeText.isEmpty {
            // Values that are free text: offer nothing rather than options.
            lines.append("        \(freeText.joined(separator: "|"))) return ;;")
        }
        lines += [
            "    esac",
            "    if [[ $cur == -* ]]; then",
            "        COMPREPLY=($(compgen -W '\(options.map { "--" + $0.long }.joined(separator: " "))' -- \"$cur\"))",
            "    fi",
            "}",
            "complete -F _popupctl popupctl",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
