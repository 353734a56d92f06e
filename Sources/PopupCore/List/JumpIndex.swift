/// The items a typed character jumps to (whiptail's and dialog's first-letter jump), by the first
/// character each item's text starts with, lower-cased: built once as the items arrive, so that a
/// letter costs a look-up, not a look at every item (a thousand letters typed ahead of Ctrl-C in a
/// list of 40 000 held it for seconds). Kept by the append-only store, extended by the reducer
/// alone (one thread); item order, so each list of items is sorted.
public final class JumpIndex: @unchecked Sendable {
    /// What an item's jump text is: the tag or the description, leading spaces passed over or not.
    public struct Key: Hashable, Sendable {
        public var tags: Bool
        public var skipsSpaces: Bool
    }

    /// Items looked at so far.
    private var indexed = 0
    private var items: [String: [Int]] = [:]

    /// Indexes items up to `count`; `first(item)` is an item's first character, lower-cased.
    func extend(to count: Int, first: (Int) -> String?) {
        while indexed < count {
            if let key = first(indexed) { items[key, default: []].append(indexed) }
            indexed += 1
        }
    }

    /// The items whose first character is `key`, in order.
    func items(startingWith key: String) -> [Int] { items[key] ?? [] }
}

extension Array where Element == Int {
    /// The first position in this sorted array whose value is at least `value`.
    func firstPosition(atLeast value: Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
