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
}
