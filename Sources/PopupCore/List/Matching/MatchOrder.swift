/// The ranked order of a match list's sorted runs, merged only as far as it is asked for: the
/// first screenful of a million matches costs a screenful (and the heap's log of the runs a
/// step), End costs the whole merge once. A cache, rebuilt when the matches it was made for change.
struct MatchOrder: Sendable {
    /// The match count the order was built for.
    private var builtFor = -1
    /// Entry positions in ranked order, as far as merged.
    private var order: [Int] = []
    /// Per run: its next entry not yet merged, and its end.
    private var heads: [Int] = []
    private var ends: [Int] = []
    /// Runs that still have entries, the one with the best next entry first.
    private var heap: [Int] = []

    /// True when `a` goes before `b`: the better rank, then the earlier item (later, reversed).
    static func precedes(_ a: MatchList.Entry, _ b: MatchList.Entry, reversed: Bool) -> Bool {
        if a.rank != b.rank { return a.rank > b.rank }
        return reversed ? a.item > b.item : a.item < b.item
    }

    /// The entry position at ranked `position` among `storage`'s first `count` entries.
    mutating func entry(at position: Int, among storage: MatchList.Storage, count: Int, reversed: Bool) -> Int {
        if builtFor != count { start(storage, count: count, reversed: reversed) }
        while order.count <= position, let run = heap.first {
            order.append(heads[run])
            heads[run] += 1
            if heads[run] == ends[run] {
                heap[0] = heap[heap.count - 1]
                heap.removeLast()
            }
            if !heap.isEmpty { siftDown(0, storage.entries, reversed: reversed) }
        }
        return order[position]
    }

    private mutating func start(_ storage: MatchList.Storage, count: Int, reversed: Bool) {
        builtFor = count
        order = []
        var runEnds = storage.runEnds.filter { $0 <= count }
        if runEnds.last ?? 0 < count { runEnds.append(count) }
        heads = []
        ends = []
        var begin = 0
        for end in runEnds where end > begin {
            heads.append(begin)
            ends.append(end)
            begin = end
        }
        heap = Array(heads.indices)
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index, storage.entries, reversed: reversed) }
    }

    private func better(_ a: Int, _ b: Int, _ entries: [MatchList.Entry], reversed: Bool) -> Bool {
        Self.precedes(entries[heads[a]], entries[heads[b]], reversed: reversed)
    }

    private mutating func siftDown(_ index: Int, _ entries: [MatchList.Entry], reversed: Bool) {
        var parent = index
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            var child = left
            if left + 1 < heap.count, better(heap[left + 1], heap[left], entries, reversed: reversed) { child = left + 1 }
            guard better(heap[child], heap[parent], entries, reversed: reversed) else { return }
            heap.swapAt(child, parent)
            parent = child
        }
    }
}
