/// A day in the proleptic Gregorian calendar, with the arithmetic a calendar needs: days from
/// a fixed day, weekdays, days in a month and a year. Pure integer arithmetic, no time zones.
public struct CivilDate: Sendable, Equatable, Comparable {
    public var year: Int
    /// 1 to 12.
    public var month: Int
    /// 1 to the days in its month.
    public var day: Int

    /// The years a date may be in: beyond them a step is refused. Past 9999 as dialog takes them
    /// (a calendar given the year 99999 shows it); a year prints in at least four digits.
    public static let years = 1...999_999

    /// A date; a day past its month's end is the month's last day.
    public init(year: Int, month: Int, day: Int) {
        self.year = min(max(year, Self.years.lowerBound), Self.years.upperBound)
        self.month = min(max(month, 1), 12)
        self.day = min(max(day, 1), Self.days(inMonth: self.month, of: self.year))
    }

    public static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    public static func days(inMonth month: Int, of year: Int) -> Int {
        let nominal = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        let index = ((month - 1) % 12 + 12) % 12
        let inYear = year + Int((Double(month - 1) / 12).rounded(.down))
        return nominal[index] + (index == 1 && isLeap(inYear) ? 1 : 0)
    }

    public static func days(inYear year: Int) -> Int { isLeap(year) ? 366 : 365 }

    /// Days since 1970-01-01 (negative before it).
    public var dayNumber: Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `number` days after 1970-01-01.
    public init(dayNumber number: Int) {
        let shifted = number + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// The date `count` days later (earlier when negative); nil outside `years`.
    public func adding(days count: Int) -> CivilDate? {
        let moved = CivilDate(dayNumber: dayNumber + count)
        let unclamped = dayNumber + count
        guard moved.dayNumber == unclamped else { return nil }
        return moved
    }

    /// 0 for Sunday to 6 for Saturday.
    public var weekday: Int { ((dayNumber % 7) + 7 + 4) % 7 }

    /// 1 for 1 January.
    public var dayOfYear: Int { dayNumber - CivilDate(year: year, month: 1, day: 1).dayNumber + 1 }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    /// `2024-03-15`.
    public var iso: String { "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))" }

    /// A date written `YYYY-MM-DD`, or `DD/MM/YYYY` as dialog writes one; nil for anything else or a day that does not exist.
    public init?(parsing text: String) {
        let dashes = text.split(separator: "-", omittingEmptySubsequences: false)
        let slashes = text.split(separator: "/", omittingEmptySubsequences: false)
        let parts: [Int]
        if dashes.count == 3, let y = Int(dashes[0]), let m = Int(dashes[1]), let d = Int(dashes[2]) {
            parts = [y, m, d]
        } else if slashes.count == 3, let d = Int(slashes[0]), let m = Int(slashes[1]), let y = Int(slashes[2]) {
            parts = [y, m, d]
        } else {
            return nil
        }
        guard Self.years.contains(parts[0]), (1...12).contains(parts[1]),
              (1...Self.days(inMonth: parts[1], of: parts[0])).contains(parts[2]) else { return nil }
        self.init(year: parts[0], month: parts[1], day: parts[2])
    }

    /// `value` in at least `width` digits, zeros before it.
    public static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
