/// How a line is cut into fields (`--delimiter`), which of them are shown (`--with-nth`) and which
/// are matched (`--nth`, counted in what is shown), as fzf does: by default a field is a run of
/// non-blank characters with the blanks after it (blanks before the first belong to it); with a
/// delimiter, a field ends after each delimiter. The fields taken are joined as they were, the last
/// one without its delimiter (or blanks).
public struct ItemFields: Sendable, Equatable {
    /// The delimiter's bytes; nil cuts at blanks.
    public var delimiter: [UInt8]?
    /// The fields shown; nil shows the whole line (which is what is printed either way).
    public var shown: FieldSelection?
    /// The fields a query is matched against, among those shown; nil matches all that is shown.
    public var matched: FieldSelection?

    public init(delimiter: String? = nil, shown: FieldSelection? = nil, matched: FieldSelection? = nil) {
        self.delimiter = delimiter.map { Array($0.utf8) }.flatMap { $0.isEmpty ? nil : $0 }
        self.shown = shown
        self.matched = matched
    }

    /// Every field shown and matched: an item's match text is its line as it is.
    public var selectsWholeLine: Bool { shown == nil && matched == nil }

    /// The byte ranges of `text`'s fields, in order, covering all of it.
    func fields(of text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        var start = 0
        if let delimiter {
            var index = 0
            while index + delimiter.count <= text.count {
                if text[index] == delimiter[0], (1..<delimiter.count).allSatisfy({ text[index + $0] == delimiter[$0] }) {
                    index += delimiter.count
                    fields.append(start..<index)
                    start = index
                } else {
                    index += 1
                }
            }
        } else {
            var index = 0
            while index < text.count, QueryTerm.isWhite(text[index]) { index += 1 }
            while index < text.count {
                while index < text.count, !QueryTerm.isWhite(text[index]) { index += 1 }
                while index < text.count, QueryTerm.isWhite(text[index]) { index += 1 }
                fields.append(start..<index)
                start = index
            }
        }
        if start < text.count { fields.append(start..<text.count) }
        return fields
    }

    /// The ranges of `text` that `selection` takes, the last cut short of its delimiter.
    func select(_ selection: FieldSelection, in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        let fields = fields(of: text)
        var taken = selection.indices(among: fields.count).map { fields[$0] }
        guard var last = taken.popLast() else { return [] }
        if let delimiter {
            if last.count >= delimiter.count, (0..<delimiter.count).allSatisfy({ text[last.upperBound - delimiter.count + $0] == delimiter[$0] }) {
                last = last.lowerBound..<(last.upperBound - delimiter.count)
            }
        } else {
            while !last.isEmpty, QueryTerm.isWhite(text[last.upperBound - 1]) { last = last.lowerBound..<(last.upperBound - 1) }
        }
        if !last.isEmpty { taken.append(last) }
        return taken
    }
}
