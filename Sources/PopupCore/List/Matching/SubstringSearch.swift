/// Finding a term's bytes as a substring in linear time whatever the text (Knuth–Morris–Pratt: a
/// naive search costs item × term on `aaaa…b`), and the anchored kinds: start, end, whole item.
enum SubstringSearch {
    /// For each prefix of `pattern`, the length of its longest proper prefix that is also its suffix.
    static func fallbackTable(_ pattern: [UInt8]) -> [Int] {
        var table = [Int](repeating: 0, count: pattern.count)
        var length = 0
        var index = 1
        while index < pattern.count {
            if pattern[index] == pattern[length] {
                length += 1
                table[index] = length
                index += 1
            } else if length > 0 {
                length = table[length - 1]
            } else {
                index += 1
            }
        }
        return table
    }

    /// The start of each occurrence of `term` in `text`, in order, until `body` returns false.
    static func occurrences(of term: TermView, in text: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool) {
        var scanner = Scanner()
        while let found = scanner.next(term, in: text, before: text.count), body(found) {}
    }

    /// A search that can stop after any byte and go on from there: the text read so far and the
    /// bytes of the term matched at its end.
    struct Scanner: Sendable, Equatable {
        /// The next byte to read.
        var position = 0
        private var matched = 0

        /// The start of the next occurrence that ends before `end`; nil when there is none there
        /// (`position` is then `end`).
        mutating func next(_ term: TermView, in text: UnsafeBufferPointer<UInt8>, before end: Int) -> Int? {
            let count = term.bytes.count
            guard count > 0, let base = text.baseAddress else { return nil }
            let end = min(end, text.count)
            let lead = term.bytes[0]
            let other = term.ignoresCase && lead &- 0x61 < 26 ? lead & ~0x20 : lead
            let pattern = term.bytes
            let table = term.fallback
            while position < end {
                if matched == 0 {
                    // Nothing matched yet: a tight look for the first byte.
                    guard let found = ByteScan.first(lead, foldingCase: other != lead, in: base, from: position, to: end) else {
                        position = end
                        return nil
                    }
                    position = found
                }
                let byte = term.fold(base[position])
                position += 1
                while matched > 0 && byte != pattern[matched] { matched = table[matched - 1] }
                if byte == pattern[matched] { matched += 1 }
                if matched == count {
                    matched = table[matched - 1]
                    return position - count
                }
            }
            return nil
        }
    }

    /// The first occurrence of `term` in `bytes`.
    static func firstMatch(of term: QueryTerm, in bytes: [UInt8]) -> Int? {
        var found: Int?
        term.withView { term in
            bytes.withUnsafeBufferPointer { text in occurrences(of: term, in: text) { found = $0; return false } }
        }
        return found
    }

    /// The occurrence a person most likely meant (the one whose first byte has the biggest
    /// bonus; the first of those) and its score, for a substring term; the anchored kinds' one
    /// place. Nil when the term does not occur.
    static func bestMatch(of term: TermView, in text: UnsafeBufferPointer<UInt8>) -> (score: Int, start: Int)? {
        let count = term.bytes.count
        let start: Int
        switch term.kind {
        case .fuzzy:
            return nil
        case .substring:
            // fzf's choice: the first occurrence (the last, matching backward) that starts a word,
            // else the one whose start earns most, the first of equals; the item's first byte
            // counts as after white space here whatever the scheme.
            var best: (start: Int, bonus: Int)?
            func consider(_ position: Int) -> Bool {
                let bonus = position == 0 ? term.scheme.whiteBonus : MatchScoring.bonus(text, at: position, term.scheme)
                if bonus > (best?.bonus ?? -1) { best = (position, bonus) }
                return bonus < MatchScoring.boundary
            }
            var backward: [Int] = []
            occurrences(of: term, in: text) { position in
                guard term.forward else {
                    backward.append(position)
                    return true
                }
                return consider(position)
            }
            for position in backward.reversed() where !consider(position) { break }
            guard let best else { return nil }
            start = best.start
        case .prefix, .suffix, .whole:
            var low = 0
            var high = text.count
            // White space at the item's ends is skipped unless the term has it there itself.
            if term.kind != .suffix, !QueryTerm.isWhite(term.bytes.first) {
                while low < high, QueryTerm.isWhite(text[low]) { low += 1 }
            }
            if term.kind != .prefix, !QueryTerm.isWhite(term.bytes.last) {
                while high > low, QueryTerm.isWhite(text[high - 1]) { high -= 1 }
            }
            guard high - low >= count, term.kind != .whole || high - low == count else { return nil }
            start = term.kind == .suffix ? high - count : low
            for offset in 0..<count where term.fold(text[start + offset]) != term.bytes[offset] { return nil }
        }
        return (runScore(of: term, at: start, in: text), start)
    }

    /// The score of the term's characters matched one after another from `start`.
    static func runScore(of term: TermView, at start: Int, in text: UnsafeBufferPointer<UInt8>) -> Int {
        var path = MatchScoring.Path()
        for index in 0..<term.characterCount {
            let range = term.character(index)
            path.add(at: start + range.lowerBound, length: range.count, bonus: MatchScoring.bonus(text, at: start + range.lowerBound, term.scheme))
        }
        return path.score
    }
}
