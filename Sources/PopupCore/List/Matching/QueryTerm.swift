/// One word of a query, as fzf's extended search reads it: `word` matches its letters in order
/// (fuzzy), `'word` as a substring (with `--exact`, the other way round), `^word` at the start,
/// `word$` at the end, `^word$` the whole item, and `!` before any of them keeps the items it does
/// not match. Case is ignored unless the word has a capital letter (smart case), for ASCII letters.
struct QueryTerm: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case fuzzy, substring, prefix, suffix, whole
    }

    var kind: Kind
    var inverse: Bool
    var ignoresCase: Bool
    /// The word's bytes, ASCII letters folded to lower case when case is ignored.
    var bytes: [UInt8]
    /// Where each character's bytes end in `bytes`: a fuzzy match places whole characters.
    var characterEnds: [Int]
    /// The substring search's fallback table (`SubstringSearch`), for the kinds that need one.
    var fallback: [Int]
    /// What a place in an item is worth (`--scheme`).
    var scheme: MatchScheme
    /// Of placements that score alike, the first is taken; false: the last (fzf's order when a
    /// tiebreak looks at where a match ends).
    var forward: Bool

    /// The term for one word of a query; nil for a word that asks nothing (`!`, `^`, `'` alone).
    init?(word: String, exact: Bool, scheme: MatchScheme = .default, forward: Bool = true) {
        self.scheme = scheme
        self.forward = forward
        var rest = Substring(word)
        inverse = false
        if rest.first == "!" {
            inverse = true
            rest = rest.dropFirst()
        }
        // A word to leave out is looked for as it is spelt: fzf's rule, and what `!` is used for.
        var kind: Kind = exact || inverse ? .substring : .fuzzy
        if rest.first == "'" {
            kind = kind == .fuzzy ? .substring : .fuzzy
            rest = rest.dropFirst()
        } else {
            let anchoredStart = rest.first == "^"
            if anchoredStart { rest = rest.dropFirst() }
            let anchoredEnd = rest.last == "$" && !rest.hasSuffix("\\$")
            if anchoredEnd { rest = rest.dropLast() } else if rest.hasSuffix("\\$") { rest = Substring(rest.dropLast(2) + "$") }
            switch (anchoredStart, anchoredEnd) {
            case (true, true): kind = .whole
            case (true, false): kind = .prefix
            case (false, true): kind = .suffix
            case (false, false): break
            }
        }
        guard !rest.isEmpty else { return nil }
        self.kind = kind
        ignoresCase = !rest.contains { $0.isASCII && $0.isUppercase }
        var bytes: [UInt8] = []
        var ends: [Int] = []
        for character in rest.unicodeScalars {
            bytes += Array(String(character).utf8)
            ends.append(bytes.count)
        }
        self.bytes = ignoresCase ? bytes.map(Self.lowerASCII) : bytes
        characterEnds = ends
        fallback = kind == .fuzzy ? [] : SubstringSearch.fallbackTable(self.bytes)
    }

    /// How many characters the word has.
    var characterCount: Int { characterEnds.count }

    /// The byte range of character `index` in `bytes`.
    func character(_ index: Int) -> Range<Int> { (index == 0 ? 0 : characterEnds[index - 1])..<characterEnds[index] }

    @inline(__always)
    static func lowerASCII(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// True when every item this term keeps is kept by `other` too (for narrowing a search to the
    /// matches of an earlier, wider one).
    func implies(_ other: QueryTerm) -> Bool {
        guard ignoresCase == other.ignoresCase, inverse == other.inverse else { return false }
        // Leaving out what `self` matches leaves out less than `other` does when `other`'s matches are `self`'s.
        return inverse ? other.keepsOnly(within: self) : keepsOnly(within: other)
    }

    /// Every item matching `self` (as a positive term) matches `other` (as a positive term).
    private func keepsOnly(within other: QueryTerm) -> Bool {
        switch other.kind {
        case .fuzzy:
            return containsCharactersInOrder(of: other)
        case .substring:
            return kind != .fuzzy && SubstringSearch.firstMatch(of: other, in: bytes) != nil
        case .prefix:
            return (kind == .prefix || kind == .whole) && bytes.starts(with: other.bytes) && startsAlike(other)
        case .suffix:
            return (kind == .suffix || kind == .whole) && bytes.reversed().starts(with: other.bytes.reversed()) && endsAlike(other)
        case .whole:
            return kind == .whole && bytes == other.bytes
        }
    }

    /// `other`'s characters appear among ours in order (any kind of ours matches them in order).
    private func containsCharactersInOrder(of other: QueryTerm) -> Bool {
        var mine = 0
        for wanted in 0..<other.characterCount {
            let wantedBytes = other.bytes[other.character(wanted)]
            while mine < characterCount, !bytes[character(mine)].elementsEqual(wantedBytes) { mine += 1 }
            guard mine < characterCount else { return false }
            mine += 1
        }
        return true
    }

    /// Anchored matches skip white space at the item's end unless the word itself has it there:
    /// two words narrow each other only when they skip alike.
    private func startsAlike(_ other: QueryTerm) -> Bool { Self.isWhite(bytes.first) == Self.isWhite(other.bytes.first) }
    private func endsAlike(_ other: QueryTerm) -> Bool { Self.isWhite(bytes.last) == Self.isWhite(other.bytes.last) }

    static func isWhite(_ byte: UInt8?) -> Bool { byte.map { ByteClass.of($0) == .white } ?? false }
}
