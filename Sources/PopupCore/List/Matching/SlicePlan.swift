/// How far a parallel slice of matching goes and where its chunks are cut, from the items' bytes
/// alone: an item's planned work is its bytes once per term and `MatchList.itemWork`, times the
/// scale the last slice measured. The slice takes items until `limit` is reached, and stops before
/// an item too long to match at once. Consecutive items are planned from where their lines end
/// (the difference of two ends is a run's bytes), in logarithmic time; items picked out of the list
/// (a narrower query's) one by one.
enum SlicePlan {
    /// The chunks for `positions`, of items `item` gives (the positions themselves when nil), whose
    /// lines end at `ends`: about equal work each, at most `count`, consecutive from the first
    /// position on; none when the slice is not worth spreading.
    static func chunks(_ positions: Range<Int>, item: ((Int) -> Int)?, ends: UnsafeBufferPointer<UInt32>, terms: Int,
                       scale: Int, limit: Int, least: Int, into count: Int) -> [Range<Int>] {
        let longest = MatchList.wholeItemWork / terms
        let cost = Cost(ends: ends, terms: terms, scale: scale)
        guard let item else {
            return consecutive(positions, cost: cost, longest: longest, limit: limit, least: least, into: count)
        }
        var planned = 0
        var end = positions.lowerBound
        while end < positions.upperBound && planned < limit {
            let index = item(end)
            guard cost.length(index) <= longest else { break }
            planned += cost.of(index..<(index + 1))
            end += 1
        }
        guard planned >= least, end > positions.lowerBound else { return [] }
        return cut(positions.lowerBound..<end, total: planned, into: count) { cost.of(item($0)..<(item($0) + 1)) }
    }

    private static func consecutive(_ positions: Range<Int>, cost: Cost, longest: Int, limit: Int, least: Int,
                                    into count: Int) -> [Range<Int>] {
        let start = positions.lowerBound
        // The first end whose items reach the limit (or all of them).
        var end = firstPosition(in: (start + 1)..<(positions.upperBound + 1)) { cost.of(start..<$0) >= limit } ?? positions.upperBound
        // Only this slice's items are looked at for one too long: a tight pass over their ends.
        if let long = (start..<end).first(where: { cost.length($0) > longest }) { end = long }
        let planned = cost.of(start..<end)
        guard planned >= least, end > start else { return [] }
        var chunks: [Range<Int>] = []
        var chunkStart = start
        let share = max(1, (planned + count - 1) / count)
        for chunk in 1...count where chunkStart < end {
            let cut = chunk == count ? end
                : firstPosition(in: (chunkStart + 1)..<(end + 1)) { cost.of(start..<$0) >= share * chunk } ?? end
            chunks.append(chunkStart..<cut)
            chunkStart = cut
        }
        return chunks
    }

    /// `positions` cut into at most `count` consecutive ranges of about equal total cost (`total`
    /// in all, `cost` each), one position at a time.
    static func cut(_ positions: Range<Int>, total: Int, into count: Int, cost: (Int) -> Int) -> [Range<Int>] {
        let share = max(1, (total + count - 1) / count)
        var parts: [Range<Int>] = []
        var partStart = positions.lowerBound
        var sum = 0
        for position in positions {
            sum += cost(position)
            if sum >= share * (parts.count + 1) || position == positions.upperBound - 1 {
                parts.append(partStart..<(position + 1))
                partStart = position + 1
            }
        }
        return parts
    }

    /// The first position in `range` for which `reached` holds, when it holds from there on.
    private static func firstPosition(in range: Range<Int>, _ reached: (Int) -> Bool) -> Int? {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if reached(middle) { high = middle } else { low = middle + 1 }
        }
        return low < range.upperBound ? low : nil
    }

    /// Planned work from the lines' ends.
    private struct Cost {
        let ends: UnsafeBufferPointer<UInt32>
        let terms: Int
        let scale: Int

        /// The bytes before item `index`.
        @inline(__always)
        func before(_ index: Int) -> Int { index == 0 ? 0 : Int(ends[index - 1]) }

        /// Item `index`'s bytes.
        @inline(__always)
        func length(_ index: Int) -> Int { Int(ends[index]) - before(index) }

        /// The planned work of the items in `items`.
        @inline(__always)
        func of(_ items: Range<Int>) -> Int {
            ((before(items.upperBound) - before(items.lowerBound)) * terms + items.count * MatchList.itemWork) * scale
        }
    }
}
