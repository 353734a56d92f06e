/// The items a query keeps and their ranking, found a slice at a time so that a keystroke over ten
/// million items, or one 64 MB item, never holds up the keys and signals behind it: a slice is
/// counted in bytes looked at, not in items. Append-only storage shared between snapshots, as
/// `ItemStore`: a copy sees the matches it counted.
///
/// Each slice's matches are kept as one run sorted by rank (best score, then the tiebreaks, by
/// default the shorter item, then input order; `--tac`: later items first); the ranked order is merged from the runs only
/// as far as it is looked at, so the first screenful of a million matches costs a screenful.
/// With `sorts` off, matches keep input order. Slices are pure work over a range of items
/// (`ItemMatcher.match`), ready to be spread over threads.
public struct MatchList: Sendable, Equatable {
    /// One match: the item, its rank (`MatchRank`: score and tiebreaks in one number, bigger is better) and the
    /// first byte the query matched, for showing a long item from there.
    struct Entry: Sendable, Equatable {
        var item: UInt32
        var start: UInt32
        var rank: UInt64
    }

    final class Storage: @unchecked Sendable {
        // Appended to only by the newest snapshot, from `update`; the order is a cache that any
        // snapshot may rebuild for its own count.
        var entries: [Entry] = []
        /// Where each sorted run ends in `entries`.
        var runEnds: [Int] = []
        var order = MatchOrder()
    }

    /// The query the list answers.
    public let query: ItemQuery
    /// How matches are ordered.
    public let ranking: ListRanking
    /// Items never kept, whatever they match (`ListState.excluded`).
    public let excluded: ListExclusion
    private let storage: Storage
    /// How many matches this snapshot has.
    public private(set) var count: Int
    /// Items below this index have all been looked at.
    public private(set) var scannedItems: Int
    /// A narrower query starts from the matches of the wider one: those, then the items the wider
    /// one had not reached.
    private let narrowing: (storage: Storage, count: Int, scannedItems: Int)?
    private var narrowingPosition: Int
    /// An item too long to match at once, part way through.
    private(set) var long: LongItemScan?
    /// How many times its bytes' work an item turned out to cost in the last parallel slice (a
    /// fuzzy term's table: bytes times letters), for planning the next.
    var workScale = 1

    /// Work per slice: bytes looked at (once per term), a few milliseconds' worth.
    public static let sliceWork = 4 << 20
    /// What looking at one item costs besides its bytes.
    static let itemWork = 64
    /// An item whose work is more than this is matched a slice at a time (`LongItemScan`).
    static let wholeItemWork = 1 << 20

    /// All items, no query.
    public init() {
        self.init(ItemQuery(""), narrowing: nil)
    }

    /// Matches of `query`, none found yet, ranked by `ranking`; when `previous` answered a wider
    /// query, only its matches (and what it had not reached) are looked at.
    public init(_ query: ItemQuery, narrowing previous: MatchList?, ranking: ListRanking = ListRanking(),
                excluded: ListExclusion = ListExclusion()) {
        self.query = query
        self.ranking = ranking
        self.excluded = excluded
        storage = Storage()
        count = 0
        scannedItems = 0
        narrowingPosition = 0
        long = nil
        if let previous, !previous.query.isEmpty, previous.long == nil, query.narrows(previous.query) {
            narrowing = (previous.storage, previous.count, previous.scannedItems)
            workScale = previous.workScale
        } else {
            narrowing = nil
        }
    }

    /// True while items up to `loaded` remain to be looked at.
    public func isBehind(_ loaded: Int) -> Bool {
        !query.isEmpty && (long != nil || scannedItems < loaded || (narrowing.map { narrowingPosition < $0.count } ?? false))
    }

    /// The item index at `position` in the ranked order.
    public subscript(position: Int) -> Int { Int(entry(at: position).item) }

    /// The first byte the query matched in the item at `position`.
    public func matchStart(at position: Int) -> Int { Int(entry(at: position).start) }

    private func entry(at position: Int) -> Entry {
        guard ranking.sorts else { return storage.entries[ranking.reversed ? count - 1 - position : position] }
        return storage.entries[storage.order.entry(at: position, among: storage, count: count, reversed: ranking.reversed)]
    }

    /// Looks at `list`'s first `loaded` items for up to `budget` units of work (a byte of an item
    /// per term); the matches found make one more run.
    public mutating func advance(in list: ListSpec, loaded: Int, budget: Int = sliceWork) {
        guard !query.isEmpty else { return }
        let runStart = count
        defer { endRun(from: runStart) }
        var left = budget
        let terms = max(1, query.termCount)
        if let narrowing {
            if scannedItems < narrowing.scannedItems { scannedItems = narrowing.scannedItems }
            // The wider query's matches as a value the tasks read: no look through the class
            // (and its exclusivity check) for every item.
            let previous = narrowing.storage.entries
            if let done = advanceInParallel(list, positions: narrowingPosition..<narrowing.count, budget: left,
                                            item: { Int(previous[$0].item) }) {
                narrowingPosition += done.looked
                left -= done.work
            }
            while narrowingPosition < narrowing.count && left > 0 {
                guard look(at: Int(narrowing.storage.entries[narrowingPosition].item), list, terms: terms, budget: &left) else { return }
                narrowingPosition += 1
            }
            guard narrowingPosition >= narrowing.count else { return }
        }
        let end = min(loaded, list.items.count)
        if left > 0, let done = advanceInParallel(list, positions: scannedItems..<end, budget: left, item: nil) {
            scannedItems += done.looked
            left -= done.work
        }
        while scannedItems < end && left > 0 {
            guard look(at: scannedItems, list, terms: terms, budget: &left) else { return }
            scannedItems += 1
        }
    }

    /// Matches one item, or goes on with it when it is long; false while it is unfinished.
    private mutating func look(at item: Int, _ list: ListSpec, terms: Int, budget: inout Int) -> Bool {
        if var scan = long, scan.item == item {
            let step = ItemText.withMatchText(list, item, given: scan.text) { scan.step(query, $0, budget: &budget) }
            long = scan
            switch step {
            case .unfinished: return false
            case .failed: break
            case .matched(let found): append(item, found, list)
            }
            long = nil
            return true
        }
        let work = list.items.lineLength(item) * terms
        if work > Self.wholeItemWork {
            long = LongItemScan(item: item, text: ItemText.transformedMatchText(list, item))
            return look(at: item, list, terms: terms, budget: &budget)
        }
        var spent = work + Self.itemWork
        if let found = ItemText.withMatchText(list, item, given: nil, { ItemMatcher.match(query, in: $0, work: &spent) }) {
            append(item, found, list)
        }
        budget -= spent
        return true
    }

    private mutating func append(_ item: Int, _ found: ItemMatch, _ list: ListSpec) {
        let rank = ItemText.withMatchText(list, item, given: nil) {
            MatchRank.rank(found, query: query, in: $0, tiebreaks: ranking.tiebreaks)
        }
        append([Entry(item: UInt32(item), start: UInt32(min(found.start, Int(UInt32.max))), rank: rank)])
    }

    /// Appends matches found: in input order, or with `run`, ranked as a run of their own.
    mutating func append(_ found: [Entry], run: Bool = false) {
        let entries = excluded.isEmpty ? found : found.filter { !excluded.contains(Int($0.item)) }
        guard !entries.isEmpty else { return }
        // Only the newest snapshot appends: an older one that still shares the storage sees its
        // count, and drops what a newer one had found past it.
        if storage.entries.count != count {
            storage.entries.removeSubrange(count...)
            storage.runEnds.removeAll { $0 > count }
            storage.order = MatchOrder()
        }
        storage.entries.append(contentsOf: entries)
        count += entries.count
        if run { storage.runEnds.append(count) }
    }

    /// Sorts what this slice found, past the runs its tasks ranked already, into a run of its own.
    private mutating func endRun(from start: Int) {
        let unranked = max(start, storage.runEnds.last ?? 0)
        guard count > unranked else { return }
        if ranking.sorts {
            let reversed = ranking.reversed
            storage.entries[unranked..<count].sort { MatchOrder.precedes($0, $1, reversed: reversed) }
        }
        storage.runEnds.append(count)
    }

    /// Snapshots are equal when they share storage and have got equally far.
    public static func == (lhs: MatchList, rhs: MatchList) -> Bool {
        lhs.storage === rhs.storage && lhs.count == rhs.count && lhs.scannedItems == rhs.scannedItems
            && lhs.narrowingPosition == rhs.narrowingPosition && lhs.query == rhs.query && lhs.long == rhs.long
            && lhs.ranking == rhs.ranking && lhs.excluded == rhs.excluded
    }
}

/// How a list's matches are ordered: ranked (the default) or as they came, and `--tac`; how they are scored and ties broken.
public struct ListRanking: Sendable, Equatable {
    /// Best matches first; false keeps input order (`--no-sort`).
    public var sorts: Bool
    /// Later items first (`--tac`): with `sorts`, among equal ranks.
    public var reversed: Bool
    /// What a place in an item is worth (`--scheme`).
    public var scheme: MatchScheme
    /// What decides between equal scores, at most three (`--tiebreak`); input order decides the rest.
    public var tiebreaks: [Tiebreak]

    public init(sorts: Bool = true, reversed: Bool = false, scheme: MatchScheme = .default, tiebreaks: [Tiebreak] = [.length]) {
        self.sorts = sorts
        self.reversed = reversed
        self.scheme = scheme
        self.tiebreaks = Array(tiebreaks.prefix(3))
    }

    /// Of placements that score alike, the first is taken, unless the first tiebreak that looks
    /// at a match's ends looks at where it ends (`end`, `pathname`): then the last (fzf's).
    public var matchesForward: Bool {
        tiebreaks.first { $0 == .begin || $0 == .end || $0 == .pathname }.map { $0 == .begin } ?? true
    }
}
