/// One of a build list's two lists, looked at without being built: the left list (every item not
/// chosen, in the order given) is found from the chosen items, sorted, by binary search, so a key
/// or a frame costs log n for it, not a pass over every item (a thousand letters typed ahead of
/// Ctrl-C held it).
struct BuildListSide {
    /// The right list in its order; nil: this is the left list.
    let order: [Int]?
    /// The chosen items, in the order given.
    let picked: [Int]
    /// The number of items in both lists.
    let total: Int

    var count: Int { order?.count ?? total - picked.count }
    var isEmpty: Bool { count == 0 }
    var first: Int? { isEmpty ? nil : self[0] }
    var last: Int? { isEmpty ? nil : self[count - 1] }
    func contains(position: Int) -> Bool { position >= 0 && position < count }

    /// The item at `position` of the list.
    subscript(position: Int) -> Int {
        if let order { return order[position] }
        // The first item with position + 1 items not chosen up to it.
        var low = position
        var high = min(total - 1, position + picked.count)
        while low < high {
            let middle = (low + high) / 2
            if middle + 1 - picked.firstPosition(atLeast: middle + 1) > position { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The position of `item` in the list; nil when it is in the other one.
    func position(of item: Int) -> Int? {
        if let order { return order.firstIndex(of: item) }
        let below = picked.firstPosition(atLeast: item)
        return below < picked.count && picked[below] == item ? nil : item - below
    }
}
