/// A date to pick, as dialog's `--calendar` picks one: the month, the year and the month's days
/// as three parts. ←/→ (h/l, -/+) step a day or a month or a year, ↑/↓ (k/j, PgUp/PgDn) a week
/// in the days; a month step is as many days as the month has, and a year step as many as the
/// year has, as dialog steps them (31 January and a month is 2 or 3 March). Enter or Space submits.
public struct DatePicker: ContentModel {
    /// Its parts, in Tab order.
    public enum Part: Int, CaseIterable, Sendable { case month, year, days }

    public private(set) var date: CivilDate
    /// The first day of the week in the grid: 0 Sunday … 6 Saturday.
    public var weekStart: Int

    public init(date: CivilDate, weekStart: Int = 0) {
        self.date = date
        self.weekStart = ((weekStart % 7) + 7) % 7
    }

    public var parts: Int { Part.allCases.count }
    public var plainQuestion: PlainQuestion { .value("Date (YYYY-MM-DD)") }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]
    static let dayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    /// Columns of one day in the grid, the week's number first.
    static let cell = 4

    /// The columns it would like; nil: the days' eight columns.
    public var preferredColumns: Int?
    public var preferredWidth: Int { preferredColumns ?? 8 * Self.cell }

    /// The names and their boxes (2 rows), a gap, the days' heading and six weeks.
    /// The rows it would like, and the fewest it takes; nil: its own ten.
    public var preferredRows: Int?
    public var leastRows: Int?
    public func rows(screen: Size) -> (wanted: Int, least: Int) {
        let wanted = preferredRows ?? 10
        return (wanted, min(wanted, leastRows ?? wanted))
    }

    public var answer: ContentAnswer { ContentAnswer(values: [date.iso]) }

    public func answer(values: [String], items: [String]) throws -> ContentAnswer {
        if let item = items.first { throw ContentError.unknownItem(item) }
        guard let value = values.first else { return answer }
        guard let given = CivilDate(parsing: value) else { throw ContentError.badValue(value, reason: "a date (YYYY-MM-DD)") }
        if values.count > 1 { throw ContentError.unusedValue(values[1]) }
        return ContentAnswer(values: [given.iso])
    }

    public mutating func handle(_ key: Key, part: Int?, view: Size) -> ContentReply {
        guard let part = part.flatMap(Part.init(rawValue:)) else { return .pass }
        guard key.modifiers.subtracting(.shift).isEmpty else { return .pass }
        let step: Int
        switch key.code {
        case .enter, .character(" "): return .submit
        case .left, .character("h"), .character("-"), .backspace: step = -1
        case .right, .character("l"), .character("+"): step = 1
        case .up, .character("k"), .pageUp: step = part == .days ? -7 : -1
        case .down, .character("j"), .pageDown: step = part == .days ? 7 : 1
        default: return .pass
        }
        return move(part, by: step) ? .handled : .refused
    }

    /// One step of `part`: a day, a week, or a month's or a year's days.
    private mutating func move(_ part: Part, by step: Int) -> Bool {
        let days: Int
        switch part {
        case .days: days = step
        case .month:
            days = step > 0 ? CivilDate.days(inMonth: date.month, of: date.year)
                : -CivilDate.days(inMonth: date.month - 1, of: date.month == 1 ? date.year - 1 : date.year)
        case .year:
            days = step > 0 ? CivilDate.days(inYear: date.year) : -CivilDate.days(inYear: date.year - 1)
        }
        guard let moved = date.adding(days: days) else { return false }
        date = moved
        return true
    }

    // MARK: drawing

    public func draw(in area: Rect, focus: Int?, theme: Theme, clip: Rect, into buffer: inout Buffer) {
        if theme.chrome.content.framedParts { return drawFramed(in: area, theme: theme, clip: clip, into: &buffer) }
        let focused = focus.flatMap(Part.init(rawValue:))
        let half = Self.cell * 4
        func write(_ text: String, _ x: Int, _ y: Int, _ style: CellStyle) {
            buffer.write(text, at: Point(x: area.x + x, y: area.y + y), style: style, clip: clip)
        }
        func box(_ text: String, _ x: Int, _ part: Part) {
            let style = focused == part ? theme.focusedField : theme.field
            buffer.fill(Rect(x: area.x + x, y: area.y + 1, width: half - 1, height: 1).intersection(clip), with: Cell(style: style))
            write(text, x, 1, style)
        }
        write("Month", 0, 0, theme.box)
        write("Year", half, 0, theme.box)
        box(Self.monthNames[date.month - 1], 0, .month)
        box(String(date.year), half, .year)
        drawDays(at: Point(x: area.x, y: area.y + 3), day: theme.box, chosen: theme.appearance(for: .default).focused, clip: clip,
                 into: &buffer)
    }

    /// The days' heading, then a row a week: the week's number, then a column for each day from the week's first.
    private func drawDays(at origin: Point, day: CellStyle, chosen: CellStyle, clip: Rect, into buffer: inout Buffer) {
        func write(_ text: String, _ x: Int, _ y: Int, _ style: CellStyle) {
            buffer.write(text, at: Point(x: origin.x + x, y: origin.y + y), style: style, clip: clip)
        }
        let heading = (0..<7).map { Wrap.pad(Self.dayNames[($0 + weekStart) % 7], width: Self.cell - 1) }.joined(separator: " ")
        write(Wrap.pad("", width: Self.cell) + heading, 0, 0, day)
        let first = CivilDate(year: date.year, month: date.month, day: 1)
        let lead = (first.weekday - weekStart + 7) % 7
        let last = CivilDate.days(inMonth: date.month, of: date.year)
        for week in 0..<6 {
            let firstDay = week * 7 - lead + 1
            guard firstDay <= last else { break }
            let number = (CivilDate(year: date.year, month: date.month, day: max(1, firstDay)).dayOfYear + 6 - (max(1, firstDay) - firstDay)) / 7 + 1
            write(Self.right(String(max(1, number)), Self.cell - 1), 0, 1 + week, day)
            for column in 0..<7 {
                let shown = firstDay + column
                guard (1...last).contains(shown) else { continue }
                // The day picked stands out whichever part has the focus, as in dialog.
                write(Self.right(String(shown), Self.cell - 1), Self.cell * (column + 1), 1 + week, shown == date.day ? chosen : day)
            }
        }
    }

    // MARK: in frames

    /// dialog's places, on the area's last rows: "Month" and "Year" over their values, each in
    /// a raised frame, and under them the days in a raised frame with ↑(-) and ↓(+) on it.
    private func framedOrigin(in area: Rect) -> Point {
        Point(x: area.x + (area.width - 28) / 2 - 2, y: area.maxY - 8)
    }

    private func drawFramed(in area: Rect, theme: Theme, clip: Rect, into buffer: inout Buffer) {
        let look = theme.chrome.content
        let days = framedOrigin(in: area)
        let top = days.y - 3
        let value = look.partValue ?? theme.box
        for (index, text) in [Self.monthNames[date.month - 1], String(date.year)].enumerated() {
            let x = days.x + index * 17
            buffer.write(index == 0 ? "Month" : "Year", at: Point(x: x - 1, y: top - 2), style: theme.box, clip: clip)
            FrameWidget.square(sunken: false, theme).render(into: &buffer, area: Rect(x: x - 1, y: top - 1, width: 17, height: 3))
            buffer.write(text, at: Point(x: x, y: top), style: value, clip: clip)
        }
        let frame = Rect(x: days.x - 1, y: days.y - 1, width: 8 * Self.cell + 2, height: 9)
        FrameWidget.square(sunken: false, theme).render(into: &buffer, area: frame)
        let marks = look.scrollMarks ?? theme.box
        buffer.write("↑(-)", at: Point(x: days.x + 5, y: frame.y), style: marks, clip: clip)
        buffer.write("↓(+)", at: Point(x: days.x + 5, y: frame.maxY - 1), style: marks, clip: clip)
        drawDays(at: days, day: theme.box, chosen: look.pickedValue ?? theme.appearance(for: .default).focused, clip: clip,
                 into: &buffer)
    }

    public func cursor(in area: Rect, part: Int, look: ContentLook) -> Point? {
        guard look.framedParts, let own = cursor(in: area, part: part) else { return cursor(in: area, part: part) }
        let days = framedOrigin(in: area)
        switch Part(rawValue: part) {
        case .month: return Point(x: days.x, y: days.y - 3)
        case .year: return Point(x: days.x + 17, y: days.y - 3)
        default: return Point(x: own.x - area.x + days.x, y: own.y - (area.y + 3) + days.y)
        }
    }

    public func cursor(in area: Rect, part: Int) -> Point? {
        guard let part = Part(rawValue: part) else { return nil }
        switch part {
        case .month: return Point(x: area.x, y: area.y + 1)
        case .year: return Point(x: area.x + Self.cell * 4, y: area.y + 1)
        case .days:
            let first = CivilDate(year: date.year, month: date.month, day: 1)
            let position = (first.weekday - weekStart + 7) % 7 + date.day - 1
            return Point(x: area.x + Self.cell * (position % 7 + 1) + Self.cell - 2, y: area.y + 4 + position / 7)
        }
    }

    static func right(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
