/// Untrusted text quoted in an error message: at most a short prefix, so that a megabyte key or
/// value still makes one short stderr line.
public enum Excerpt {
    /// Characters of the text an error message shows before "…".
    public static let limit = 40

    /// `text` in single quotes, cut to `limit` Characters with "…" when longer.
    public static func quoted<Text: StringProtocol>(_ text: Text) -> String {
        let head = text.prefix(limit + 1)
        return "'" + (head.count > limit ? String(head.prefix(limit)) + "…" : String(head)) + "'"
    }
}
