/// Matching one very long item a slice at a time, so that a 64 MB line and a long query never hold
/// the run loop (and Ctrl-C) for longer than a slice: each term is one pass forward that can stop
/// after any byte and go on from there. A fuzzy term takes each letter where it first can be, a
/// substring its first occurrence; both are scored by the same rules as short items.
struct LongItemScan: Sendable, Equatable {
    /// The item being matched.
    let item: Int
    /// Its bytes when they are not the stored line's (fields chosen, colours taken out).
    let text: [UInt8]?

    private var group = 0
    private var term = 0
    /// The next byte the current fuzzy term looks at, and the letters it has placed.
    private var position = 0
    private var progress = 0
    /// The current substring term's search.
    private var substring = SubstringSearch.Scanner()
    private var path = MatchScoring.Path()
    private var termStart: Int?
    /// The best the current group has found so far: its score and first byte.
    private var groupBest: (score: Int, start: Int?)?
    private var total = 0
    private var start = Int.max

    /// The outcome of a step.
    enum Step: Equatable {
        case matched(ItemMatch)
        case failed
        case unfinished
    }

    init(item: Int, text: [UInt8]?) {
        self.item = item
        self.text = text
    }

    /// Looks at bytes of `bytes` until the item is decided or `budget` runs out (one byte, one unit).
    mutating func step(_ query: ItemQuery, _ bytes: UnsafeBufferPointer<UInt8>, budget: inout Int) -> Step {
        query.plan.withTerms { step($0, bytes, budget: &budget) }
    }

    private mutating func step(_ plan: QueryTerms, _ bytes: UnsafeBufferPointer<UInt8>, budget: inout Int) -> Step {
        while group < plan.groupCount {
            let terms = plan.group(group)
            while term < terms.count {
                let current = terms[term]
                guard let found = scan(current, bytes, budget: &budget) else { return .unfinished }
                if current.inverse {
                    if found.score == nil, groupBest == nil { groupBest = (0, nil) }
                } else if let score = found.score, score > groupBest?.score ?? Int.min {
                    groupBest = (score, found.start)
                }
                term += 1
                position = 0
                progress = 0
                substring = SubstringSearch.Scanner()
                path = MatchScoring.Path()
                termStart = nil
            }
            guard let best = groupBest else { return .failed }
            total += best.score
            if let found = best.start { start = min(start, found) }
            group += 1
            term = 0
            groupBest = nil
        }
        return .matched(ItemMatch(score: total, start: start == Int.max ? 0 : start))
    }

    /// Goes on with one term: nil while unfinished, else its score (nil: no match) and first byte.
    private mutating func scan(_ term: TermView, _ bytes: UnsafeBufferPointer<UInt8>,
                               budget: inout Int) -> (score: Int?, start: Int?)? {
        switch term.kind {
        case .prefix, .suffix, .whole:
            // Anchored: a look at the ends, not a pass.
            budget -= term.bytes.count
            let found = SubstringSearch.bestMatch(of: term, in: bytes)
            return (found?.score, found?.start)
        case .fuzzy:
            while progress < term.characterCount {
                guard budget > 0 else { return nil }
                let end = min(bytes.count, position + budget)
                guard let found = FuzzyMatch.next(term, progress, in: bytes, from: position, before: end) else {
                    budget -= end - position
                    position = end
                    if end == bytes.count { return (nil, nil) }
                    return nil
                }
                budget -= found - position + 1
                let length = term.character(progress).count
                path.add(at: found, length: length, bonus: MatchScoring.bonus(bytes, at: found, term.scheme))
                if termStart == nil { termStart = found }
                progress += 1
                position = found + length
            }
            return (path.score, termStart)
        case .substring:
            while budget > 0 {
                let end = min(bytes.count, substring.position + budget)
                let before = substring.position
                let found = substring.next(term, in: bytes, before: end)
                budget -= substring.position - before + 1
                if let found { return (SubstringSearch.runScore(of: term, at: found, in: bytes), found) }
                if end == bytes.count { return (nil, nil) }
            }
            return nil
        }
    }

    static func == (lhs: LongItemScan, rhs: LongItemScan) -> Bool {
        lhs.item == rhs.item && lhs.group == rhs.group && lhs.term == rhs.term && lhs.position == rhs.position
            && lhs.progress == rhs.progress && lhs.substring == rhs.substring && lhs.total == rhs.total
    }
}
