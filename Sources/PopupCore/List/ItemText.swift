/// The bytes of an item a query is matched against and the text a row shows, for a list's options:
/// the stored line as it is, or with its colour codes taken out (`--ansi`), its shown fields
/// taken (`--with-nth`) and, for matching, the matched ones of those (`--nth`).
enum ItemText {
    /// True when the match text is the stored line itself: the quick path, with nothing copied.
    static func matchesLine(_ list: ListSpec) -> Bool { !list.ansi && list.fields?.selectsWholeLine ?? true }

    /// Calls `body` with the bytes `list`'s query is matched against for `item` (`given`: those,
    /// already made).
    static func withMatchText<Result>(_ list: ListSpec, _ item: Int, given: [UInt8]?,
                                      _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let given { return given.withUnsafeBufferPointer(body) }
        if matchesLine(list) { return list.items.withLine(item, body) }
        return list.items.withLine(item) { view(list, line: $0) }.matchText.withUnsafeBufferPointer(body)
    }

    /// The match text when it is not the stored line; nil when it is.
    static func transformedMatchText(_ list: ListSpec, _ item: Int) -> [UInt8]? {
        matchesLine(list) ? nil : list.items.withLine(item) { view(list, line: $0) }.matchText
    }

    /// An item as the options make it.
    struct View {
        /// The text a row shows (colour codes taken out, the shown fields).
        var shown: [UInt8]
        /// The colours `--ansi` kept, over `shown`.
        var spans: [ANSIText.Span]
        /// The ranges of `shown` that make the match text, in order.
        var matched: [Range<Int>]

        /// The match text: the matched ranges of the shown text, joined.
        var matchText: [UInt8] {
            if matched.count == 1, matched[0] == 0..<shown.count { return shown }
            return matched.flatMap { shown[$0] }
        }

        /// Where a byte of the match text is in `shown`.
        func shownOffset(ofMatchOffset offset: Int) -> Int {
            var passed = 0
            for range in matched {
                if offset < passed + range.count { return range.lowerBound + offset - passed }
                passed += range.count
            }
            return matched.last?.upperBound ?? 0
        }
    }

    /// A line (an item's, a header's) as `list`'s options make it.
    static func view(_ list: ListSpec, line: UnsafeBufferPointer<UInt8>) -> View {
        var shown: [UInt8]
        var spans: [ANSIText.Span] = []
        if list.ansi {
            let coloured = ANSIText(line)
            shown = coloured.text
            spans = coloured.spans
        } else {
            shown = Array(line)
        }
        guard let fields = list.fields else { return View(shown: shown, spans: spans, matched: [0..<shown.count]) }
        if let selection = fields.shown {
            let taken = shown.withUnsafeBufferPointer { fields.select(selection, in: $0) }
            spans = spans.flatMap { span in Self.move(span, through: taken) }
            shown = taken.flatMap { shown[$0] }
        }
        let matched = fields.matched.map { selection in shown.withUnsafeBufferPointer { fields.select(selection, in: $0) } }
        return View(shown: shown, spans: spans, matched: matched ?? [0..<shown.count])
    }

    /// A span of the whole text, moved to where its parts land once `taken` ranges are joined.
    private static func move(_ span: ANSIText.Span, through taken: [Range<Int>]) -> [ANSIText.Span] {
        var moved: [ANSIText.Span] = []
        var offset = 0
        for range in taken {
            let low = max(range.lowerBound, span.range.lowerBound)
            let overlap = low..<max(low, min(range.upperBound, span.range.upperBound))
            if !overlap.isEmpty {
                let start = offset + overlap.lowerBound - range.lowerBound
                moved.append(ANSIText.Span(range: start..<(start + overlap.count), style: span.style))
            }
            offset += range.count
        }
        return moved
    }
}
