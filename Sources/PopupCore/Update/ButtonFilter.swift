/// Typing filters a long list of buttons with the words list items are filtered with
/// (`ItemQuery`), read as `--exact` reads them: every space-separated word of the query must
/// appear in the label, ignoring case unless the word has a capital letter (substrings, not
/// fuzzy letters, and in the given order: predictable for scripts' data).
public enum ButtonFilter {
    /// Indices of the buttons the query keeps, in their original order.
    public static func matches(_ buttons: [Button], query: String) -> [Int] {
        let query = ItemQuery(query, exact: true)
        guard !query.isEmpty else { return Array(buttons.indices) }
        return buttons.indices.filter { ItemMatcher.match(query, in: Array(buttons[$0].label.utf8)) != nil }
    }

    /// True when `query` with `character` after it keeps no more than `query` does: a letter or
    /// digit that makes a plain word longer. Not so for `\` then a space (a word holding a
    /// space), a word after `|` (another alternative), a negated word (`!a` to `!ab` keeps more)
    /// or one past a `$`. A scan of bytes, no parse: typing stays cheap however long the query.
    public static func appendingNarrows(_ query: String, _ character: Character) -> Bool {
        guard character.isLetter || character.isNumber else { return false }
        let bytes = query.utf8
        if bytes.last == UInt8(ascii: "\\") || bytes.contains(UInt8(ascii: "|")) { return false }
        guard let word = bytes.split(separator: UInt8(ascii: " ")).last else { return true }
        return word.first != UInt8(ascii: "!") && !word.contains(UInt8(ascii: "$"))
    }
}
