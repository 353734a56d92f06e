/// Scans of a string's UTF-8 bytes over its contiguous storage: a generic walk of the UTF-8 view
/// costs tens of instructions a byte, which a megabyte message feels.
enum UTF8Scan {
    /// True when every byte satisfies `predicate`.
    static func all(_ text: some StringProtocol, _ predicate: (UInt8) -> Bool) -> Bool {
        if let result = text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(predicate) }) { return result }
        return text.utf8.allSatisfy(predicate)
    }

    static func contains(_ text: some StringProtocol, _ byte: UInt8) -> Bool {
        !all(text) { $0 != byte }
    }

    /// The text cut at every `separator` byte, empty pieces kept (as `split` with
    /// `omittingEmptySubsequences: false` does for a separator that is a whole Character).
    static func split(_ text: String, at separator: UInt8) -> [Substring] {
        let offsets: [Int] = text.utf8.withContiguousStorageIfAvailable { bytes in
            var found: [Int] = []
            for index in bytes.indices where bytes[index] == separator { found.append(index) }
            return found
        } ?? text.utf8.enumerated().compactMap { $0.element == separator ? $0.offset : nil }
        var pieces: [Substring] = []
        pieces.reserveCapacity(offsets.count + 1)
        var start = text.startIndex
        for offset in offsets {
            let end = text.utf8.index(text.startIndex, offsetBy: offset)
            pieces.append(text[start..<end])
            start = text.utf8.index(after: end)
        }
        pieces.append(text[start...])
        return pieces
    }
}
