/// What kind of character a byte of an item is, for the bonus a matched letter earns from the byte
/// before it: the start of a word, a path component, a camelCase hump. Bytes of UTF-8 sequences
/// count as letters, so a word in any script is one word. Delimiters are fzf's: `/,:;|`, and
/// only `/` in the path scheme.
enum ByteClass: UInt8 {
    case white, delimiter, punctuation, lower, upper, digit, letter

    /// The class of `byte`, worked out by comparisons: a table in a global array costs the
    /// matcher's inner loop a lazy-initialisation check and a retain and release at each look.
    @inline(__always)
    static func of(_ byte: UInt8, _ scheme: MatchScheme = .default) -> ByteClass {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return .lower
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return .upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
        case 0x80...0xFF: return .letter
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C: return .white
        case UInt8(ascii: "/"): return .delimiter
        case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "|"):
            return scheme == .path ? .punctuation : .delimiter
        default: return .punctuation
        }
    }

    /// Letters and digits make words; everything else separates them.
    var isWord: Bool { self == .lower || self == .upper || self == .digit || self == .letter }
}
