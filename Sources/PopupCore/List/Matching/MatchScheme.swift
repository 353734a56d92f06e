/// fzf's `--scheme`: what the start of a word is worth after white space and after a delimiter,
/// which bytes delimit, and what an item's first byte counts as following. `default` suits any
/// text; `path` ranks a file name's start first (after `/`, the only delimiter, or the path's
/// start); `history` gives white space and delimiters no edge over other punctuation, so that the
/// words of a command line count alike.
public enum MatchScheme: String, Sendable, Equatable, CaseIterable {
    case `default`, path, history

    /// A word start after white space (or a white space matched itself).
    var whiteBonus: Int { self == .default ? 10 : 8 }
    /// A word start after a delimiter.
    var delimiterBonus: Int { self == .history ? 8 : 9 }
    /// What comes before an item's first byte.
    var beforeItem: ByteClass { self == .path ? .delimiter : .white }
    /// The most a letter's place can earn: nothing beats it.
    var bestBonus: Int { Swift.max(whiteBonus, delimiterBonus) }
}
