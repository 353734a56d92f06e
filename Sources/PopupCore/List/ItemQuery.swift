/// What typing over a list asks for: every space-separated term must occur in the item, as a
/// substring; a term is matched ignoring case unless it has a capital letter (smart case, as fzf
/// and ripgrep do). Case is folded for ASCII letters, on the item's bytes, so a million items are
/// scanned without decoding one of them.
public struct ItemQuery: Sendable, Equatable {
    /// One term, as bytes to look for.
    struct Term: Sendable, Equatable {
        var bytes: [UInt8]
        var ignoresCase: Bool
    }

    /// The query as typed.
    public let text: String
    let terms: [Term]

    /// The longest query kept: typing past it rings the bell.
    public static let maxLength = 256

    /// The query for `text`.
    public init(_ text: String) {
        self.text = text
        terms = text.split(separator: " ").map { word in
            let ignoresCase = !word.contains { $0.isUppercase }
            let bytes = Array(word.utf8)
            return Term(bytes: ignoresCase ? bytes.map(Self.lowerASCII) : bytes, ignoresCase: ignoresCase)
        }
    }

    /// True when nothing is asked: every item matches.
    public var isEmpty: Bool { terms.isEmpty }

    /// True when every item this query keeps is kept by `other` too, so the items `other` matched
    /// are the only ones to look at again: each of `other`'s terms is contained in a term of ours
    /// with the same case rule.
    func narrows(_ other: ItemQuery) -> Bool {
        other.terms.allSatisfy { old in
            terms.contains { new in
                new.ignoresCase == old.ignoresCase && Self.find(old.bytes, in: new.bytes[...], ignoringCase: false) != nil
            }
        }
    }

    /// True when the item's bytes hold every term.
    func matches(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        terms.allSatisfy { term in
            term.bytes.withUnsafeBufferPointer { Self.contains($0, in: line, ignoringCase: term.ignoresCase) }
        }
    }

    /// Byte ranges in `text` where the terms occur (each term's first occurrence), for highlighting.
    public func highlights(in text: String) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        var ranges: [Range<Int>] = []
        for term in terms where !term.bytes.isEmpty {
            if let start = Self.find(term.bytes, in: bytes[...], ignoringCase: term.ignoresCase) {
                ranges.append(start..<(start + term.bytes.count))
            }
        }
        return ranges
    }

    static func lowerASCII(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    private static func contains(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>,
                                 ignoringCase: Bool) -> Bool {
        let count = needle.count
        guard count > 0 else { return true }
        guard haystack.count >= count else { return false }
        let first = needle[0]
        let firstUpper = ignoringCase && first &- 0x61 < 26 ? first & ~0x20 : first
        var index = 0
        let last = haystack.count - count
        while index <= last {
            let byte = haystack[index]
            if byte == first || byte == firstUpper {
                var offset = 1
                while offset < count {
                    let candidate = haystack[index + offset]
                    if (ignoringCase ? lowerASCII(candidate) : candidate) != needle[offset] { break }
                    offset += 1
                }
                if offset == count { return true }
            }
            index += 1
        }
        return false
    }

    private static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>, ignoringCase: Bool) -> Int? {
        let found: Int? = needle.withUnsafeBufferPointer { needlePointer in
            haystack.withUnsafeBufferPointer { hay in
                guard needlePointer.count <= hay.count else { return nil }
                for start in 0...(hay.count - needlePointer.count) {
                    let window = UnsafeBufferPointer(rebasing: hay[start..<(start + needlePointer.count)])
                    var equal = true
                    for offset in 0..<needlePointer.count {
                        let byte = ignoringCase ? lowerASCII(window[offset]) : window[offset]
                        if byte != needlePointer[offset] { equal = false; break }
                    }
                    if equal { return start }
                }
                return nil
            }
        }
        return found
    }
}
