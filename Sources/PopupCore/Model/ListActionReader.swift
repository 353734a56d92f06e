/// Reads a dialect's spelling of list actions (fzf's `change-query(x)+first`) into `ListAction`s:
/// what a `transform` command prints. Readers are told apart by name alone.
public struct ListActionReader: Sendable, Equatable {
    public let name: String
    /// The actions `text` writes; nil when it is not a list of actions the list carries out.
    public let read: @Sendable (String) -> [ListAction]?

    public init(name: String, read: @escaping @Sendable (String) -> [ListAction]?) {
        self.name = name
        self.read = read
    }

    /// Reads nothing.
    public static let none = ListActionReader(name: "none") { _ in nil }

    public static func == (lhs: ListActionReader, rhs: ListActionReader) -> Bool { lhs.name == rhs.name }
}
