/// The rules a match is scored by, in one place: every matched letter earns `letter`; one at the
/// start of a word earns more (after white space or the item's start, or after a delimiter, as the
/// `MatchScheme` says, then after other punctuation, then a camelCase hump or a digit after letters); the
/// query's first letter earns its bonus twice (where a match begins says most); letters that follow
/// each other keep the bonus their run began with; a gap between two letters costs `gapStart`
/// and `gapExtension` a byte after the first. Ties are broken as `MatchRank` says.
enum MatchScoring {
    static let letter = 16
    static let gapStart = 3
    static let gapExtension = 1
    /// A letter in a run of consecutive ones earns at least this.
    static let consecutive = 4
    /// A run's bonus is carried on from a letter with at least this bonus (a word start).
    static let carriedFrom = 8
    static let firstLetterFactor = 2
    /// A word start after punctuation, and punctuation matched itself.
    static let boundary = 8
    /// A camelCase hump, or a digit after letters.
    static let camel = 7

    /// The bonus for matching a byte of class `current` after one of class `previous`: fzf's
    /// rules, in which any byte but white space starts a word after white space or a delimiter.
    @inline(__always)
    static func bonus(after previous: ByteClass, _ current: ByteClass, _ scheme: MatchScheme) -> Int {
        if current == .white { return scheme.whiteBonus }
        let separator = current == .delimiter || current == .punctuation
        switch previous {
        case .white: return scheme.whiteBonus
        case .delimiter: return scheme.delimiterBonus
        case .punctuation: return boundary
        case .lower where current == .upper: return camel
        case .lower, .upper, .letter: return current == .digit ? camel : separator ? boundary : 0
        case .digit: return separator ? boundary : 0
        }
    }

    /// The bonus for matching `text[position]`.
    @inline(__always)
    static func bonus(_ text: UnsafeBufferPointer<UInt8>, at position: Int, _ scheme: MatchScheme) -> Int {
        let previous = position == 0 ? scheme.beforeItem : ByteClass.of(text[position &- 1], scheme)
        return bonus(after: previous, ByteClass.of(text[position], scheme), scheme)
    }

    /// A path's score built letter by letter, left to right: the scorer of every match that is not
    /// found by the alignment table (substrings, anchored terms, long items, the greedy fallback),
    /// and what the table's best path adds up to.
    struct Path {
        private(set) var score = 0
        /// Where the previous letter ended (nil before the first).
        private var end: Int?
        /// The bonus the current run of consecutive letters carries.
        private var carried = 0

        /// Adds the letter matched at `position`, `length` bytes long, with the bonus it has there.
        mutating func add(at position: Int, length: Int, bonus: Int) {
            guard let end else {
                score = letter + bonus * firstLetterFactor
                carried = bonus
                self.end = position + length
                return
            }
            if position == end {
                score += letter + Swift.max(bonus, carried, consecutive)
                if bonus >= carriedFrom { carried = Swift.max(carried, bonus) }
            } else {
                score += letter + bonus - gapStart - (position - end - 1) * gapExtension
                carried = bonus
            }
            self.end = position + length
        }
    }
}
