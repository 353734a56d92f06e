/// A preview command with its placeholders filled in (`Placeholders`) for one item: `{}` the
/// item, `{q}` the query, `{n}` the item's index, its fields by `delimiter`.
public enum PreviewCommand {
    /// The command line for `template` and the given item.
    public static func expand(_ template: String, item: some Collection<UInt8>, query: String, index: Int,
                              delimiter: [UInt8]? = nil) -> [UInt8] {
        let text = Array(item)
        var placeholders = Placeholders { _ in text }
        placeholders.query = query
        placeholders.current = index
        placeholders.delimiter = delimiter
        return placeholders.expand(template)?.command ?? Array(template.utf8)
    }

    /// True when the command shows the query (`{q}`): it runs again as the query changes.
    public static func usesQuery(_ template: String) -> Bool { Placeholders.usesQuery(template) }

    /// `value` in single quotes for sh (`Placeholders.quoted`).
    public static func quoted(_ value: some Collection<UInt8>) -> [UInt8] { Placeholders.quoted(value) }
}
