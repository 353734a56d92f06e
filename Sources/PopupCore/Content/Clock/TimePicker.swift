/// A time of day to pick, as dialog's `--timebox` picks one: hours, minutes and seconds as three
/// parts. ↑/↓ (-/+, PgUp/PgDn) step the focused one round its period, digits type it (a value
/// past the period rings the bell), Home and End set 0 and its last value, Delete drops its last
/// digit, ←/→ go from part to part; Enter or Space submits.
public struct TimePicker: ContentModel {
    /// Hours, minutes, seconds.
    public private(set) var values: [Int]
    static let periods = [24, 60, 60]

    /// A time; each value is taken round its period (25 hours is 1).
    public init(hour: Int, minute: Int, second: Int) {
        values = zip([hour, minute, second], Self.periods).map { (($0 % $1) + $1) % $1 }
    }

    public var parts: Int { 3 }
    public var plainQuestion: PlainQuestion { .value("Time (HH:MM:SS)") }
    public var preferredWidth: Int { 14 }
    /// The rows it would like, and the fewest it takes; nil: its own one.
    public var preferredRows: Int?
    public var leastRows: Int?
    public func rows(screen: Size) -> (wanted: Int, least: Int) {
        let wanted = preferredRows ?? 1
        return (wanted, min(wanted, leastRows ?? wanted))
    }

    /// `10:20:30`.
    public var text: String { values.map { CivilDate.padded($0, 2) }.joined(separator: ":") }

    public var answer: ContentAnswer { ContentAnswer(values: [text]) }

    public func answer(values given: [String], items: [String]) throws -> ContentAnswer {
        if let item = items.first { throw ContentError.unknownItem(item) }
        guard let value = given.first else { return answer }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false).compactMap { Int($0) }
        guard parts.count == 3, zip(parts, Self.periods).allSatisfy({ number, period in (0..<period).contains(number) })
        else { throw ContentError.badValue(value, reason: "a time (HH:MM:SS)") }
        if given.count > 1 { throw ContentError.unusedValue(given[1]) }
        return ContentAnswer(values: [TimePicker(hour: parts[0], minute: parts[1], second: parts[2]).text])
    }

    public mutating func handle(_ key: Key, part: Int?, view: Size) -> ContentReply {
        guard key.modifiers.subtracting(.shift).isEmpty else { return .pass }
        guard let part, values.indices.contains(part) else {
            // With a button focused, ↑ and ↓ have nothing to change and do nothing.
            switch key.code {
            case .up, .down, .pageUp, .pageDown, .character("+"), .character("-"): return .handled
            default: return .pass
            }
        }
        let period = Self.periods[part]
        switch key.code {
        case .enter, .character(" "): return .submit
        case .up, .pageUp, .character("-"): values[part] = (values[part] + period - 1) % period
        case .down, .pageDown, .character("+"): values[part] = (values[part] + 1) % period
        case .home: values[part] = 0
        case .end: values[part] = period - 1
        case .delete: values[part] /= 10
        case .character(let character) where character.isASCII && character.isNumber:
            let typed = values[part] * 10 + (character.wholeNumberValue ?? 0)
            guard typed < period else { return .refused }
            values[part] = typed
        default: return .pass
        }
        return .handled
    }

    public func draw(in area: Rect, focus: Int?, theme: Theme, clip: Rect, into buffer: inout Buffer) {
        if theme.chrome.content.framedParts { return drawFramed(in: area, theme: theme, clip: clip, into: &buffer) }
        let x = area.x + max(0, (area.width - preferredWidth) / 2)
        for (index, value) in values.enumerated() {
            let style = focus == index ? theme.focusedField : theme.field
            let left = x + index * 5
            buffer.fill(Rect(x: left, y: area.y, width: 4, height: 1).intersection(clip), with: Cell(style: style))
            buffer.write(CivilDate.padded(value, 2), at: Point(x: left + 1, y: area.y), style: style, clip: clip)
            if index < 2 { buffer.write(":", at: Point(x: left + 4, y: area.y), style: theme.box, clip: clip) }
        }
    }

    public func cursor(in area: Rect, part: Int) -> Point? {
        Point(x: area.x + max(0, (area.width - preferredWidth) / 2) + part * 5 + 2, y: area.y)
    }

    public func cursor(in area: Rect, part: Int, look: ContentLook) -> Point? {
        guard look.framedParts else { return cursor(in: area, part: part) }
        let origin = framedOrigin(in: area)
        return Point(x: origin.x + part * 5, y: origin.y)
    }

    // MARK: in frames

    /// Where dialog's hour stands: its three fields side by side, centred, two rows above the
    /// area's bottom (a blank row under their frames).
    private func framedOrigin(in area: Rect) -> Point {
        Point(x: area.x + (area.width - 11) / 2 - 1, y: area.maxY - 3)
    }

    /// Each field's two digits in a frame sunk into the box, a colon between two frames.
    private func drawFramed(in area: Rect, theme: Theme, clip: Rect, into buffer: inout Buffer) {
        let look = theme.chrome.content
        let origin = framedOrigin(in: area)
        for (index, value) in values.enumerated() {
            let x = origin.x + index * 5
            FrameWidget.square(sunken: true, theme).render(into: &buffer, area: Rect(x: x - 1, y: origin.y - 1, width: 4, height: 3))
            // The focus shows as the terminal's cursor only, as in dialog.
            buffer.write(CivilDate.padded(value, 2), at: Point(x: x, y: origin.y), style: look.partValue ?? theme.box, clip: clip)
            if index < 2 { buffer.write(":", at: Point(x: x + 3, y: origin.y), style: theme.box, clip: clip) }
        }
    }
}
