/// Named steps with their state, and a bar for the whole, as dialog's `--mixedgauge` shows a
/// job's progress: it is drawn once and asks nothing.
public struct MixedGauge: ContentModel {
    /// A step's state: a word ("Done"), or a percentage of its own.
    public enum State: Sendable, Equatable {
        case text(String)
        case percent(Int)
    }

    /// The steps in order: a name and a state (nil: the step is not shown).
    public let steps: [(name: String, state: State?)]
    /// The whole's percentage, 0 to 100.
    public let percent: Int

    public init(steps: [(name: String, state: State?)], percent: Int) {
        self.steps = steps.prefix(1000).map { (Sanitizer.line($0.name), $0.state.map(Self.clean)) }
        self.percent = min(max(percent, 0), 100)
    }

    private static func clean(_ state: State) -> State {
        switch state {
        case .text(let text): return .text(Sanitizer.line(text))
        case .percent(let value): return .percent(min(max(value, 0), 100))
        }
    }

    public static func == (lhs: MixedGauge, rhs: MixedGauge) -> Bool {
        lhs.percent == rhs.percent && lhs.steps.count == rhs.steps.count
            && zip(lhs.steps, rhs.steps).allSatisfy { $0.name == $1.name && $0.state == $1.state }
    }

    private var shown: [(name: String, state: State)] { steps.compactMap { step in step.state.map { (step.name, $0) } } }

    public var parts: Int { 0 }
    /// Each step, a gap, and the bar.
    public func rows(screen: Size) -> (wanted: Int, least: Int) { (shown.count + 2, 1) }
    public var preferredWidth: Int { (shown.map { DisplayWidth.of($0.name) }.max() ?? 0) + 18 }
    public var answer: ContentAnswer { ContentAnswer() }
    public mutating func handle(_ key: Key, part: Int?, view: Size) -> ContentReply { .pass }

    /// `[ Done ]`, `[  42% ]`: a state as its column shows it.
    static func label(_ state: State) -> String {
        switch state {
        case .text(let text): return "[ \(text) ]"
        case .percent(let value): return "[ \(String(repeating: " ", count: max(0, 3 - String(value).count)))\(value)% ]"
        }
    }

    public func draw(in area: Rect, focus: Int?, theme: Theme, clip: Rect, into buffer: inout Buffer) {
        let rows = shown
        for (row, step) in rows.enumerated() where row < area.height - 2 || rows.count + 2 <= area.height {
            let label = Self.label(step.state)
            let room = max(1, area.width - DisplayWidth.of(label) - 1)
            buffer.write(Wrap.truncate(step.name, width: room), at: Point(x: area.x, y: area.y + row), style: theme.message, clip: clip)
            buffer.write(label, at: Point(x: area.maxX - DisplayWidth.of(label), y: area.y + row), style: theme.box, clip: clip)
        }
        let barRow = area.y + min(rows.count + 1, max(0, area.height - 1))
        let text = " \(percent)%"
        let width = max(1, area.width - text.count)
        let filled = width * percent / 100
        buffer.write(String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled) + text,
                     at: Point(x: area.x, y: barRow), style: theme.box, clip: clip)
    }
}
