/// fzf's `--tiebreak` criteria: what decides between matches of equal score, in the order given;
/// input order decides the rest.
public enum Tiebreak: String, Sendable, Equatable, CaseIterable {
    /// The shorter item (white space at its ends not counted).
    case length
    /// The shorter run of non-white bytes around the match.
    case chunk
    /// The match nearer the start of the item's last path component.
    case pathname
    /// The match nearer the item's start.
    case begin
    /// The match nearer the item's end.
    case end
}

/// A match's rank as one number that sorts best first: the score, then each tiebreak in turn,
/// 16 bits each as fzf keeps them (a score or a length past 65 535 counts as 65 535).
enum MatchRank {
    static func rank(_ match: ItemMatch, query: ItemQuery, in text: UnsafeBufferPointer<UInt8>, tiebreaks: [Tiebreak]) -> UInt64 {
        var rank = UInt64(lane(match.score))
        var bounds: (minEnd: Int, maxEnd: Int)?
        for index in 0..<3 {
            rank <<= 16
            guard index < tiebreaks.count else { continue }
            let criterion = tiebreaks[index]
            // fzf's values are smaller for better; the lanes here are bigger for better.
            var value = Int(UInt16.max)
            if criterion == .length {
                value = trimmedLength(text)
            } else if match.located {
                if bounds == nil, criterion != .pathname {
                    let spans = ItemMatcher.spans(query, in: text)
                    bounds = (spans.map(\.upperBound).min() ?? match.start, spans.map(\.upperBound).max() ?? match.start)
                }
                value = measure(criterion, start: match.start, bounds: bounds ?? (match.start, match.start), text)
            }
            rank |= UInt64(UInt16.max - lane(value))
        }
        return rank
    }

    /// What `criterion` measures of a match beginning at `start` (fzf's, in bytes rather than characters).
    private static func measure(_ criterion: Tiebreak, start: Int, bounds: (minEnd: Int, maxEnd: Int),
                                _ text: UnsafeBufferPointer<UInt8>) -> Int {
        switch criterion {
        case .length:
            return trimmedLength(text)
        case .chunk:
            var low = start
            var high = bounds.maxEnd
            while low > 0, !QueryTerm.isWhite(text[low - 1]) { low -= 1 }
            while high < text.count, !QueryTerm.isWhite(text[high]) { high += 1 }
            return high - low
        case .pathname:
            var last = text.count - 1
            while last >= 0, text[last] != UInt8(ascii: "/"), text[last] != UInt8(ascii: "\\") { last -= 1 }
            return last <= start ? start - last : Int(UInt16.max)
        case .begin, .end:
            var whitePrefix = 0
            for index in 0..<text.count {
                whitePrefix = index
                if index == start || !QueryTerm.isWhite(text[index]) { break }
            }
            if criterion == .begin { return bounds.minEnd - whitePrefix }
            let most = Int(UInt16.max)
            return most - most * (bounds.maxEnd - whitePrefix) / (trimmedLength(text) + 1)
        }
    }

    private static func lane(_ value: Int) -> UInt16 { UInt16(clamping: max(0, value)) }

    /// The item's length without white space at its ends (fzf's).
    static func trimmedLength(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        var low = 0
        var high = text.count
        while low < high, QueryTerm.isWhite(text[low]) { low += 1 }
        while high > low, QueryTerm.isWhite(text[high - 1]) { high -= 1 }
        return high - low
    }
}
