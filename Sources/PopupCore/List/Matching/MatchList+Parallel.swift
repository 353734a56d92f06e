/// A slice of matching spread over the list's workers (`ListSpec.workers`): the items planned for
/// it (`SlicePlan`) are cut into chunks of about equal work, dealt out to the tasks in turn; each
/// chunk is matched and ranked by its task into a sorted run of its own, and the runs are put
/// together in input order. A slice is then the budget's work for each task, so several cores
/// cover several times the items in the same time. The plan knows only the items' bytes; what matching really costs (a fuzzy term's table: bytes times
/// letters) is counted as each task goes, and a task stops when its budget is spent, so a long
/// query never makes a slice hold up keys and signals. Items too long to match at once are left
/// to the one-thread path, which resumes them.
extension MatchList {
    /// Less work than this in a slice is done on the calling thread: starting tasks would cost more.
    static let leastParallelWork = 256 << 10

    /// Items to look at this slice from `positions` (each position's item given by `item`, the
    /// position itself when nil), at most `budget` work per task; the matches are appended, a
    /// sorted run per chunk when the list sorts, and the number of positions looked at returned,
    /// with the work done per task. Nil when the work is too little to spread, or an item too long
    /// for one go comes first: the caller goes on one item at a time.
    mutating func advanceInParallel(_ list: ListSpec, positions: Range<Int>, budget: Int,
                                    item: (@Sendable (Int) -> Int)?) -> (looked: Int, work: Int)? {
        let workers = list.workers
        guard workers.count > 1, long == nil, !positions.isEmpty else { return nil }
        let terms = max(1, query.termCount)
        // An unbounded budget (`.max`: -f, an unattended answer) stays unbounded, never overflows.
        let (product, overflow) = budget.multipliedReportingOverflow(by: workers.count)
        let limit = overflow ? Int.max : product
        // More chunks than tasks, dealt out in turn: where matches cluster (and their tables cost
        // more than their bytes say), every task gets some of the cluster.
        let chunks = list.items.withBuffers { _, ends in
            SlicePlan.chunks(positions, item: item, ends: ends, terms: terms, scale: workScale, limit: limit,
                             least: Self.leastParallelWork, into: workers.count * Self.chunksPerTask)
        }
        guard !chunks.isEmpty else { return nil }
        let query = query
        let tasks = min(workers.count, chunks.count)
        let results = TaskResults<PartResult>(count: chunks.count, initial: PartResult())
        let spentByTask = TaskResults<Int>(count: tasks, initial: 0)
        workers.run(tasks) { task in
            var spent = 0
            for chunk in stride(from: task, to: chunks.count, by: tasks) {
                guard spent < budget else { break }
                let result = Self.entries(query, list, chunks[chunk], item: item, budget: budget - spent)
                spent += result.spent
                results[chunk] = result
            }
            spentByTask[task] = spent
        }
        // The matches of the positions looked at without a gap: the chunks after one that stopped
        // short are matched again next slice.
        var looked = 0
        let found = results.all
        for (chunk, result) in found.enumerated() {
            append(result.found, run: list.ranking.sorts)
            looked += result.looked
            guard result.looked == chunks[chunk].count else { break }
        }
        // What the work really was against what the bytes said, for planning the next slice: the
        // chunks then end about where the tasks' budgets do, and no task's work is thrown away.
        let spent = found.map(\.spent).reduce(0, +)
        let said = found.map(\.said).reduce(0, +)
        workScale = max(1, spent / max(1, said))
        return (looked, spentByTask.all.max() ?? 0)
    }

    /// Chunks a slice is cut into for each task.
    static let chunksPerTask = 4

    /// What one task found among its positions (ranked, when the list sorts), how many it looked
    /// at, what that cost, and what the items' bytes alone said it would.
    struct PartResult: Sendable {
        var found: [Entry] = []
        var looked = 0
        var spent = 0
        var said = 0

        /// Matches item `index`, whose text is `text`, and keeps it when it matches.
        @inline(__always)
        mutating func add(_ index: Int, _ text: UnsafeBufferPointer<UInt8>, _ terms: QueryTerms, termCount: Int,
                          _ query: ItemQuery, _ tiebreaks: [Tiebreak]) {
            looked += 1
            let work = text.count * termCount + itemWork
            said += work
            spent += work
            guard let match = ItemMatcher.match(terms, in: text, work: &spent) else { return }
            found.append(Entry(item: UInt32(index), start: UInt32(min(match.start, Int(UInt32.max))),
                               rank: MatchRank.rank(match, query: query, in: text, tiebreaks: tiebreaks)))
        }
    }

    /// The matches among `positions`, as far as `budget` of work goes (at least one position):
    /// ranked when the list sorts, else in their order. A pure function of the query and the
    /// items, for any thread.
    static func entries(_ query: ItemQuery, _ list: ListSpec, _ positions: Range<Int>, item: ((Int) -> Int)?,
                        budget: Int = .max) -> PartResult {
        var result = PartResult()
        let termCount = max(1, query.termCount)
        let tiebreaks = list.ranking.tiebreaks
        query.plan.withTerms { terms in
            guard ItemText.matchesLine(list) else {
                for position in positions {
                    guard result.spent < budget else { break }
                    let index = item?(position) ?? position
                    ItemText.withMatchText(list, index, given: nil) { result.add(index, $0, terms, termCount: termCount, query, tiebreaks) }
                }
                return
            }
            // The lines themselves: the store is looked at once for the whole part.
            list.items.withBuffers { bytes, ends in
                for position in positions {
                    guard result.spent < budget else { break }
                    let index = item?(position) ?? position
                    let start = index == 0 ? 0 : Int(ends[index - 1])
                    result.add(index, UnsafeBufferPointer(rebasing: bytes[start..<Int(ends[index])]), terms, termCount: termCount,
                               query, tiebreaks)
                }
            }
        }
        if list.ranking.sorts {
            let reversed = list.ranking.reversed
            result.found.sort { MatchOrder.precedes($0, $1, reversed: reversed) }
        }
        return result
    }
}
