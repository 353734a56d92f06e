/// Typing filters a long list of buttons: every space-separated word of the query must appear in
/// the label, ignoring case (substring matching, not fuzzy: predictable for scripts' data).
public enum ButtonFilter {
    /// Indices of the buttons the query keeps, in their original order.
    public static func matches(_ buttons: [Button], query: String) -> [Int] {
        let words = query.lowercased().split(separator: " ")
        guard !words.isEmpty else { return Array(buttons.indices) }
        return buttons.indices.filter { index in
            let label = buttons[index].label.lowercased()
            return words.allSatisfy { label.contains($0) }
        }
    }
}
