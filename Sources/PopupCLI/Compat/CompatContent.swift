import PopupCore
import PopupTTY

/// The content of dialog's boxes that ask for more than text (`Dialog.content`), from their
/// arguments: a calendar's date, a time box's time, a range box's bounds.
enum CompatContent {
    /// The content `request`'s box shows; nil for a box that has none. `now` fills what a
    /// calendar or time box leaves out.
    static func content(_ request: CompatRequest, now: LocalTime) throws -> Content? {
        let numbers = request.numbers
        func given(_ index: Int) -> Int? { numbers.indices.contains(index) ? numbers[index] : nil }
        switch request.box.kind {
        case .date:
            var picker = DatePicker(date: date(day: given(0), month: given(1), year: given(2), now: now))
            // A blank row, the month and year under their names, the days; the first goes to a long text.
            picker.preferredRows = 14
            picker.leastRows = 13
            // The days' frame and a blank column either side of it.
            picker.preferredColumns = 36
            return .date(picker)
        case .time:
            let parts = [given(0), given(1), given(2)]
            // A value past its period is dialog's error, before anything is asked.
            if zip(parts, [24, 60, 60]).contains(where: { ($0.0 ?? 0) >= $0.1 }) {
                throw CompatError.usage("--\(request.box.name) takes a time of day (hour below 24, minute and second below 60)")
            }
            func part(_ value: Int?, _ current: Int) -> Int { value.map { $0 >= 0 ? $0 : current } ?? current }
            var picker = TimePicker(hour: part(parts[0], now.hour), minute: part(parts[1], now.minute),
                                    second: part(parts[2], now.second))
            // A blank row, the fields in their frames, a blank row; the first goes to a long text.
            picker.preferredRows = 5
            picker.leastRows = 4
            return .time(picker)
        case .files(let directories):
            return .files(FileBrowser(path: request.text, picksDirectories: directories, conventions: .dialog))
        case .followedFile:
            var log = LogView()
            log.preferredRows = request.height > 4 ? request.height - 4 : nil
            return .log(log)
        case .steps:
            return .gauges(MixedGauge(steps: request.items.map { (name: $0.tag, state: gaugeState($0.text)) },
                                      percent: given(0) ?? 0))
        case .range:
            let minimum = given(0) ?? 0
            let maximum = max(minimum, given(1) ?? 0)
            var range = RangeValue(minimum: minimum, maximum: maximum, value: given(2) ?? minimum,
                                   pageStep: request.width > 0 ? pageStep(width: request.width, minimum: minimum, maximum: maximum) : nil)
            // The bar in its frame, on the rows above the buttons.
            range.preferredRows = 3
            return .range(range)
        default:
            return nil
        }
    }

    /// dialog's time and date boxes take the height given for their text: their parts, the
    /// buttons and the border are these rows more.
    static func rowsUnderText(_ kind: CompatBox.Kind) -> Int? {
        switch kind {
        case .time: return 7
        case .date: return 16
        default: return nil
        }
    }

    /// A mixed gauge's step state as dialog reads it: a digit is a word (0 Succeeded … 9 N/A),
    /// `-N` is N percent, a blank hides the step, anything else is shown as it is.
    static func gaugeState(_ given: String) -> MixedGauge.State? {
        guard let first = given.first else { return nil }
        let words = ["Succeeded", "Failed", "Passed", "Completed", "Checked", "Done", "Skipped", "In Progress", "", "N/A"]
        if first.isASCII, let digit = first.wholeNumberValue {
            return words[digit].isEmpty ? nil : .text(words[digit])
        }
        if first == "-" {
            let rest = String(given.dropFirst())
            return Int(rest).map { .percent($0) } ?? .text(rest + "%")
        }
        return first.isWhitespace ? nil : .text(given)
    }

    /// The calendar's first date, as dialog makes it: today, with the year given (from 1900), the
    /// month given (from 1; 13 is next January) and the day given when the month has it.
    static func date(day: Int?, month: Int?, year: Int?, now: LocalTime) -> CivilDate {
        var y = now.year
        var m = now.month
        if let year, year >= 1900 { y = year }
        if let month, month >= 1 { m = month }
        y += (m - 1) / 12
        m = (m - 1) % 12 + 1
        var d = now.day
        if let day, day > 0, day <= CivilDate.days(inMonth: m, of: y) { d = day }
        // A day the month lacks (today's 31 in a 30-day month) runs on into the next, as mktime has it.
        let first = CivilDate(year: y, month: m, day: 1)
        return first.adding(days: d - 1) ?? first
    }

    /// dialog's slider step for PgUp/PgDn: the values one cell of its bar stands for, in a box of `width`.
    static func pageStep(width: Int, minimum: Int, maximum: Int) -> Int {
        let usable = max(1, width - 6)
        let ranges = maximum - minimum + 1
        if ranges > usable { return (ranges + usable - 1) / usable }
        if ranges < usable { return usable / max(1, ranges) }
        return 1
    }

    /// The bytes of the box's value: the date as `DD/MM/YYYY` (or --date-format's), the time as
    /// `HH:MM:SS` (or --time-format's), the path or the range's number as it is.
    static func result(_ values: [String], _ request: CompatRequest) -> [UInt8] {
        guard let value = values.first else { return [] }
        switch request.box.result {
        case .date:
            guard let date = CivilDate(parsing: value) else { return Array(value.utf8) }
            // dialog's date is the day picked at the time of day it is now.
            let now = LocalTime.now()
            let moment = CompatTimeFormat.Moment(date: date, hour: now.hour, minute: now.minute, second: now.second, utcOffset: now.utcOffset)
            if let format = request.dateFormat, case let text = CompatTimeFormat.format(format, moment), !text.isEmpty {
                return Array(text.utf8)
            }
            return Array("\(CivilDate.padded(date.day, 2))/\(CivilDate.padded(date.month, 2))/\(date.year)".utf8)
        case .time:
            let parts = value.split(separator: ":").compactMap { Int($0) }
            if let format = request.timeFormat, parts.count == 3 {
                let today = LocalTime.now()
                let moment = CompatTimeFormat.Moment(date: CivilDate(year: today.year, month: today.month, day: today.day),
                                                     hour: parts[0], minute: parts[1], second: parts[2], utcOffset: today.utcOffset)
                let text = CompatTimeFormat.format(format, moment)
                if !text.isEmpty { return Array(text.utf8) }
            }
            return Array(value.utf8)
        default:
            return Array(value.utf8)
        }
    }
}
