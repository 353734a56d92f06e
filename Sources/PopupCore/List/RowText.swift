/// A list row's text in pieces that each have one look: plain, a letter the query matched, or a
/// colour the item carried (`--ansi`). Made only for rows in view, from a bounded part of the item:
/// a long item shows the part around its match, cut with `…` where it goes on.
public struct RowText: Sendable, Equatable {
    public struct Piece: Sendable, Equatable {
        /// Sanitised text: nothing in it can act on a terminal.
        public var text: String
        /// The query matched these letters.
        public var matched: Bool
        /// The item's own colours here, under `--ansi`.
        public var style: CellStyle?

        public init(_ text: String, matched: Bool = false, style: CellStyle? = nil) {
            self.text = text
            self.matched = matched
            self.style = style
        }
    }

    public var pieces: [Piece]

    public init(_ pieces: [Piece] = []) { self.pieces = pieces }

    /// The text without its looks.
    public var text: String { pieces.map(\.text).joined() }

    /// Columns it takes.
    public var width: Int { pieces.reduce(0) { $0 + DisplayWidth.of($1.text) } }

    /// Bytes of an item looked at for the letters to highlight: a longer item is looked at
    /// around where its match starts.
    static let scannedBytes = 8 << 10
    /// Columns kept before the first matched letter when a row is scrolled to show it.
    static let leadColumns = 8

    /// At most `width` columns: when the first matched letter would be past them, the row starts
    /// (after a `…`) a little before it; what is cut at the end becomes `…`.
    func fitted(to width: Int) -> RowText {
        guard width > 0 else { return RowText() }
        guard self.width > width else { return self }
        var row = self
        if let first = firstMatchedColumn, first + 1 > width - 1 {
            let lead = min(Self.leadColumns, max(0, width / 3))
            row = row.dropping(columns: first - lead + 1)
            row.pieces.insert(Piece("…"), at: 0)
        }
        return row.cut(to: width)
    }

    /// The column of the first matched letter.
    private var firstMatchedColumn: Int? {
        var column = 0
        for piece in pieces {
            if piece.matched { return column }
            column += DisplayWidth.of(piece.text)
        }
        return nil
    }

    /// The row without its first `columns` columns (a wide character cut in half goes whole).
    private func dropping(columns: Int) -> RowText {
        var left = columns
        var kept: [Piece] = []
        for piece in pieces {
            guard left > 0 else { kept.append(piece); continue }
            var rest = Substring(piece.text)
            while left > 0, let character = rest.first {
                left -= DisplayWidth.of(character)
                rest = rest.dropFirst()
            }
            if !rest.isEmpty { kept.append(Piece(String(rest), matched: piece.matched, style: piece.style)) }
        }
        return RowText(kept)
    }

    /// The row cut to `width` columns, the last of them a `…` when anything was cut.
    private func cut(to width: Int) -> RowText {
        guard self.width > width else { return self }
        var left = width - 1
        var kept: [Piece] = []
        for piece in pieces {
            var text = ""
            for character in piece.text {
                let characterWidth = DisplayWidth.of(character)
                guard characterWidth <= left else { break }
                text.append(character)
                left -= characterWidth
            }
            if !text.isEmpty { kept.append(Piece(text, matched: piece.matched, style: piece.style)) }
            if text.count < piece.text.count { break }
        }
        kept.append(Piece("…"))
        return RowText(kept)
    }
}

extension RowText {
    /// Pieces for `range` of `bytes` (sanitised), cut where a matched range or a colour begins or
    /// ends; `matched` and `spans` are positions in `bytes`.
    static func pieces(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, matched: [Range<Int>],
                       spans: [ANSIText.Span] = []) -> [Piece] {
        guard !range.isEmpty else { return [] }
        var cuts = Set([range.lowerBound, range.upperBound])
        for bounds in matched + spans.map(\.range) {
            for bound in [bounds.lowerBound, bounds.upperBound] where range.contains(bound) { cuts.insert(bound) }
        }
        let bounds = cuts.sorted()
        var pieces: [Piece] = []
        for (start, end) in zip(bounds, bounds.dropFirst()) {
            let isMatched = matched.contains { $0.lowerBound <= start && end <= $0.upperBound }
            let style = spans.first { $0.range.lowerBound <= start && end <= $0.range.upperBound }?.style
            let text = Sanitizer.line(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            if let last = pieces.last, last.matched == isMatched, last.style == style {
                pieces[pieces.count - 1].text += text
            } else {
                pieces.append(Piece(text, matched: isMatched, style: style))
            }
        }
        return pieces
    }

    /// Where to start showing `range` of a text, at most `ListRow.maxBytes` long: its start, or
    /// for a longer one, a little before its first matched byte (on a character's first byte).
    static func window(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, firstMatched: Int?) -> Range<Int> {
        guard range.count > ListRow.maxBytes else { return range }
        var start = max(range.lowerBound, min(range.upperBound, (firstMatched ?? range.lowerBound)) - 256)
        while start > range.lowerBound, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        var end = min(range.upperBound, start + ListRow.maxBytes)
        while end < range.upperBound, end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return start..<end
    }
}
