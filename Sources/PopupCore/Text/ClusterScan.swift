/// What takes the clusters `ClusterScan` finds, in order.
protocol ClusterSink {
    /// One grapheme cluster: its start and end byte offsets, its width, and whether it is a plain space.
    mutating func take(start: Int, end: Int, width: Int, isSpace: Bool)
}

/// The grapheme clusters of a text as byte ranges with their widths. Swift's grapheme breaking
/// costs tens of nanoseconds a scalar; here most boundaries are found without it, and only the
/// stretches where a boundary depends on the Unicode rules are handed to it.
enum ClusterScan {
    /// Gives `sink` each grapheme cluster of `text`, in order.
    static func forEach(in text: String, into sink: inout some ClusterSink) {
        UTF8Scan.withScalars(text) { scalars in
            var segmentStart = 0
            var segmentCount = 0
            var previous: UInt32 = 0
            while true {
                let start = scalars.offset
                guard let value = scalars.next() else { break }
                if segmentCount > 0 && isBoundary(before: value, after: previous) {
                    segment(text, from: segmentStart, to: start, count: segmentCount, last: previous, into: &sink)
                    segmentStart = start
                    segmentCount = 0
                }
                segmentCount += 1
                previous = value
            }
            if segmentCount > 0 {
                segment(text, from: segmentStart, to: scalars.offset, count: segmentCount, last: previous, into: &sink)
            }
        }
    }

    /// A stretch that starts a cluster and ends where another starts: one scalar is one cluster,
    /// more are split by Swift.
    private static func segment(_ text: String, from start: Int, to end: Int, count: Int, last: UInt32,
                                into sink: inout some ClusterSink) {
        if count == 1 {
            sink.take(start: start, end: end, width: DisplayWidth.of(scalar: Unicode.Scalar(last) ?? Sanitizer.placeholder),
                      isSpace: last == 0x20)
            return
        }
        let utf8 = text.utf8
        let piece = String(text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
        var offset = start
        for character in piece {
            let bytes = character.utf8
            let next = offset + bytes.count
            sink.take(start: offset, end: next, width: DisplayWidth.of(character), isSpace: next == offset + 1 && bytes.first == 0x20)
            offset = next
        }
    }

    /// True only where the rules always put a boundary: before a scalar that never joins what
    /// precedes it (printable ASCII, U+FFFD, the control pictures the Sanitizer writes), after one
    /// that never joins what follows (not Prepend: Latin, Greek, Cyrillic, punctuation, symbols,
    /// CJK, Hangul syllables, fullwidth forms).
    static func isBoundary(before value: UInt32, after previous: UInt32) -> Bool {
        guard isStandalone(value) else { return false }
        switch previous {
        case 0..<0x600, 0x2000...0x2BFF, 0x3000...0x9FFF, 0xAC00...0xD7A3, 0xFF00...0xFFEF, 0xFFFD: return true
        default: return false
        }
    }

    private static func isStandalone(_ value: UInt32) -> Bool {
        (value >= 0x20 && value < 0x7F) || value == 0xFFFD || (value >= 0x2400 && value <= 0x2421)
    }
}
