/// A whole number between two bounds, shown as a number over a bar, as dialog's `--rangebox`
/// picks one. Each digit column of the number is a part: ↑/↓ (-/+) there step by that digit's
/// place, a digit typed sets it (when the number stays within the bounds). Home and End set the
/// bounds, PgUp/PgDn step by `pageStep`, and ↑/↓ step by 1 while a button has the focus.
public struct RangeValue: ContentModel {
    public let minimum: Int
    public let maximum: Int
    public private(set) var value: Int
    /// What PgUp/PgDn add or take.
    public var pageStep: Int

    /// The bounds are clamped to ±1 000 000 000 and put in order; the value into them.
    public init(minimum: Int, maximum: Int, value: Int, pageStep: Int? = nil) {
        let low = min(max(minimum, -1_000_000_000), 1_000_000_000)
        let high = max(low, min(max(maximum, -1_000_000_000), 1_000_000_000))
        self.minimum = low
        self.maximum = high
        self.value = min(max(value, low), high)
        self.pageStep = max(1, pageStep ?? max(1, (high - low) / 10))
    }

    /// Digit columns: as many as the wider bound is written in (a minus sign counts).
    public var parts: Int { max(String(minimum).count, String(maximum).count) }

    public var preferredWidth: Int { 30 }
    public var plainQuestion: PlainQuestion { .value("Number (\(minimum) to \(maximum))") }
    /// The number, and the bar under it.
    /// The rows it would like; nil: its own two (the value, the bar).
    public var preferredRows: Int?
    public func rows(screen: Size) -> (wanted: Int, least: Int) { (preferredRows ?? 2, preferredRows ?? 2) }

    public var answer: ContentAnswer { ContentAnswer(values: [String(value)]) }

    public func answer(values: [String], items: [String]) throws -> ContentAnswer {
        if let item = items.first { throw ContentError.unknownItem(item) }
        guard let given = values.first else { return answer }
        guard let number = Int(given), (minimum...maximum).contains(number) else {
            throw ContentError.badValue(given, reason: "a number from \(minimum) to \(maximum)")
        }
        if values.count > 1 { throw ContentError.unusedValue(values[1]) }
        return ContentAnswer(values: [String(number)])
    }

    public mutating func handle(_ key: Key, part: Int?, view: Size) -> ContentReply {
        guard key.modifiers.subtracting(.shift).isEmpty else { return .pass }
        let place = part.map { Int(pow10(parts - 1 - $0)) } ?? 1
        switch key.code {
        case .home: value = minimum
        case .end: value = maximum
        case .pageUp: value = max(minimum, value - pageStep)
        case .pageDown: value = min(maximum, value + pageStep)
        case .up, .character("-"): value = max(minimum, value - place)
        case .down, .character("+"): value = min(maximum, value + place)
        case .enter where part != nil: return .submit
        case .character(" ") where part != nil: return .submit
        case .character(let character) where part != nil && character.isASCII && character.isNumber:
            return setDigit(character, at: part!) ? .handled : .pass
        default: return .pass
        }
        return .handled
    }

    /// The number with the digit at column `part` replaced, when it is one the bounds allow.
    private mutating func setDigit(_ digit: Character, at part: Int) -> Bool {
        var columns = Array(RangeValue.right(String(value), parts))
        guard columns.indices.contains(part) else { return false }
        columns[part] = digit
        guard let number = Int(String(columns).trimmingSpaces), (minimum...maximum).contains(number) else { return false }
        value = number
        return true
    }

    private func pow10(_ exponent: Int) -> Double {
        (0..<max(0, exponent)).reduce(1.0) { product, _ in product * 10 }
    }

    static func right(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    public func draw(in area: Rect, focus: Int?, theme: Theme, clip: Rect, into buffer: inout Buffer) {
        if theme.chrome.content.framedParts { return drawFramed(in: area, theme: theme, clip: clip, into: &buffer) }
        let number = RangeValue.right(String(value), parts)
        let x = area.x + max(0, (area.width - parts) / 2)
        buffer.write(number, at: Point(x: x, y: area.y), style: focus == nil ? theme.box : theme.focusedField, clip: clip)
        // The bar: how far the value is between the bounds, in eighths of a cell.
        let span = max(1, maximum - minimum)
        let filled = area.width * 8 * (value - minimum) / span
        var bar = String(repeating: "█", count: filled / 8)
        let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        if bar.count < area.width { bar += eighths[filled % 8] }
        bar += String(repeating: "·", count: max(0, area.width - bar.count))
        buffer.write(bar, at: Point(x: area.x, y: area.y + 1), style: theme.box, clip: clip)
    }

    public func cursor(in area: Rect, part: Int) -> Point? {
        Point(x: area.x + max(0, (area.width - parts) / 2) + part, y: area.y)
    }

    public func cursor(in area: Rect, part: Int, look: ContentLook) -> Point? {
        guard look.framedParts else { return cursor(in: area, part: part) }
        let placed = framedPlaces(in: area)
        return Point(x: placed.valueX + part, y: placed.bar.y)
    }

    // MARK: in a frame

    /// dialog's slider: a bar of whole cells scaled to the area (`usable` is the area less a
    /// column each side), in a raised frame on the area's last rows, the value over its middle.
    func framedPlaces(in area: Rect) -> (frame: Rect, bar: Rect, valueX: Int, filled: Int) {
        let usable = max(1, area.width - 2)
        let ranges = maximum - minimum + 1
        let step: Int
        let length: Int
        if ranges > usable {
            step = (ranges + usable - 1) / usable
            length = 1 + ranges / step
        } else if ranges < usable {
            step = usable / ranges
            length = ranges * step
        } else {
            (step, length) = (1, usable)
        }
        let offset = value - minimum
        let filled = ranges > length ? (offset + step) / step : ranges < length ? (offset + 1) * step : offset
        let bar = Rect(x: area.x + (usable - length) / 2 + 1, y: area.maxY - 2, width: length, height: 1)
        return (Rect(x: bar.x - 1, y: bar.y - 1, width: length + 2, height: 3), bar, area.x + (usable - parts) / 2 - 1, filled)
    }

    private func drawFramed(in area: Rect, theme: Theme, clip: Rect, into buffer: inout Buffer) {
        let placed = framedPlaces(in: area)
        FrameWidget.square(sunken: false, theme).render(into: &buffer, area: placed.frame)
        // The bar's colours are the progress bar's.
        var filled = theme.appearance(for: .default).focused
        var track = theme.box
        if case .painted(let full, let empty, _) = theme.chrome.progress.bar { (filled, track) = (full, empty) }
        ProgressView.drawPainted(placed.bar, filledCells: placed.filled, text: RangeValue.right(String(value), parts),
                                 at: placed.valueX, filled: filled, track: track, clip: clip, into: &buffer)
    }
}

private extension String {
    var trimmingSpaces: String { String(drop { $0 == " " }) }
}
