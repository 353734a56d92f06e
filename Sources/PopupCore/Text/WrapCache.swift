/// Wrapped lines remembered per text and width. The run loop lays the dialog out for every event
/// and every frame; a long message must be wrapped once per width, not each time.
/// One cache belongs to one run loop (it is not shared between threads).
public final class WrapCache {
    private struct Entry {
        let text: String
        let width: Int
        let lines: WrappedText
    }

    private var entries: [Entry] = []
    private let capacity: Int
    private let wrap: (String, Int) -> WrappedText

    /// Keeps the `capacity` most recent texts and widths (a title and a message, a resize or two).
    public init(capacity: Int = 8, wrap: @escaping (String, Int) -> WrappedText = { WrappedText($0, width: $1) }) {
        self.capacity = max(1, capacity)
        self.wrap = wrap
    }

    /// `WrappedText(text, width:)`, computed once. Comparing a text with itself is quick: the same
    /// storage compares equal without reading it.
    public func lines(_ text: String, width: Int) -> WrappedText {
        if let entry = entries.first(where: { $0.width == width && $0.text == text }) { return entry.lines }
        let lines = wrap(text, width)
        entries.append(Entry(text: text, width: width, lines: lines))
        if entries.count > capacity { entries.removeFirst() }
        return lines
    }
}
