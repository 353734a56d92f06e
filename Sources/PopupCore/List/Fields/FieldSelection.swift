/// Which fields of a line to take, as fzf's `--nth` and `--with-nth` write it: a comma-separated
/// list of `N` (the Nth field, 1 first), `-N` (counted from the end), and ranges `N..M`, `N..`,
/// `..M` and `..`, taken in the order written.
public struct FieldSelection: Sendable, Equatable {
    /// One expression: its first and last field, nil for open ends; negative counts from the end.
    struct Span: Sendable, Equatable {
        var first: Int?
        var last: Int?
    }

    let spans: [Span]

    /// The selection `text` writes; nil when it is not one (`0`, `a`, `1..2..3`, an empty part).
    public init?(_ text: String) {
        var spans: [Span] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = Self.split(String(part))
            func index(_ text: String) -> Int?? {
                if text.isEmpty { return .some(nil) }
                guard let value = Int(text), value != 0 else { return nil }
                return .some(value)
            }
            switch bounds.count {
            case 1:
                guard let single = index(bounds[0]), let value = single else { return nil }
                spans.append(Span(first: value, last: value))
            case 2:
                guard let first = index(bounds[0]), let last = index(bounds[1]) else { return nil }
                spans.append(Span(first: first, last: last))
            default:
                return nil
            }
        }
        guard !spans.isEmpty else { return nil }
        self.spans = spans
    }

    /// `text` cut at each `..`.
    private static func split(_ text: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(text)
        while let dots = rest.firstRange(of: "..") {
            parts.append(String(rest[..<dots.lowerBound]))
            rest = rest[dots.upperBound...]
        }
        return parts + [String(rest)]
    }

    /// The indices (0-based) of the chosen fields among `count`, in the order written; a field
    /// past the end, or a range that holds none, adds nothing.
    func indices(among count: Int) -> [Int] {
        var chosen: [Int] = []
        for span in spans {
            func resolve(_ index: Int) -> Int { index < 0 ? count + index : index - 1 }
            let first = max(0, span.first.map(resolve) ?? 0)
            let last = min(count - 1, span.last.map(resolve) ?? count - 1)
            if first <= last { chosen += first...last }
        }
        return chosen
    }
}
