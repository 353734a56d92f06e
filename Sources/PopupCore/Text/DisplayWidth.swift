/// How many terminal columns text takes: what a terminal advances the cursor by when it prints it.
///
/// A code point is as wide as glibc's `wcwidth` says (the generated `WideTable`): 2 when East Asian
/// Wide or Fullwidth, 0 for combining marks, invisible format characters and joining Hangul jamo,
/// else 1. A grapheme cluster takes the sum over its code points, because a terminal gives every
/// spacing code point a cell of its own: Devanagari क + ि is 2 columns, Thai น + ้ + ำ is 2.
/// Emoji sequences are the exception: emoji ZWJ sequences, skin tones and flag pairs take 2, as
/// terminals draw them as one double-width glyph. The emoji selector (VS16) on a text character
/// widens nothing: such a character is drawn without it (`terminalGlyph`), in one column.
public enum DisplayWidth {
    /// Columns one grapheme cluster takes: 0 for controls and zero-width ones, else 1 or more.
    public static func of(_ character: Character) -> Int {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        guard let second = scalars.next() else { return of(value: first.value) }
        if isRegionalIndicator(first.value) { return 2 }
        var total = of(value: first.value)
        let pictographic = Sanitizer.isPictographic(first)
        var joined = false
        var next: Unicode.Scalar? = second
        while let scalar = next {
            next = scalars.next()
            switch scalar.value {
            case 0xFE0F:
                // Emoji presentation of a character that is text by default (❤️, ⚠️): terminals
                // disagree on its width (tmux 3.3a and xterm 1, kitty and iTerm2 2), and a cell
                // drawn one wide where we counted two leaves debris behind a moving box. So it is
                // drawn without the selector (`terminalGlyph`), one column everywhere.
                continue
            case 0x200D where pictographic:
                joined = true
            case 0x1F3FB...0x1F3FF where pictographic:
                // A skin tone is drawn into the emoji before it.
                continue
            default:
                if joined { return 2 }
                total += of(value: scalar.value)
            }
        }
        return total
    }

    /// `character` as it is sent to the terminal: a text-default character keeps no emoji
    /// presentation selector (U+FE0F) outside a ZWJ sequence, so every terminal gives it the one
    /// column `of(_:)` counts. The text itself (labels on stdout, values) keeps the selector.
    public static func terminalGlyph(_ character: Character) -> Character {
        // Every cell drawn passes here: a base and the 3-byte selector are 4 bytes at least, so
        // almost every character leaves at the first test.
        guard character.utf8.count >= 4 else { return character }
        let scalars = character.unicodeScalars
        guard scalars.contains("\u{FE0F}"), !scalars.contains("\u{200D}") else { return character }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars.filter { $0 != "\u{FE0F}" })
        let glyph = String(kept)
        // Selectors alone, or anything that would not stay one cluster: leave it as it came.
        guard glyph.count == 1, let first = glyph.first else { return character }
        return first
    }

    /// Columns `text` takes: the sum over its grapheme clusters.
    public static func of(_ text: some StringProtocol) -> Int {
        // ASCII fast path: sanitised text holds no controls, so every byte is one column.
        if UTF8Scan.all(text, { $0 < 0x80 }) { return text.utf8.count }
        // Outside emoji sequences a cluster is the sum of its code points, and so is the text:
        // no need to find the clusters.
        let summed = basicPlane.withUnsafeBufferPointer { plane in
            UTF8Scan.withScalars(text) { scalars -> Int? in
                var total = 0
                while let value = scalars.next() {
                    if value >= 0xA0 && value < 0x10000 && value != 0xFE0F && value != 0x200D {
                        total += Int(plane[Int(value)] & 3)
                    } else {
                        if startsEmojiRule(value) { return nil }
                        total += of(value: value)
                    }
                }
                return total
            }
        }
        return summed ?? byCharacters(text)
    }

    /// Columns one code point takes on its own (glibc's `wcwidth`, with 0 for controls).
    public static func of(scalar: Unicode.Scalar) -> Int {
        of(value: scalar.value)
    }

    private static func of(value: UInt32) -> Int {
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value < 0x10000 { return Int(basicPlane[Int(value)] & 3) }
        if isZeroWidth(value) { return 0 }
        return isWide(value) || isReservedWide(value) ? 2 : 1
    }

    /// Blocks whose code points are wide whether or not assigned yet (UAX #11 reserves them "W"):
    /// the emoji and pictograph blocks and the ideograph planes. Emoji newer than the table are
    /// kept and drawn two columns wide, as current terminals draw them, not replaced.
    static func isReservedWide(_ value: UInt32) -> Bool {
        (value >= 0x1F300 && value <= 0x1F64F) || (value >= 0x1F680 && value <= 0x1F6FF)
            || (value >= 0x1F900 && value <= 0x1FAFF)
            || (value >= 0x20000 && value <= 0x3FFFD)
    }

    private static let unassignedFlag: UInt8 = 4

    /// The width of every code point of the Basic Multilingual Plane, and `unassignedFlag`:
    /// text is mostly there, and one load is much quicker than searching the ranges each time.
    private static let basicPlane: [UInt8] = {
        var table = [UInt8](repeating: 1, count: 0x10000)
        func mark(_ ranges: [ClosedRange<UInt32>], _ value: UInt8) {
            for range in ranges where range.lowerBound < 0x10000 {
                for point in range.lowerBound...min(range.upperBound, 0xFFFF) { table[Int(point)] = value }
            }
        }
        mark(WideTable.wide, 2)
        mark(WideTable.zeroWidth, 0)
        mark(WideTable.unassigned, 1 | unassignedFlag)
        return table
    }()

    private static func byCharacters(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in String(text) { total += of(character) }
        return total
    }

    /// Code points that can make a cluster narrower than its sum: VS16, ZWJ, skin tones, flags.
    private static func startsEmojiRule(_ value: UInt32) -> Bool {
        value == 0xFE0F || value == 0x200D || (value >= 0x1F1E6 && value <= 0x1F1FF)
            || (value >= 0x1F3FB && value <= 0x1F3FF)
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

    /// Not assigned in the table's Unicode version: a terminal's width for it is unknown.
    static func isUnassigned(_ value: UInt32) -> Bool {
        if value < 0x10000 { return basicPlane[Int(value)] & unassignedFlag != 0 }
        return !isReservedWide(value) && contains(WideTable.unassigned, value)
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
