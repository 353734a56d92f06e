/// A fuzzy term's letters found in order in an item, at the placement that scores best.
///
/// Two linear passes bound the search first: the earliest place each letter can be (left to
/// right) and the latest (right to left), so a letter's row of the table spans only the bytes it
/// can really be at. Within that, a table finds the best placement, keeping apart the best score
/// that ends on a letter at a byte and the best one still in a gap after it (a single table that
/// mixes the two, as fzf's does, misses `x__foo` for `foo` in `xf foo`). The table is capped at
/// `maxCells`; past it (a long item, a long query) the placement is the tightest leftmost one (a
/// pass forward, then back), scored by the same rules. Work is linear in the item's length times
/// the query's for a table, and linear in the item's length otherwise.
enum FuzzyMatch {
    /// The most cells a table may have (rows: the term's letters; columns: where each can be).
    static let maxCells = 1 << 15
    /// What filling one cell costs, in the bytes' work a slice is counted in.
    static let cellWork = 8

    /// The best placement's score and its first letter's byte; nil when the letters are not all
    /// there in order. `work` grows by the table's cells' cost.
    static func bestMatch(of term: TermView, in text: UnsafeBufferPointer<UInt8>, work: inout Int) -> (score: Int, start: Int)? {
        if term.characterCount == 1 { return bestSingle(term, text).map { ($0.score, $0.position) } }
        // Most items of a long list do not match: one pass that allocates nothing tells them apart.
        guard occurs(term, in: text) else { return nil }
        let count = term.characterCount
        // The bounds and the table on the stack where they fit: an item that matches costs no
        // allocation either (a million matches, a million arrays otherwise).
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * count) { scratch -> (score: Int, start: Int)? in
            let first = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
            let last = UnsafeMutableBufferPointer(rebasing: scratch[count..<(2 * count)])
            guard let cells = Bounds.fill(term, text, first: first, last: last) else { return nil }
            if cells <= maxCells {
                work += cells * cellWork
                return withTable(cells: cells, rows: count) { rowStart, table in
                    align(term, text, first: UnsafeBufferPointer(first), last: UnsafeBufferPointer(last), rowStart: rowStart,
                          table: table, placing: false).map { ($0.score, $0.start) }
                }
            }
            let placed = tightestPlacement(term, text, Bounds(first: Array(first), last: Array(last), cells: cells))
            return (score(term, text, placed), placed[0])
        }
    }

    /// Where each letter of the best placement starts, in order; nil when there is none.
    static func positions(of term: TermView, in text: UnsafeBufferPointer<UInt8>, work: inout Int) -> [Int]? {
        if term.characterCount == 1 { return bestSingle(term, text).map { [$0.position] } }
        guard let bounds = Bounds(term, text) else { return nil }
        if bounds.cells <= maxCells {
            work += bounds.cells * cellWork
            return bounds.first.withUnsafeBufferPointer { first in
                bounds.last.withUnsafeBufferPointer { last in
                    withTable(cells: bounds.cells, rows: term.characterCount) { rowStart, table in
                        align(term, text, first: first, last: last, rowStart: rowStart, table: table, placing: true)?.placed
                    }
                }
            }
        }
        return tightestPlacement(term, text, bounds)
    }

    /// A one-letter term needs no table: its best place is where its bonus is biggest (the first
    /// such, or the last when matching backward).
    private static func bestSingle(_ term: TermView, _ text: UnsafeBufferPointer<UInt8>) -> (score: Int, position: Int)? {
        var best: (bonus: Int, position: Int)?
        var position = 0
        while let found = next(term, 0, in: text, from: position) {
            let bonus = MatchScoring.bonus(text, at: found, term.scheme)
            if bonus > best?.bonus ?? -1 || !term.forward && bonus == best?.bonus { best = (bonus, found) }
            // Nothing scores more than the scheme's best word start.
            if term.forward && bonus >= term.scheme.bestBonus { break }
            position = found + 1
        }
        return best.map { (MatchScoring.letter + $0.bonus * MatchScoring.firstLetterFactor, $0.position) }
    }

    /// True when the term's letters are all in the text in order (one pass).
    static func occurs(_ term: TermView, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        // Every letter one byte (an ASCII query, nearly always): each is looked for straight from
        // the term's bytes, with no per-letter look-up of where its bytes are.
        if term.isSingleBytes, let base = text.baseAddress {
            var position = 0
            for lead in term.bytes {
                let folds = term.ignoresCase && lead &- 0x61 < 26
                guard let found = ByteScan.first(lead, foldingCase: folds, in: base, from: position, to: text.count) else {
                    return false
                }
                position = found + 1
            }
            return true
        }
        var position = 0
        for index in 0..<term.characterCount {
            guard let found = next(term, index, in: text, from: position) else { return false }
            position = found + term.character(index).count
        }
        return true
    }

    /// The score of letters placed at `placed`, by the rules every match is scored by.
    static func score(_ term: TermView, _ text: UnsafeBufferPointer<UInt8>, _ placed: [Int]) -> Int {
        var path = MatchScoring.Path()
        for (index, position) in placed.enumerated() {
            path.add(at: position, length: term.character(index).count, bonus: MatchScoring.bonus(text, at: position, term.scheme))
        }
        return path.score
    }

    // MARK: bounds

    /// For each letter, the first and last byte it can be placed at in a placement of them all.
    struct Bounds {
        var first: [Int]
        var last: [Int]
        var cells: Int

        init(first: [Int], last: [Int], cells: Int) {
            self.first = first
            self.last = last
            self.cells = cells
        }

        init?(_ term: TermView, _ text: UnsafeBufferPointer<UInt8>) {
            let count = term.characterCount
            guard count > 0 else { return nil }
            var first = [Int](repeating: 0, count: count)
            var last = first
            let cells = first.withUnsafeMutableBufferPointer { first in
                last.withUnsafeMutableBufferPointer { last in Self.fill(term, text, first: first, last: last) }
            }
            guard let cells else { return nil }
            self.init(first: first, last: last, cells: cells)
        }

        /// Fills `first` and `last` (one entry per letter) and returns the cells between them;
        /// nil when the letters are not all there in order.
        static func fill(_ term: TermView, _ text: UnsafeBufferPointer<UInt8>, first: UnsafeMutableBufferPointer<Int>,
                         last: UnsafeMutableBufferPointer<Int>) -> Int? {
            let count = term.characterCount
            guard count > 0 else { return nil }
            var position = 0
            for index in 0..<count {
                guard let found = next(term, index, in: text, from: position) else { return nil }
                first[index] = found
                position = found + term.character(index).count
            }
            var limit = text.count
            var cells = 0
            for index in stride(from: count - 1, through: 0, by: -1) {
                // The letter ends before the next one starts (or the text ends); it is there at `first` at the latest.
                let found = previous(term, index, in: text, before: limit, notBefore: first[index]) ?? first[index]
                last[index] = found
                limit = found
                cells += found - first[index] + 1
            }
            return cells
        }
    }

    /// Whether letter `index` of the term is at byte `position`.
    @inline(__always)
    static func matches(_ term: TermView, _ index: Int, _ text: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        let range = term.character(index)
        guard position + range.count <= text.count, term.fold(text[position]) == term.bytes[range.lowerBound] else { return false }
        var offset = 1
        while offset < range.count {
            if text[position + offset] != term.bytes[range.lowerBound + offset] { return false }
            offset += 1
        }
        return true
    }

    /// The first byte at or after `start`, and before `end`, where letter `index` is. A tight
    /// look for its first byte (both cases), then a check of the rest.
    static func next(_ term: TermView, _ index: Int, in text: UnsafeBufferPointer<UInt8>, from start: Int,
                     before end: Int? = nil) -> Int? {
        let range = term.character(index)
        let lead = term.bytes[range.lowerBound]
        let other = term.ignoresCase && lead &- 0x61 < 26 ? lead & ~0x20 : lead
        guard let base = text.baseAddress else { return nil }
        let end = min(end ?? text.count, text.count)
        var position = max(0, start)
        while let found = ByteScan.first(lead, foldingCase: other != lead, in: base, from: position, to: end) {
            if range.count == 1 || matches(term, index, text, at: found) { return found }
            position = found + 1
        }
        return nil
    }

    /// The last byte from `lowest` on where letter `index` is and ends at or before `limit`.
    static func previous(_ term: TermView, _ index: Int, in text: UnsafeBufferPointer<UInt8>, before limit: Int,
                         notBefore lowest: Int) -> Int? {
        let range = term.character(index)
        let lead = term.bytes[range.lowerBound]
        let other = term.ignoresCase && lead &- 0x61 < 26 ? lead & ~0x20 : lead
        guard let base = text.baseAddress else { return nil }
        var position = limit - range.count
        while position >= lowest {
            let byte = base[position]
            if byte == lead || byte == other {
                if range.count == 1 || matches(term, index, text, at: position) { return position }
            }
            position -= 1
        }
        return nil
    }

    // MARK: the table

    /// Runs `body` with room for the table's row starts and its `cells` cells (four numbers each,
    /// every one at `Table.invalid`), on the stack where they fit.
    static func withTable<R>(cells: Int, rows: Int,
                             _ body: (UnsafeMutableBufferPointer<Int>, UnsafeMutableBufferPointer<Int>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: rows + 1 + 4 * cells) { room in
            room.initialize(repeating: Table.invalid)
            return body(UnsafeMutableBufferPointer(rebasing: room[0..<(rows + 1)]),
                        UnsafeMutableBufferPointer(rebasing: room[(rows + 1)...]))
        }
    }

    /// The best placement within the bounds (`first`, `last`) by the table: its score, its first
    /// letter's byte and, when `placing`, every letter's.
    private static func align(_ term: TermView, _ text: UnsafeBufferPointer<UInt8>, first: UnsafeBufferPointer<Int>,
                              last: UnsafeBufferPointer<Int>, rowStart: UnsafeMutableBufferPointer<Int>,
                              table storage: UnsafeMutableBufferPointer<Int>, placing: Bool) -> (score: Int, start: Int, placed: [Int])? {
        let count = term.characterCount
        rowStart[0] = 0
        for index in 0..<count { rowStart[index + 1] = rowStart[index] + last[index] - first[index] + 1 }
        let table = Table(storage: storage)
        let letter = MatchScoring.letter
        for index in 0..<count {
            let low = first[index]
            let high = last[index]
            let row = rowStart[index]
            if index == 0 {
                for position in low...high where matches(term, 0, text, at: position) {
                    let bonus = MatchScoring.bonus(text, at: position, term.scheme)
                    table.set(row + position - low, score: letter + bonus * MatchScoring.firstLetterFactor, carried: bonus,
                              previous: -1, start: position)
                }
                continue
            }
            let before = rowStart[index - 1]
            let beforeLow = first[index - 1]
            let beforeHigh = last[index - 1]
            let beforeLength = term.character(index - 1).count
            // The best way into a gap: the earlier letter's score plus what the gap would cost from
            // its end, measured so that one number serves every later byte.
            var gapBest = Table.invalid
            var gapFrom = -1
            var admitted = beforeLow
            for position in low...high {
                while admitted <= beforeHigh && admitted <= position - beforeLength - 1 {
                    let earlier = table.score(before + admitted - beforeLow)
                    if earlier != Table.invalid {
                        let value = earlier + MatchScoring.gapExtension * (admitted + beforeLength)
                        if value > gapBest { gapBest = value; gapFrom = admitted }
                    }
                    admitted += 1
                }
                guard matches(term, index, text, at: position) else { continue }
                let bonus = MatchScoring.bonus(text, at: position, term.scheme)
                let cell = row + position - low
                let adjacent = position - beforeLength
                if adjacent >= beforeLow && adjacent <= beforeHigh, table.score(before + adjacent - beforeLow) != Table.invalid {
                    let earlier = before + adjacent - beforeLow
                    let carried = table.carried(earlier)
                    table.set(cell, score: table.score(earlier) + letter + max(bonus, carried, MatchScoring.consecutive),
                              carried: bonus >= MatchScoring.carriedFrom ? max(carried, bonus) : carried,
                              previous: adjacent, start: table.start(earlier))
                }
                if gapBest != Table.invalid {
                    let gapped = gapBest - MatchScoring.gapStart - MatchScoring.gapExtension * (position - 1) + letter + bonus
                    if gapped > table.score(cell) {
                        table.set(cell, score: gapped, carried: bonus, previous: gapFrom, start: table.start(before + gapFrom - beforeLow))
                    }
                }
            }
        }
        let lastRow = rowStart[count - 1]
        let lastLow = first[count - 1]
        var best = Table.invalid
        var bestPosition = -1
        for position in lastLow...last[count - 1]
            where table.score(lastRow + position - lastLow) > best || !term.forward && table.score(lastRow + position - lastLow) == best {
            best = table.score(lastRow + position - lastLow)
            bestPosition = position
        }
        guard best != Table.invalid else { return nil }
        var placed: [Int] = []
        if placing {
            placed = [Int](repeating: 0, count: count)
            var position = bestPosition
            for index in stride(from: count - 1, through: 0, by: -1) {
                placed[index] = position
                position = table.previous(rowStart[index] + position - first[index])
            }
        }
        return (best, table.start(lastRow + bestPosition - lastLow), placed)
    }

    /// Per cell: the best score ending on the letter there, the bonus its run carries, the letter
    /// before it on that path (for the positions) and where that path starts; four numbers a cell
    /// in room the caller gives (`withTable`), every one at `invalid` to begin with.
    private struct Table {
        static let invalid = Int.min / 4
        let storage: UnsafeMutableBufferPointer<Int>

        func score(_ cell: Int) -> Int { storage[4 * cell] }
        func carried(_ cell: Int) -> Int { storage[4 * cell + 1] }
        func previous(_ cell: Int) -> Int { storage[4 * cell + 2] }
        func start(_ cell: Int) -> Int { storage[4 * cell + 3] }

        func set(_ cell: Int, score: Int, carried: Int, previous: Int, start: Int) {
            storage[4 * cell] = score
            storage[4 * cell + 1] = carried
            storage[4 * cell + 2] = previous
            storage[4 * cell + 3] = start
        }
    }

    // MARK: past the table's cap

    /// The leftmost placement that ends first, pulled as far right as it goes: the earliest end,
    /// then each letter at its latest place before the next one (fzf's first algorithm).
    private static func tightestPlacement(_ term: TermView, _ text: UnsafeBufferPointer<UInt8>, _ bounds: Bounds) -> [Int] {
        let count = term.characterCount
        var placed = bounds.first
        var limit = placed[count - 1]
        for index in stride(from: count - 2, through: 0, by: -1) {
            let found = previous(term, index, in: text, before: limit, notBefore: bounds.first[index]) ?? bounds.first[index]
            placed[index] = found
            limit = found
        }
        return placed
    }
}
