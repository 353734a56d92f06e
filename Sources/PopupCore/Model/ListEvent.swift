/// What happens to a list that actions can be bound to (fzf's `--bind` events): shown, its items
/// all in, a filter's result complete, and such a result holding exactly one match or none; the
/// query changed, and another item came under the cursor.
public enum ListEvent: Sendable, Hashable, CaseIterable {
    case start, load, result, one, zero, change, focus
}

/// Which events a list has had, so that each fires once for what it is about.
public struct ListEventMemory: Sendable, Equatable {
    var started = false
    var loaded = false
    /// The result last reported: its query and how many items it was over.
    var result: ListEventResult?
    /// The query when `change` was last looked at; nil before the list was first looked at.
    var query: String?
    /// The item under the cursor when `focus` was last looked at.
    var focus: Int?

    public init() {}
}

struct ListEventResult: Sendable, Equatable {
    var query: String
    var loaded: Int
}
