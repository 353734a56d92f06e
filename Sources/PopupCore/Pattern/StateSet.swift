/// A set of instruction indices with constant-time insert, membership and clear, in insertion
/// order (Briggs and Torczon's sparse set).
struct StateSet {
    private var sparse: [Int]
    private(set) var members: [Int] = []

    init(capacity: Int) {
        sparse = Array(repeating: 0, count: capacity)
        members.reserveCapacity(capacity)
    }

    /// False when `value` was already there.
    mutating func insert(_ value: Int) -> Bool {
        let slot = sparse[value]
        if slot < members.count, members[slot] == value { return false }
        sparse[value] = members.count
        members.append(value)
        return true
    }

    mutating func removeAll() { members.removeAll(keepingCapacity: true) }
}
