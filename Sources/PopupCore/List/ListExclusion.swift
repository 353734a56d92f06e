/// Items taken out of a list for the rest of its session (fzf's `exclude`, `exclude-multi`),
/// kept sorted: the item at a position among those left is found by a binary search, so that a
/// list of ten million with half of it taken out still draws a screenful for a screenful's work.
public struct ListExclusion: Sendable, Equatable {
    /// The items taken out, in input order.
    public private(set) var items: [Int] = []

    public init() {}

    public var isEmpty: Bool { items.isEmpty }
    public var count: Int { items.count }

    public func contains(_ item: Int) -> Bool {
        let at = firstIndex(notBelow: item)
        return at < items.count && items[at] == item
    }

    public mutating func insert(_ item: Int) {
        let at = firstIndex(notBelow: item)
        guard at == items.count || items[at] != item else { return }
        items.insert(item, at: at)
    }

    /// The item at `position` among those left, in input order.
    public func item(at position: Int) -> Int {
        // `items[j] - j` (how many items are left before the j-th taken out) never decreases: the
        // ones taken out before the answer are those where it is at most `position`.
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if items[middle] - middle <= position { low = middle + 1 } else { high = middle }
        }
        return position + low
    }

    /// The position of `item` (one not taken out) among those left, in input order.
    public func position(of item: Int) -> Int { item - firstIndex(notBelow: item) }

    private func firstIndex(notBelow item: Int) -> Int {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if items[middle] < item { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
