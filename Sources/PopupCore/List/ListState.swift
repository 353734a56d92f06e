/// Everything about a list that changes while the dialog is shown. Changed only by `update`.
public struct ListState: Sendable, Equatable {
    /// Items the dialog has been told about (more may be in the store, arriving).
    public var loaded: Int
    /// Items are still arriving.
    public var reading: Bool
    /// The cursor: a position among the items shown (the matches, when filtered).
    public var cursor: Int
    /// The first shown position in view.
    public var scroll: Int
    /// Items checked (a checklist) or marked (a radio list), by item index.
    public var checked: Set<Int>
    /// Tags to check that have not arrived yet: a set, so that each arriving item costs one
    /// look-up however many tags wait.
    public var pendingChecks: Set<String>
    /// Bytes of the longest tag that waits (to check, or for the cursor), at most: a longer item
    /// (a 1 GB line) is not decoded to compare.
    var longestPendingTag = 0
    /// The tag the cursor is to start on, when that item has not arrived yet.
    public var pendingInitial: String?
    /// The filter as typed, and what it keeps.
    public var matches: MatchList
    /// Earlier, wider filters, so that Backspace goes back without looking at the items again.
    public var history: [MatchList]
    /// The last click on an item, for double clicks: its position and when.
    public var lastClick: (position: Int, time: Double)?
    /// Later items first (`--tac`).
    public let reversed: Bool
    /// Lines the store has taken from the items as a header, so far (`--header-lines`).
    public var headerLines: Int
    /// The events bound actions have fired for (`ListConventions.eventActions`).
    public var events = ListEventMemory()
    /// Items taken out for the session (fzf's `exclude`): never shown, matched or picked again.
    public var excluded = ListExclusion()
    /// The ranking is the other way from the spec's (fzf's `toggle-sort`).
    public var sortFlipped = false
    /// The prompt and header as bound actions changed them (`change-prompt`, `change-header`);
    /// nil: the spec's.
    public var prompt: String?
    public var header: [String]?
    /// The most items that may be checked (`--multi=N`, `change-multi(N)`); nil: any number, 0: none.
    public var checkLimit: Int?
    /// The query while search is off (fzf's `--disabled`, `disable-search`): typed and shown, not
    /// matched (the matches stay those of the query before); nil while search is on.
    public var unsearchedQuery: String?
    /// The box's labels as bound actions set them, by name (`border`, `list`).
    public var labels: [String: String] = [:]

    /// Backspace keeps at most this many earlier filters.
    public static let historyDepth = 16

    /// The state a list opens in: what its store holds already, checks and cursor as given.
    /// `reading`: more items are still to come, so a tag to check or start on that is not in the
    /// store yet waits for them.
    public init(_ spec: ListSpec, reading: Bool = false) {
        loaded = spec.items.count
        self.reading = reading
        cursor = 0
        scroll = 0
        checked = []
        pendingChecks = []
        pendingInitial = nil
        matches = MatchList()
        history = []
        lastClick = nil
        reversed = spec.ranking.reversed
        headerLines = spec.items.headerLines.count
        checkLimit = spec.checkLimit
        for (tag, found) in zip(spec.checkedTags, spec.items.indices(ofTags: spec.checkedTags, in: loaded)) {
            if let index = found {
                if spec.selection == .radio { checked = [index] } else { checked.insert(index) }
            } else if reading {
                pendingChecks.insert(tag)
                longestPendingTag = max(longestPendingTag, tag.utf8.count)
            }
        }
        if let tag = spec.initialTag {
            if let index = spec.items.index(ofTag: tag, in: loaded) {
                cursor = reversed ? loaded - 1 - index : index
            } else if reading {
                pendingInitial = tag
                longestPendingTag = max(longestPendingTag, tag.utf8.count)
            }
        }
        let query = spec.query(spec.initialQuery)
        if spec.searchDisabled {
            unsearchedQuery = spec.initialQuery
        } else if !query.isEmpty {
            matches = MatchList(query, narrowing: nil, ranking: spec.ranking)
            // The first slice at once, so that a short list opens filtered.
            matches.advance(in: spec, loaded: loaded)
            cursor = 0
        }
    }

    /// The filter as typed.
    public var filter: String { unsearchedQuery ?? matches.query.text }

    /// How many items are shown: all loaded ones (but those taken out), or the matches found so far.
    public var shownCount: Int { matches.query.isEmpty ? loaded - excluded.count : matches.count }

    /// The item index shown at `position`.
    public func item(at position: Int) -> Int {
        guard matches.query.isEmpty else { return matches[position] }
        return excluded.item(at: reversed ? shownCount - 1 - position : position)
    }

    /// The position `item` is shown at when nothing is typed.
    public func position(ofItem item: Int) -> Int {
        let forward = excluded.position(of: item)
        return reversed ? shownCount - 1 - forward : forward
    }

    /// How matches are ordered now: the spec's ranking, its sorting flipped by `toggle-sort`.
    public func ranking(_ spec: ListSpec) -> ListRanking {
        var ranking = spec.ranking
        if sortFlipped { ranking.sorts.toggle() }
        return ranking
    }

    /// Another item may be checked (`checkLimit`).
    public var mayCheckMore: Bool { checkLimit.map { checked.count < $0 } ?? true }

    /// The item under the cursor, if any is shown.
    public var cursorItem: Int? { cursor < shownCount ? item(at: cursor) : nil }

    /// True while the filter still has items to look at.
    public var isFiltering: Bool { matches.isBehind(loaded) }

    /// Equal when every part is (the last click compared by its parts).
    public static func == (lhs: ListState, rhs: ListState) -> Bool {
        lhs.loaded == rhs.loaded && lhs.reading == rhs.reading && lhs.cursor == rhs.cursor && lhs.scroll == rhs.scroll
            && lhs.checked == rhs.checked && lhs.pendingChecks == rhs.pendingChecks && lhs.pendingInitial == rhs.pendingInitial
            && lhs.matches == rhs.matches && lhs.history == rhs.history && lhs.reversed == rhs.reversed
            && lhs.headerLines == rhs.headerLines && lhs.events == rhs.events && lhs.excluded == rhs.excluded
            && lhs.sortFlipped == rhs.sortFlipped && lhs.prompt == rhs.prompt && lhs.header == rhs.header
            && lhs.checkLimit == rhs.checkLimit && lhs.labels == rhs.labels && lhs.unsearchedQuery == rhs.unsearchedQuery
            && lhs.lastClick?.position == rhs.lastClick?.position && lhs.lastClick?.time == rhs.lastClick?.time
    }
}
