/// Typing filters a long list of buttons as it filters list items (`ItemQuery`): every
/// space-separated word of the query must appear in the label, ignoring case unless the word has
/// a capital letter (substring matching, not fuzzy: predictable for scripts' data).
public enum ButtonFilter {
    /// Indices of the buttons the query keeps, in their original order.
    public static func matches(_ buttons: [Button], query: String) -> [Int] {
        let query = ItemQuery(query)
        guard !query.isEmpty else { return Array(buttons.indices) }
        return buttons.indices.filter { index in
            Array(buttons[index].label.utf8).withUnsafeBufferPointer { query.matches($0) }
        }
    }
}
