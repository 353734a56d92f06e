/// `FZF_DEFAULT_OPTS` and `FZF_DEFAULT_OPTS_FILE` as fzf reads them: shell words over several
/// lines, single and double quotes, backslashes, and `#` comments to the end of a line.
enum FzfShellWords {
    /// The words of `text`; nil when a quote is left open.
    static func split(_ text: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        var comment = false
        for character in text {
            if comment {
                if character == "\n" { comment = false }
                continue
            }
            if escaped {
                // A backslash before a line break joins the lines, as in the shell.
                escaped = false
                if character != "\n" || quote != nil {
                    word.append(character)
                    inWord = true
                }
                continue
            }
            switch quote {
            case "'":
                if character == "'" { quote = nil } else { word.append(character) }
                continue
            case "\"":
                if character == "\"" {
                    quote = nil
                } else if character == "\\" {
                    escaped = true
                } else {
                    word.append(character)
                }
                continue
            default:
                break
            }
            switch character {
            case "'", "\"":
                quote = character
                inWord = true
            case "\\":
                escaped = true
            case "#" where !inWord:
                comment = true
            case " ", "\t", "\n", "\r":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            default:
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil else { return nil }
        if inWord { words.append(word) }
        return words
    }
}
