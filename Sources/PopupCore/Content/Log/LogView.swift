/// The newest lines of a text that keeps growing, as dialog's `--tailbox` shows a file (`tail -f`):
/// bytes come in (`consume`), whole lines are kept, at most `capacity` of them, and the last ones
/// are shown, newest at the bottom. ←/→ (h/l) scroll sideways, 0 scrolls back; the view takes these
/// keys whichever button has the focus. Memory and time stay bounded however much arrives.
public struct LogView: ContentModel {
    /// The lines kept, oldest first, from `first`.
    private var kept: [String] = []
    private var first = 0
    private var splitter = LineSplitter()
    /// The most lines kept: more than any screen shows.
    public let capacity: Int
    /// Columns scrolled sideways.
    public private(set) var shift = 0
    /// The rows it would like; nil: a screenful.
    public var preferredRows: Int?

    /// The most columns it scrolls sideways (dialog's line length).
    public static let maxShift = 2048

    public init(capacity: Int = 1000) {
        self.capacity = max(1, capacity)
    }

    /// The log holding `text`'s lines (its last line even without a line break).
    public init(text: [UInt8], capacity: Int = 1000) {
        self.init(capacity: capacity)
        consume(text)
        var rest = splitter
        rest.finish { append($0) }
        splitter = rest
    }

    /// The lines kept, oldest first.
    public var lines: ArraySlice<String> { kept[first...] }

    public var readsData: Bool { true }

    public mutating func consume(_ bytes: [UInt8]) {
        var lines = splitter
        lines.split(bytes) { append($0) }
        splitter = lines
    }

    private mutating func append(_ line: UnsafeBufferPointer<UInt8>) {
        kept.append(String(decoding: line, as: UTF8.self))
        if kept.count - first > capacity { first += 1 }
        // Dropped lines are let go of in one sweep once they are as many as those kept.
        if first >= capacity {
            kept.removeFirst(first)
            first = 0
        }
    }

    public var parts: Int { 0 }
    public var preferredWidth: Int {
        lines.suffix(200).reduce(30) { max($0, DisplayWidth.of($1.prefix(Layout.measuredColumns))) }
    }
    public func rows(screen: Size) -> (wanted: Int, least: Int) { (preferredRows ?? max(1, screen.height), 1) }
    public var answer: ContentAnswer { ContentAnswer() }

    public mutating func handle(_ key: Key, part: Int?, view: Size) -> ContentReply {
        guard key.modifiers.subtracting(.shift).isEmpty else { return .pass }
        switch key.code {
        case .left, .character("h"), .character("H"): shift = max(0, shift - 1)
        case .right, .character("l"), .character("L"): shift = min(Self.maxShift, shift + 1)
        case .character("0"): shift = 0
        default: return .pass
        }
        return .handled
    }

    public func draw(in area: Rect, focus: Int?, theme: Theme, clip: Rect, into buffer: inout Buffer) {
        let shown = lines.suffix(max(0, area.height))
        for (row, line) in shown.enumerated() {
            let visible = EditorLine(line, tabs: theme.chrome.content.tabs)
            var start = 0
            var skipped = 0
            while start < visible.widths.count, skipped < shift {
                skipped += visible.widths[start]
                start += 1
            }
            buffer.write(visible.shown(from: start, width: area.width), at: Point(x: area.x, y: area.y + row),
                         style: theme.message, clip: clip)
        }
    }
}
