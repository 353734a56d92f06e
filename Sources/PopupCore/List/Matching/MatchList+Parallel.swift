/// A slice of matching spread over the list's workers (`ListSpec.workers`): the items planned for
/// it are cut into parts of about equal work, each part is matched by a task of its own into
/// entries of its own, and the parts are put together in input order. A slice is then the budget's
/// work for each task, so several cores cover several times the items in the same time. The plan
/// knows only the items' bytes; what matching really costs (a fuzzy term's table: bytes times
/// letters) is counted as each task goes, and a task stops when its budget is spent, so a long
/// query never makes a slice hold up keys and signals. Items too long to match at once are left
/// to the one-thread path, which resumes them.
extension MatchList {
    /// Less work than this in a slice is done on the calling thread: starting tasks would cost more.
    static let leastParallelWork = 256 << 10

    /// Items to look at this slice from `positions` (each position's item given by `item`), at most
    /// `budget` work per task; the matches are appended and the number of positions looked at
    /// returned, with the work done per task. Nil when the work is too little to spread, or an item
    /// too long for one go comes first: the caller goes on one item at a time.
    mutating func advanceInParallel(_ list: ListSpec, positions: Range<Int>, budget: Int,
                                    item: @escaping @Sendable (Int) -> Int) -> (looked: Int, work: Int)? {
        let workers = list.workers
        guard workers.count > 1, long == nil, !positions.isEmpty else { return nil }
        let terms = max(1, query.termCount)
        // An unbounded budget (`.max`: -f, an unattended answer) stays unbounded, never overflows.
        let (product, overflow) = budget.multipliedReportingOverflow(by: workers.count)
        let limit = overflow ? Int.max : product
        var planned = 0
        var end = positions.lowerBound
        var costs: [Int] = []
        costs.reserveCapacity(min(positions.count, limit / Self.itemWork + 1))
        list.items.withBuffers { _, ends in
            while end < positions.upperBound && planned < limit {
                let index = item(end)
                let work = (Int(ends[index]) - (index == 0 ? 0 : Int(ends[index - 1]))) * terms
                if work > Self.wholeItemWork { break }
                costs.append(work + Self.itemWork)
                planned += (work + Self.itemWork) * workScale
                end += 1
            }
        }
        guard planned >= Self.leastParallelWork else { return nil }
        let parts = Self.parts(of: costs, into: workers.count, from: positions.lowerBound)
        let query = query
        let results = TaskResults<PartResult>(count: parts.count, initial: PartResult())
        workers.run(parts.count) { task in
            // A query of the thread's own: the terms' arrays are retained for every item, and
            // threads sharing one buffer's count would pass its cache line back and forth.
            results[task] = Self.entries(query.ownCopy(), list, parts[task], item: item, budget: budget)
        }
        // The matches of the positions looked at without a gap: the parts after one that stopped
        // short are matched again next slice.
        var looked = 0
        for (task, part) in results.all.enumerated() {
            append(part.found)
            looked += part.looked
            guard part.looked == parts[task].count else { break }
        }
        // What the work really was against what the bytes said, for planning the next slice: the
        // parts then end about where the tasks' budgets do, and no task's work is thrown away.
        var said = 0
        for (task, part) in results.all.enumerated() {
            let first = parts[task].lowerBound - positions.lowerBound
            said += costs[first..<(first + part.looked)].reduce(0, +)
        }
        workScale = max(1, results.all.map(\.spent).reduce(0, +) / max(1, said))
        return (looked, results.all.map(\.spent).max() ?? 0)
    }

    /// What one task found among its positions, how many it looked at, and what that cost.
    struct PartResult: Sendable {
        var found: [Entry] = []
        var looked = 0
        var spent = 0
    }

    /// `costs` (of the positions from `start` on) cut into at most `count` consecutive ranges of
    /// about equal total cost.
    static func parts(of costs: [Int], into count: Int, from start: Int) -> [Range<Int>] {
        let total = costs.reduce(0, +)
        let share = max(1, (total + count - 1) / count)
        var parts: [Range<Int>] = []
        var partStart = 0
        var sum = 0
        for (offset, cost) in costs.enumerated() {
            sum += cost
            if sum >= share * (parts.count + 1) || offset == costs.count - 1 {
                parts.append((start + partStart)..<(start + offset + 1))
                partStart = offset + 1
            }
        }
        return parts
    }

    /// The matches among `positions`, in their order, as far as `budget` of work goes (at least
    /// one position): a pure function of the query and the items, for any thread.
    static func entries(_ query: ItemQuery, _ list: ListSpec, _ positions: Range<Int>, item: (Int) -> Int,
                        budget: Int = .max) -> PartResult {
        var result = PartResult()
        let terms = max(1, query.termCount)
        func add(_ index: Int, _ text: UnsafeBufferPointer<UInt8>) {
            result.looked += 1
            result.spent += text.count * terms + itemWork
            guard let match = ItemMatcher.match(query, in: text, work: &result.spent) else { return }
            result.found.append(Entry(item: UInt32(index), start: UInt32(min(match.start, Int(UInt32.max))),
                                      rank: MatchRank.rank(match, query: query, in: text, tiebreaks: list.ranking.tiebreaks)))
        }
        guard ItemText.matchesLine(list) else {
            for position in positions {
                guard result.spent < budget else { break }
                let index = item(position)
                ItemText.withMatchText(list, index, given: nil) { add(index, $0) }
            }
            return result
        }
        // The lines themselves: the store is looked at once for the whole part.
        list.items.withBuffers { bytes, ends in
            for position in positions {
                guard result.spent < budget else { break }
                let index = item(position)
                let start = index == 0 ? 0 : Int(ends[index - 1])
                add(index, UnsafeBufferPointer(rebasing: bytes[start..<Int(ends[index])]))
            }
        }
        return result
    }
}
