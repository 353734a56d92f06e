/// How many terminal columns text takes, by grapheme cluster.
///
/// A cluster is as wide as its base scalar (East Asian Wide/Fullwidth: 2), except that emoji
/// presentation (VS16), emoji ZWJ sequences and flag pairs always take 2: terminals draw them
/// as one double-width glyph.
public enum DisplayWidth {
    /// Columns one grapheme cluster takes: 0 for controls and zero-width ones, 1, or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let value = first.value
        if value < 0x7F, scalars.count == 1 { return value >= 0x20 ? 1 : 0 }
        if isZeroWidth(value) { return 0 }
        if isWide(value) { return 2 }
        if scalars.count > 1 {
            if isRegionalIndicator(value) { return 2 }
            for scalar in scalars.dropFirst() where scalar.value == 0xFE0F || scalar.value == 0x200D {
                return 2
            }
        }
        return 1
    }

    /// Columns `text` takes: the sum over its grapheme clusters.
    public static func of(_ text: some StringProtocol) -> Int {
        // ASCII fast path: sanitised text holds no controls, so every byte is one column.
        if UTF8Scan.all(text, { $0 < 0x80 }) { return text.utf8.count }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    static func isRegionalIndicator(_ value: UInt32) -> Bool {
        value >= 0x1F1E6 && value <= 0x1F1FF
    }

    static func isWide(_ value: UInt32) -> Bool {
        value >= 0x1100 && contains(WideTable.wide, value)
    }

    static func isZeroWidth(_ value: UInt32) -> Bool {
        value >= 0x300 && contains(WideTable.zeroWidth, value)
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = ranges[mid]
            if value < range.lowerBound {
                high = mid - 1
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}
