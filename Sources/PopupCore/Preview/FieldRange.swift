/// One field expression of a placeholder (`1`, `-1`, `2..`, `..-2`, `2..3`, `..`), as fzf reads
/// it: 1 is the first field, -1 the last; 0 is none, and a range from the end to the start
/// (`-2..3`) is not one.
struct FieldRange: Equatable {
    /// nil: open (the first field, the last field).
    var first: Int?
    var last: Int?

    init?(_ text: Substring) {
        func bound(_ text: Substring) -> Int?? {
            if text.isEmpty { return .some(nil) }
            guard let value = Int(text), value != 0 else { return nil }
            return .some(value)
        }
        guard let dots = text.firstRange(of: "..") else {
            guard let value = bound(text), let value else { return nil }
            (first, last) = (value, value)
            return
        }
        let after = text[dots.upperBound...]
        guard !after.contains("."), let first = bound(text[..<dots.lowerBound]), let last = bound(after) else { return nil }
        if let first, let last, first < 0 && last > 0 { return nil }
        (self.first, self.last) = (first, last)
    }

    /// The comma-separated expressions of `text`; nil when one is not an expression.
    static func list(_ text: Substring) -> [FieldRange]? {
        var ranges: [FieldRange] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let range = FieldRange(part) else { return nil }
            ranges.append(range)
        }
        return ranges
    }

    /// `text` cut into fields, each with the delimiter after it: with a delimiter, after each
    /// one (the rest, even empty, is the last field); without, runs of blanks (tab, space,
    /// newline) close each field, and blanks before the first belong to none.
    static func fields(_ text: [UInt8], delimiter: [UInt8]?) -> [ArraySlice<UInt8>] {
        var fields: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        if let delimiter, !delimiter.isEmpty {
            while index + delimiter.count <= text.count {
                if text[index..<(index + delimiter.count)].elementsEqual(delimiter) {
                    index += delimiter.count
                    fields.append(text[start..<index])
                    start = index
                } else {
                    index += 1
                }
            }
            fields.append(text[start...])
            return fields
        }
        let blank: (UInt8) -> Bool = { $0 == 0x09 || $0 == 0x20 || $0 == 0x0A }
        while index < text.count, blank(text[index]) { index += 1 }
        while index < text.count {
            start = index
            while index < text.count, !blank(text[index]) { index += 1 }
            while index < text.count, blank(text[index]) { index += 1 }
            fields.append(text[start..<index])
        }
        return fields
    }

    /// The fields each of `ranges` takes, in the order written, joined as they were.
    static func take(_ ranges: [FieldRange], from fields: [ArraySlice<UInt8>]) -> [UInt8] {
        let count = fields.count
        func resolve(_ index: Int) -> Int { index < 0 ? index + count + 1 : index }
        var out: [UInt8] = []
        for range in ranges {
            let first = max(resolve(range.first ?? 1), 1)
            let last = min(resolve(range.last ?? count), count)
            guard first <= last else { continue }
            for index in first...last { out += fields[index - 1] }
        }
        return out
    }
}
