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
    /// Text under the steps, where a look that frames the parts shows the box's message (dialog's).
    public var caption = ""

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
        lhs.percent == rhs.percent && lhs.caption == rhs.caption && lhs.steps.count == rhs.steps.count
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
        if theme.chrome.content.framedParts { return drawFramed(in: area, theme: theme, clip: clip, into: &buffer) }
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

    // MARK: in frames

    /// Columns a step's state takes between its brackets (dialog's).
    static let stateColumns = 13

    /// dialog's places: each step on its own row from the top (a hidden one keeps its row), its
    /// state in brackets at the right, a percentage as a small bar; the caption under them; the
    /// whole's bar in a raised frame named "Overall Progress" on the last rows.
    private func drawFramed(in area: Rect, theme: Theme, clip: Rect, into buffer: inout Buffer) {
        var filled = theme.appearance(for: .default).focused
        var track = theme.title
        if case .painted(let full, let empty, _) = theme.chrome.progress.bar { (filled, track) = (full, empty) }
        if !caption.isEmpty {
            let top = area.y + steps.count + 2
            for (row, line) in Wrap.lines(caption, width: max(1, area.width)).enumerated() where top + row < area.maxY {
                buffer.write(line, at: Point(x: area.x, y: top + row), style: theme.box, clip: clip)
            }
        }
        let frame = Rect(x: area.x + 1, y: area.maxY - 3, width: max(2, area.width - 2), height: 3)
        FrameWidget.square(sunken: false, theme).render(into: &buffer, area: frame)
        buffer.write("Overall Progress", at: Point(x: frame.x + 2, y: frame.y), style: theme.title,
                     clip: Rect(x: frame.x + 1, y: frame.y, width: max(0, frame.width - 2), height: 1).intersection(clip))
        let bar = Rect(x: frame.x + 1, y: frame.y + 1, width: max(0, frame.width - 2), height: 1)
        let percentText = (percent < 10 ? "  " : percent < 100 ? " " : "") + "\(percent)%"
        ProgressView.drawPainted(bar, filledCells: percent * bar.width / 100, text: percentText,
                                 at: area.x + (area.width + 4) / 2 - 4, filled: filled, track: track, clip: clip, into: &buffer)
        let open = area.maxX - Self.stateColumns - 1
        for (index, step) in steps.enumerated() {
            let y = area.y + index + 1
            guard y < area.maxY else { break }
            guard let state = step.state else { continue }
            buffer.write(step.name, at: Point(x: area.x, y: y), style: theme.box,
                         clip: Rect(x: area.x, y: y, width: max(0, open - area.x), height: 1).intersection(clip))
            buffer.write("[", at: Point(x: open, y: y), style: theme.box, clip: clip)
            switch state {
            case .text(let text):
                buffer.write(text, at: Point(x: open + (Self.stateColumns - DisplayWidth.of(text)) / 2, y: y), style: theme.box,
                             clip: clip)
            case .percent(let value):
                let text = (value < 10 ? "  " : value < 100 ? " " : "") + "\(value)%"
                let cells = Rect(x: open + 1, y: y, width: Self.stateColumns - 1, height: 1)
                let painted = Int(Double(Self.stateColumns) * (Double(value) + 0.5) / 100)
                ProgressView.drawPainted(cells, filledCells: painted, text: text, at: open + (Self.stateColumns - text.count) / 2,
                                         filled: filled, track: track, clip: clip, into: &buffer)
            }
            buffer.write("]", at: Point(x: area.maxX - 1, y: y), style: theme.box, clip: clip)
        }
    }
}
