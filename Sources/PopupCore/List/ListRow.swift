/// How one item reads on screen: the cursor marker, the check mark, the tag in its column and the
/// description. Only rows in view are made, so a list of millions costs what a screenful costs.
public enum ListRow {
    /// Before the cursor's row, and before the others (no colour needed to see the cursor).
    public static let cursorMarker = "› "
    /// Before the other rows: as wide as the cursor marker, so the columns line up.
    public static let otherMarker = "  "
    /// Items measured for the box width and the tag column: the first of them.
    public static let measuredItems = 200
    /// Columns between the tag column and the descriptions.
    public static let columnGap = 2

    /// Columns before an item's mark: the cursor marker's, when the list shows one.
    public static func markerWidth(_ conventions: ListConventions) -> Int { conventions.marksCursor ? cursorMarker.count : 0 }

    /// The check mark and its space, for a selection mode and a state; `checkedMark` inside a
    /// checked checklist item's brackets.
    public static func mark(_ selection: ListSpec.Selection, checked: Bool, checkedMark: String = "x") -> String {
        switch selection {
        case .single: return ""
        case .multiple: return checked ? "[\(checkedMark)] " : "[ ] "
        case .radio: return checked ? "(*) " : "( ) "
        }
    }

    /// The tag as shown: one line, control characters made harmless, cut to a sane length first.
    /// An item that is its whole line (`--with-nth`, `--ansi`) shows that, as its options make it.
    public static func tag(_ spec: ListSpec, _ item: Int) -> String {
        if spec.isWholeLine {
            let view = spec.items.withLine(item) { ItemText.view(spec, line: UnsafeBufferPointer(rebasing: $0.prefix(maxBytes))) }
            return Sanitizer.line(String(decoding: view.shown, as: UTF8.self))
        }
        return Sanitizer.line(String(decoding: spec.items.tagBytes(item).prefix(maxBytes), as: UTF8.self))
    }

    /// The description as shown; nil without one (or when descriptions are hidden).
    public static func description(_ spec: ListSpec, _ item: Int) -> String? {
        guard spec.showsDescriptions, !spec.isWholeLine, let bytes = spec.items.descriptionBytes(item) else { return nil }
        return Sanitizer.line(String(decoding: bytes.prefix(maxBytes), as: UTF8.self))
    }

    /// No row shows more than this many bytes of an item (a 1 MB line is cut, not measured whole).
    static let maxBytes = 4096

    /// What the first items measure, in one pass: the box width and the tag column come from it,
    /// on every layout (each slice of a running filter makes one).
    public struct Columns: Sendable, Equatable {
        /// The widest of the first items' tags (0 when tags are hidden).
        public var widestTag = 0
        /// The widest row after the marker and mark, for a tag column as wide as the widest tag.
        public var widestRow = 0
        /// Some of the first items have a description beside their tag.
        public var described = false

        /// Measures the first `measuredItems` of the `loaded` items, `columnGap` between tags and descriptions.
        public init(_ spec: ListSpec, loaded: Int, columnGap: Int = ListRow.columnGap) {
            var widestDescription = 0
            var widestTagless = 0
            for item in 0..<min(loaded, ListRow.measuredItems) {
                let description = ListRow.description(spec, item).map { DisplayWidth.of($0) }
                if spec.showsTags {
                    widestTag = max(widestTag, DisplayWidth.of(ListRow.tag(spec, item)))
                    if let description {
                        described = true
                        widestDescription = max(widestDescription, description)
                    }
                } else {
                    widestTagless = max(widestTagless, description ?? 0)
                }
            }
            widestRow = spec.showsTags ? widestTag + (described ? columnGap + widestDescription : 0) : widestTagless
        }

        /// The width of the tag column: the widest tag, at most half the room when there are
        /// descriptions beside the tags.
        public func tagColumn(room: Int) -> Int {
            described ? min(widestTag, max(1, room / 2)) : widestTag
        }

        /// The columns the first items would like, mark and marker included.
        public func preferredWidth(_ spec: ListSpec, _ conventions: ListConventions) -> Int {
            min(ListRow.markerWidth(conventions) + ListRow.mark(spec.selection, checked: false).count + widestRow, 4096)
        }
    }

    /// The text of a row after the marker and mark: the tag padded to its column, then the
    /// description, cut to `width` (the plain prompt's, and what the box measures).
    public static func text(_ spec: ListSpec, _ item: Int, tagColumn: Int, width: Int, columnGap: Int = ListRow.columnGap) -> String {
        var work = 0
        return rowText(spec, item, query: ItemQuery(""), matchStart: nil, tagColumn: tagColumn, width: width, columnGap: columnGap,
                       work: &work).text
    }

    /// Work a frame spends at most on finding the letters to draw apart (`ItemMatcher.matchedRanges`
    /// units): past it, the frame's remaining rows are drawn without them, so that no query and no
    /// item makes a frame slow. A screenful of ordinary rows takes a small part of it.
    public static let frameHighlightWork = 1 << 20

    /// The row after the marker and mark, with the letters `query` matched apart: the tag padded
    /// to its column and the description (or the whole line, as its options show it), cut to
    /// `width`. A row whose match is past its width is shown from a little before it
    /// (the description's part, beside a tag column). `matchStart` is where the list found the
    /// match: in a long item, the part looked at for the letters to draw.
    /// `work` grows by what finding the matched letters cost.
    public static func rowText(_ spec: ListSpec, _ item: Int, query: ItemQuery, matchStart: Int?, tagColumn: Int, width: Int,
                               columnGap: Int = ListRow.columnGap, work: inout Int) -> RowText {
        let width = max(1, width)
        if spec.isWholeLine {
            return spec.items.withLine(item) { line in
                wholeLineRow(spec, line, query: query, matchStart: matchStart, work: &work).fitted(to: width)
            }
        }
        return spec.items.withLine(item) { line in
            let tagEnd = spec.items.tagBytes(item).count
            let tagRange = 0..<tagEnd
            let descriptionRange: Range<Int>? = spec.showsDescriptions && tagEnd < line.count ? (tagEnd + 1)..<line.count : nil
            let matched = query.isEmpty ? [] : matchedRanges(query, in: line, around: matchStart, work: &work)
            func part(_ range: Range<Int>) -> RowText {
                let firstMatched = matched.first { range.contains($0.lowerBound) }?.lowerBound
                let shown = RowText.window(range, in: line, firstMatched: firstMatched)
                return RowText(RowText.pieces(line, shown, matched: matched))
            }
            guard spec.showsTags else { return part(descriptionRange ?? tagRange).fitted(to: width) }
            guard let descriptionRange else { return part(tagRange).fitted(to: width) }
            var row = part(tagRange).fitted(to: max(1, tagColumn))
            row.pieces.append(RowText.Piece(String(repeating: " ", count: max(0, tagColumn - row.width) + columnGap)))
            row.pieces += part(descriptionRange).fitted(to: max(1, width - row.width)).pieces
            return row.fitted(to: width)
        }
    }

    /// The list's header lines (`--header`, then those taken from the items), as rows `width` wide:
    /// the items' lines shown as their options show items.
    public static func headerRows(_ spec: ListSpec, width: Int) -> [RowText] {
        let given = spec.header.map { RowText([RowText.Piece(Sanitizer.line($0))]).fitted(to: max(1, width)) }
        var work = 0
        let taken = spec.items.headerLines.map { line in
            line.withUnsafeBufferPointer { bytes in
                (spec.isWholeLine ? wholeLineRow(spec, bytes, query: ItemQuery(""), matchStart: nil, work: &work)
                    : RowText(RowText.pieces(bytes, 0..<bytes.count, matched: []))).fitted(to: max(1, width))
            }
        }
        return given + taken
    }

    /// An item that is its whole line, as `--ansi` and the fields make it, with its matched letters.
    private static func wholeLineRow(_ spec: ListSpec, _ line: UnsafeBufferPointer<UInt8>, query: ItemQuery, matchStart: Int?,
                                     work: inout Int) -> RowText {
        let view = ItemText.view(spec, line: UnsafeBufferPointer(rebasing: line.prefix(RowText.scannedBytes)))
        var matched: [Range<Int>] = []
        if !query.isEmpty {
            matched = view.matchText.withUnsafeBufferPointer {
                ItemMatcher.matchedRanges(query, in: $0, work: &work, limit: frameHighlightWork)
            }.map { range in
                view.shownOffset(ofMatchOffset: range.lowerBound)..<(view.shownOffset(ofMatchOffset: range.upperBound - 1) + 1)
            }
        }
        return view.shown.withUnsafeBufferPointer { shown in
            let window = RowText.window(0..<shown.count, in: shown, firstMatched: matched.first?.lowerBound)
            return RowText(RowText.pieces(shown, window, matched: matched, spans: view.spans))
        }
    }

    /// The matched ranges of `query` in `line`: looked for in all of it when it is short, else in
    /// the part around `start` (where the list found the match).
    private static func matchedRanges(_ query: ItemQuery, in line: UnsafeBufferPointer<UInt8>, around start: Int?,
                                      work: inout Int) -> [Range<Int>] {
        guard line.count > RowText.scannedBytes else { return ItemMatcher.matchedRanges(query, in: line, work: &work, limit: frameHighlightWork) }
        var low = max(0, min(line.count, start ?? 0) - 1024)
        while low > 0, line[low] & 0xC0 == 0x80 { low -= 1 }
        let high = min(line.count, low + RowText.scannedBytes)
        return ItemMatcher.matchedRanges(query, in: UnsafeBufferPointer(rebasing: line[low..<high]), work: &work, limit: frameHighlightWork)
            .map { ($0.lowerBound + low)..<($0.upperBound + low) }
    }
}
