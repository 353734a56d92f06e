/// fzf's command line read as fzf reads it: `--opt value`, `--opt=value`, short options with the
/// value attached or next (`-q x`, `-qx`, `-d:`), `-m[N]`, `+s` and the other `+` negations; later
/// options override earlier ones, so `FZF_DEFAULT_OPTS` is read first and the arguments after it.
enum FzfArguments {
    /// How an option takes its value.
    enum Takes {
        case nothing, value
        /// Only attached with `=` (`--multi=3`, `--border=rounded`, `--tmux=80%`).
        case attached
    }

    /// Reads `words` into `options`.
    static func read(_ words: [String], into options: inout FzfOptions) throws(FzfError) {
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if let (name, value) = short(word) {
                var given = value
                if FzfOptionTable.takes(name) == .value, given == nil {
                    guard index < words.count else { throw .missingValue(name) }
                    given = words[index]
                    index += 1
                }
                try FzfOptionTable.apply(name, given, &options)
                continue
            }
            guard word.hasPrefix("--"), word.count > 2 else { throw .unknownOption(word) }
            var name = word
            var value: String?
            if let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                value = String(word[word.index(after: equals)...])
            }
            guard let takes = FzfOptionTable.takes(name) else { throw .unknownOption(name) }
            switch takes {
            case .nothing where value != nil: throw .badValue(option: name, value: value ?? "")
            case .value where value == nil:
                guard index < words.count else { throw .missingValue(name) }
                value = words[index]
                index += 1
            default: break
            }
            try FzfOptionTable.apply(name, value, &options)
        }
    }

    /// A short option (`-q`, `-qfoo`, `-m3`, `+s`) as its long name and any value attached.
    private static func short(_ word: String) -> (String, String?)? {
        let flags: [String: String] = [
            "-x": "--extended", "+x": "--no-extended", "-e": "--exact", "+e": "--no-exact", "-i": "--ignore-case",
            "+i": "--no-ignore-case", "+s": "--no-sort", "+m": "--no-multi", "-1": "--select-1", "-0": "--exit-0",
            "-h": "--help", "+c": "--no-color", "+2": "--no-256",
        ]
        if let long = flags[word] { return (long, nil) }
        let valued: [Character: String] = ["q": "--query", "n": "--nth", "d": "--delimiter", "f": "--filter"]
        guard word.hasPrefix("-"), !word.hasPrefix("--"), word.count >= 2 else { return nil }
        let letter = word[word.index(after: word.startIndex)]
        let rest = String(word.dropFirst(2))
        if letter == "m" {
            guard rest.isEmpty || rest.allSatisfy(\.isNumber) else { return nil }
            return ("--multi", rest.isEmpty ? nil : rest)
        }
        guard let long = valued[letter] else { return nil }
        return (long, rest.isEmpty ? nil : rest)
    }
}
