/// What typing over a list asks for, read as fzf's extended search: space-separated words, each a
/// `QueryTerm` (fuzzy letters in order, `'substring`, `^prefix`, `suffix$`, `!not`), all of which
/// must match; `a | b` between two words matches either. `\ ` is a space inside a word. With
/// `exact`, plain words are substrings and `'word` is fuzzy.
public struct ItemQuery: Sendable, Equatable {
    /// The query as typed.
    public let text: String
    /// Plain words are substrings (`--exact`).
    public let exact: Bool
    /// What a place in an item is worth (`--scheme`).
    public let scheme: MatchScheme
    /// Of placements that score alike, the first is taken; false: the last.
    public let forward: Bool
    /// Every group must match; a group matches when any of its terms does.
    let groups: [[QueryTerm]]
    /// The terms as matching reads them: made once, shared by every copy and thread.
    let plan: QueryPlan

    /// The longest query kept: typing past it rings the bell.
    public static let maxLength = 256

    /// The query for `text`.
    public init(_ text: String, exact: Bool = false, scheme: MatchScheme = .default, forward: Bool = true) {
        self.text = text
        self.exact = exact
        self.scheme = scheme
        self.forward = forward
        var groups: [[QueryTerm?]] = []
        var joinsNext = false
        for word in Self.words(text) {
            if word == "|" {
                joinsNext = !groups.isEmpty
                continue
            }
            let term = QueryTerm(word: word, exact: exact, scheme: scheme, forward: forward)
            if joinsNext { groups[groups.count - 1].append(term) } else { groups.append([term]) }
            joinsNext = false
        }
        // A word that asks nothing (`!` typed on the way to `!tmp`) matches everything, and so
        // does any group that has one.
        self.groups = groups.compactMap { group in group.contains(where: { $0 == nil }) ? nil : group.compactMap { $0 } }
        plan = QueryPlan(self.groups)
    }

    /// The plan is made from the rest.
    public static func == (lhs: ItemQuery, rhs: ItemQuery) -> Bool {
        lhs.text == rhs.text && lhs.exact == rhs.exact && lhs.scheme == rhs.scheme && lhs.forward == rhs.forward
            && lhs.groups == rhs.groups
    }

    /// True when nothing is asked: every item matches.
    public var isEmpty: Bool { groups.isEmpty }

    /// The terms, each a pass over an item: what a match costs per byte.
    var termCount: Int { groups.reduce(0) { $0 + $1.count } }

    /// True when every item this query keeps is kept by `other` too, so the items `other` matched
    /// are the only ones to look at again: each of `other`'s groups is implied by one of ours.
    func narrows(_ other: ItemQuery) -> Bool {
        other.groups.allSatisfy { wider in
            groups.contains { narrower in narrower.allSatisfy { term in wider.contains { term.implies($0) } } }
        }
    }

    /// The words of `text`: split at spaces, `\ ` kept as a space in the word.
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var escaped = false
        for character in text {
            if escaped {
                if character != " " { word.append("\\") }
                word.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == " " {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if escaped { word.append("\\") }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
