/// Where a command line's placeholders are, and what their flags say (fzf's spellings).
extension Placeholders {
    struct Flags: Equatable {
        var plus = false
        var asterisk = false
        var preserveSpace = false
        var number = false
        var file = false
        var raw = false
        /// It shows the query or the prompt: it stands for something with no item under the cursor.
        var forceUpdate = false
    }

    struct Match: Equatable {
        /// The bytes it takes, a leading backslash included.
        var range: Range<Int>
        /// `\{}`: written as `{}`, not filled in.
        var escaped: Bool
        /// The placeholder without its flags (`{+f1}` is `{1}`).
        var name: String
        var flags: Flags
    }

    /// The placeholders of `bytes`, in order.
    static func scan(_ bytes: [UInt8]) -> [Match] {
        var matches: [Match] = []
        var index = 0
        while index < bytes.count {
            let escaped = bytes[index] == UInt8(ascii: "\\")
            if let end = placeholderEnd(bytes, at: escaped ? index + 1 : index) {
                let start = escaped ? index + 1 : index
                var match = Match(range: index..<end, escaped: escaped, name: "", flags: Flags())
                (match.name, match.flags) = parse(String(decoding: bytes[start..<end], as: UTF8.self))
                matches.append(match)
                index = end
            } else {
                index += 1
            }
        }
        return matches
    }

    /// The end of the placeholder that starts at `start`, if one does.
    private static func placeholderEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{"),
              let close = bytes[start...].firstIndex(of: UInt8(ascii: "}")) else { return nil }
        let inner = String(decoding: bytes[(start + 1)..<close], as: UTF8.self)
        return isPlaceholder(inner) ? close + 1 : nil
    }

    /// `{inner}` is one of fzf's placeholders: `{fzf:query}`, `{q}`, `{q:[s]FIELDS}`, `{[+*]f?nf?}`,
    /// or flags then field characters (`{+sf1..2}`).
    static func isPlaceholder(_ inner: String) -> Bool {
        if ["fzf:query", "fzf:action", "fzf:prompt", "q"].contains(inner) { return true }
        let fieldCharacters = Set("0123456789,-.")
        if inner.hasPrefix("q:") {
            var rest = inner.dropFirst(2)
            if rest.first == "s" { rest = rest.dropFirst() }
            return !rest.isEmpty && rest.allSatisfy(fieldCharacters.contains)
        }
        var rest = Substring(inner)
        if rest.first == "+" || rest.first == "*" { rest = rest.dropFirst() }
        if rest.first == "f" { rest = rest.dropFirst() }
        if rest.first == "n" {
            rest = rest.dropFirst()
            if rest.first == "f" { rest = rest.dropFirst() }
            if rest.isEmpty { return true }
        }
        let flagCharacters = Set("+*sfr")
        return inner.drop(while: flagCharacters.contains).allSatisfy(fieldCharacters.contains)
    }

    /// The name and flags of a placeholder's text (fzf's `parsePlaceholder`): each flag character
    /// anywhere in it is taken out as a flag.
    private static func parse(_ text: String) -> (String, Flags) {
        var flags = Flags()
        if text.hasPrefix("{fzf:") {
            flags.forceUpdate = true
            return (text, flags)
        }
        var name = "{"
        for character in text.dropFirst() {
            switch character {
            case "*": flags.asterisk = true
            case "+": flags.plus = true
            case "s": flags.preserveSpace = true
            case "n": flags.number = true
            case "f": flags.file = true
            case "r": flags.raw = true
            case "q":
                flags.forceUpdate = true
                name.append(character)
            default: name.append(character)
            }
        }
        return (name, flags)
    }
}
