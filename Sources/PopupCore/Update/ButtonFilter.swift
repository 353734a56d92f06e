/// Typing filters a long list of buttons: every space-separated word of the query must appear in
/// the label, ignoring case (substring matching, not fuzzy: predictable for scripts' data).
public enum ButtonFilter {
    /// Indices of the buttons the query keeps, in their original order.
    public static func matches(_ buttons: [Button], query: String) -> [Int] {
        let words = Set(query.lowercased().split(separator: " "))
        guard !words.isEmpty else { return Array(buttons.indices) }
        return buttons.indices.filter { index in
            let label = buttons[index].label.lowercased()
            // A word longer than the label is not in it: no search (its setup costs the word's length).
            return words.allSatisfy { $0.utf8.count <= label.utf8.count && label.contains($0) }
        }
    }
}
