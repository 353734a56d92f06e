/// Untrusted text quoted in an error message: at most a short prefix, so that a megabyte key or
/// value still makes one short stderr line.
public enum Excerpt {
    /// Characters of the text an error message shows before "…".
    public static let limit = 40

    /// `text` in single quotes, cut to `limit` Characters with "…" when longer.
    public static func quoted<Text: StringProtocol>(_ text: Text) -> String {
        "'" + cut(text) + "'"
    }

    /// `text` cut to `limit` Characters with "…" when longer, for a message that shows it unquoted.
    public static func cut<Text: StringProtocol>(_ text: Text) -> String {
        let head = text.prefix(limit + 1)
        return head.count > limit ? String(head.prefix(limit)) + "…" : String(head)
    }

    /// Quoted texts, comma-separated: the first eight, then how many there are in all.
    public static func list(_ texts: [String]) -> String {
        let shown = texts.prefix(8).map { quoted($0) }.joined(separator: ", ")
        return texts.count > 8 ? shown + ", … (\(texts.count) in all)" : shown
    }
}
