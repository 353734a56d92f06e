/// How well an item matches a query: the sum of its terms' scores (a term to leave out adds
/// nothing), and the first byte any term matched at, so that a long item can be shown from there.
public struct ItemMatch: Sendable, Equatable {
    public var score: Int
    public var start: Int
    /// Some term matched somewhere (false when the query only leaves words out): `start` means something.
    public var located: Bool

    public init(score: Int, start: Int, located: Bool = true) {
        self.score = score
        self.start = start
        self.located = located
    }
}

/// A query against one item's bytes: a pure function, so that slices of a list can be matched on
/// any thread. Each term is one linear pass over the item (and a capped table for fuzzy terms).
public enum ItemMatcher {
    /// The match of `query` in `text`, nil when some group has no term that matches.
    public static func match(_ query: ItemQuery, in text: UnsafeBufferPointer<UInt8>) -> ItemMatch? {
        var work = 0
        return match(query, in: text, work: &work)
    }

    /// The match of `query` in `text`; `work` grows by what it cost besides a pass over the
    /// text per term (the fuzzy terms' tables), for slices counted in work.
    public static func match(_ query: ItemQuery, in text: UnsafeBufferPointer<UInt8>, work: inout Int) -> ItemMatch? {
        query.plan.withTerms { match($0, in: text, work: &work) }
    }

    /// The match of a plan's terms in `text`: the loop over a list's items calls this, with terms
    /// it looked up once for them all.
    @inline(__always)
    static func match(_ terms: QueryTerms, in text: UnsafeBufferPointer<UInt8>, work: inout Int) -> ItemMatch? {
        var total = 0
        var start = Int.max
        for group in 0..<terms.groupCount {
            var best: (score: Int, start: Int?)?
            // fzf's: the first term that matches gives the group its score and place.
            for term in terms.group(group) {
                if term.inverse {
                    if !occurs(term, in: text) { best = (0, nil) }
                } else if let found = positiveMatch(term, in: text, work: &work) {
                    best = (found.score, found.start)
                    break
                }
            }
            guard let best else { return nil }
            total += best.score
            if let found = best.start { start = min(start, found) }
        }
        return ItemMatch(score: total, start: start == Int.max ? 0 : start, located: start != Int.max)
    }

    /// The match of `query` in `bytes`.
    public static func match(_ query: ItemQuery, in bytes: some Collection<UInt8>) -> ItemMatch? {
        if let found = bytes.withContiguousStorageIfAvailable({ match(query, in: $0) }) { return found }
        return Array(bytes).withUnsafeBufferPointer { match(query, in: $0) }
    }

    /// The byte ranges of the characters the query matched in `text`, in order, for drawing them
    /// apart: for each group, the first matching term's; none when the query does not match.
    public static func matchedRanges(_ query: ItemQuery, in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var work = 0
        return matchedRanges(query, in: text, work: &work)
    }

    /// The matched ranges; `work` grows by what finding them cost (a pass over the text per
    /// term, the tables' cells), for drawing that keeps a frame's work bounded: once it passes
    /// `limit`, the groups not looked at yet add nothing.
    public static func matchedRanges(_ query: ItemQuery, in text: UnsafeBufferPointer<UInt8>, work: inout Int,
                                     limit: Int = .max) -> [Range<Int>] {
        query.plan.withTerms { terms in
            var ranges: [Range<Int>] = []
            for (term, start) in bestTerms(terms, in: text, work: &work, limit: limit) ?? [] {
                if term.kind == .fuzzy {
                    for (index, position) in (FuzzyMatch.positions(of: term, in: text, work: &work) ?? []).enumerated() {
                        ranges.append(position..<(position + term.character(index).count))
                    }
                } else {
                    ranges.append(start..<(start + term.bytes.count))
                }
            }
            return ranges.sorted { $0.lowerBound < $1.lowerBound }
        }
    }

    /// For each group, where its matching term's match begins and ends (fzf's offsets, what
    /// `MatchRank` breaks ties by); none when the query does not match.
    static func spans(_ query: ItemQuery, in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var work = 0
        return query.plan.withTerms { terms in
            (bestTerms(terms, in: text, work: &work, limit: .max) ?? []).map { term, start in
                guard term.kind == .fuzzy else { return start..<(start + term.bytes.count) }
                let positions = FuzzyMatch.positions(of: term, in: text, work: &work) ?? [start]
                return start..<((positions.last ?? start) + term.character(positions.count - 1).count)
            }
        }
    }

    /// Each group's first term that matched (fzf's), and where; nil when some group is not
    /// satisfied. Once `work` passes `limit`, the groups not looked at yet add nothing. The views
    /// are the plan's: used within its `withTerms` only.
    private static func bestTerms(_ terms: QueryTerms, in text: UnsafeBufferPointer<UInt8>, work: inout Int,
                                  limit: Int) -> [(term: TermView, start: Int)]? {
        var found: [(term: TermView, start: Int)] = []
        for index in 0..<terms.groupCount {
            guard work <= limit else { break }
            let group = terms.group(index)
            work += text.count * group.count
            var chosen: (term: TermView, start: Int)?
            var satisfied = false
            for term in group {
                if term.inverse {
                    satisfied = satisfied || !occurs(term, in: text)
                } else if let match = positiveMatch(term, in: text, work: &work) {
                    satisfied = true
                    chosen = (term, match.start)
                    break
                }
            }
            guard satisfied else { return nil }
            if let chosen { found.append(chosen) }
        }
        return found
    }

    /// The matched ranges in `bytes`.
    public static func matchedRanges(_ query: ItemQuery, in bytes: [UInt8]) -> [Range<Int>] {
        bytes.withUnsafeBufferPointer { matchedRanges(query, in: $0) }
    }

    @inline(__always)
    static func positiveMatch(_ term: TermView, in text: UnsafeBufferPointer<UInt8>, work: inout Int) -> (score: Int, start: Int)? {
        term.kind == .fuzzy ? FuzzyMatch.bestMatch(of: term, in: text, work: &work) : SubstringSearch.bestMatch(of: term, in: text)
    }

    /// Whether the term (read as positive) matches at all: the one pass a term to leave out needs.
    static func occurs(_ term: TermView, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        switch term.kind {
        case .fuzzy: return FuzzyMatch.occurs(term, in: text)
        case .substring:
            var found = false
            SubstringSearch.occurrences(of: term, in: text) { _ in found = true; return false }
            return found
        case .prefix, .suffix, .whole: return SubstringSearch.bestMatch(of: term, in: text) != nil
        }
    }
}
