/// The items a query keeps, found a slice at a time so that a keystroke over ten million items
/// never holds up the keys and signals behind it. Append-only storage shared between snapshots,
/// as `ItemStore`: a copy sees the matches it counted.
public struct MatchList: Sendable, Equatable {
    final class Storage: @unchecked Sendable {
        // Appended to only by the newest snapshot, from `update`.
        var indices: [UInt32] = []
    }

    /// The query the list answers.
    public let query: ItemQuery
    private let storage: Storage
    /// How many matches this snapshot has.
    public private(set) var count: Int
    /// Items below this index have all been looked at.
    public private(set) var scannedItems: Int
    /// A narrower query starts from the matches of the wider one: those, then the items the wider
    /// one had not reached.
    private let narrowing: (storage: Storage, count: Int, scannedItems: Int)?
    private var narrowingPosition: Int

    /// Items looked at per slice of work: a few milliseconds.
    public static let sliceSize = 100_000

    /// All items, no query.
    public init() {
        query = ItemQuery("")
        storage = Storage()
        count = 0
        scannedItems = 0
        narrowing = nil
        narrowingPosition = 0
    }

    /// Matches of `query`, none found yet; when `previous` answered a wider query, only its
    /// matches (and what it had not reached) are looked at.
    public init(_ query: ItemQuery, narrowing previous: MatchList?) {
        self.query = query
        storage = Storage()
        count = 0
        scannedItems = 0
        narrowingPosition = 0
        if let previous, !previous.query.isEmpty, query.narrows(previous.query) {
            narrowing = (previous.storage, previous.count, previous.scannedItems)
        } else {
            narrowing = nil
        }
    }

    /// True while items up to `loaded` remain to be looked at.
    public func isBehind(_ loaded: Int) -> Bool {
        !query.isEmpty && (scannedItems < loaded || (narrowing.map { narrowingPosition < $0.count } ?? false))
    }

    /// The item index at `position` among the matches.
    public subscript(position: Int) -> Int { Int(storage.indices[position]) }

    /// Looks at up to `budget` more items of `store`'s first `loaded`.
    public mutating func advance(in store: ItemStore, loaded: Int, budget: Int = sliceSize) {
        guard !query.isEmpty else { return }
        var left = budget
        if let narrowing {
            if scannedItems < narrowing.scannedItems { scannedItems = narrowing.scannedItems }
            while narrowingPosition < narrowing.count && left > 0 {
                let item = Int(narrowing.storage.indices[narrowingPosition])
                if store.withLine(item, query.matches) { append(item) }
                narrowingPosition += 1
                left -= 1
            }
            guard narrowingPosition >= narrowing.count else { return }
        }
        let end = min(loaded, store.count, scannedItems + min(left, loaded))
        while scannedItems < end {
            if store.withLine(scannedItems, query.matches) { append(scannedItems) }
            scannedItems += 1
        }
    }

    private mutating func append(_ item: Int) {
        // Only the newest snapshot appends: an older one that still shares the storage sees its count.
        if storage.indices.count != count { storage.indices.removeSubrange(count...) }
        storage.indices.append(UInt32(item))
        count += 1
    }

    /// Snapshots are equal when they share storage and have got equally far.
    public static func == (lhs: MatchList, rhs: MatchList) -> Bool {
        lhs.storage === rhs.storage && lhs.count == rhs.count && lhs.scannedItems == rhs.scannedItems
            && lhs.narrowingPosition == rhs.narrowingPosition && lhs.query == rhs.query
    }
}
