import PopupCore

/// dialog's --date-format and --time-format: a strftime format for the calendar's and the time
/// box's result, written with the C locale's names. The conversions a script can rely on are
/// known; any other is written as it stands, as `%` and its letter.
enum CompatTimeFormat {
    /// A moment as the format reads it: a date, a time of day, and the local clock's seconds east
    /// of UTC (for `%s`, `%z`).
    struct Moment {
        var date: CivilDate
        var hour = 0
        var minute = 0
        var second = 0
        var utcOffset = 0

        /// Seconds since 1970-01-01 00:00 UTC.
        var epochSeconds: Int { date.dayNumber * 86_400 + hour * 3_600 + minute * 60 + second - utcOffset }
    }

    static func format(_ format: String, _ moment: Moment) -> String {
        var out = ""
        var characters = format.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                out.append(character)
                continue
            }
            guard var conversion = characters.next() else {
                out.append("%")
                break
            }
            // The E and O modifiers ask for a locale's alternatives: the C locale has none.
            if conversion == "E" || conversion == "O", let next = characters.next() { conversion = next }
            out += convert(conversion, moment) ?? "%\(conversion)"
        }
        return out
    }

    private static let days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                 "October", "November", "December"]

    /// ISO 8601's week of `date` (weeks start on Monday; week 1 holds the year's first Thursday)
    /// and the year it belongs to.
    static func isoWeek(_ date: CivilDate) -> (year: Int, week: Int) {
        let mondayBased = (date.weekday + 6) % 7
        // The Thursday of date's week decides its year.
        guard let thursday = date.adding(days: 3 - mondayBased) else { return (date.year, 1) }
        return (thursday.year, (thursday.dayOfYear - 1) / 7 + 1)
    }

    private static func convert(_ conversion: Character, _ moment: Moment) -> String? {
        let date = moment.date
        func two(_ value: Int) -> String { CivilDate.padded(value, 2) }
        let hour12 = moment.hour % 12 == 0 ? 12 : moment.hour % 12
        switch conversion {
        case "%": return "%"
        case "n": return "\n"
        case "t": return "\t"
        case "Y": return String(date.year)
        case "C": return two(date.year / 100)
        case "y": return two(date.year % 100)
        case "m": return two(date.month)
        case "d": return two(date.day)
        case "e": return (date.day < 10 ? " " : "") + String(date.day)
        case "j": return CivilDate.padded(date.dayOfYear, 3)
        case "H": return two(moment.hour)
        case "k": return (moment.hour < 10 ? " " : "") + String(moment.hour)
        case "I": return two(hour12)
        case "l": return (hour12 < 10 ? " " : "") + String(hour12)
        case "M": return two(moment.minute)
        case "S": return two(moment.second)
        case "p": return moment.hour < 12 ? "AM" : "PM"
        case "P": return moment.hour < 12 ? "am" : "pm"
        case "a": return String(days[date.weekday].prefix(3))
        case "A": return days[date.weekday]
        case "b", "h": return String(months[date.month - 1].prefix(3))
        case "B": return months[date.month - 1]
        case "u": return String(date.weekday == 0 ? 7 : date.weekday)
        case "w": return String(date.weekday)
        case "D": return "\(two(date.month))/\(two(date.day))/\(two(date.year % 100))"
        case "F": return date.iso
        case "T": return "\(two(moment.hour)):\(two(moment.minute)):\(two(moment.second))"
        case "R": return "\(two(moment.hour)):\(two(moment.minute))"
        case "r": return "\(two(hour12)):\(two(moment.minute)):\(two(moment.second)) \(moment.hour < 12 ? "AM" : "PM")"
        case "x": return "\(two(date.month))/\(two(date.day))/\(two(date.year % 100))"
        case "X": return "\(two(moment.hour)):\(two(moment.minute)):\(two(moment.second))"
        case "c":
            let day = (date.day < 10 ? " " : "") + String(date.day)
            return "\(days[date.weekday].prefix(3)) \(months[date.month - 1].prefix(3)) \(day) "
                + "\(two(moment.hour)):\(two(moment.minute)):\(two(moment.second)) \(date.year)"
        case "s": return String(moment.epochSeconds)
        case "z":
            let minutes = abs(moment.utcOffset) / 60
            return (moment.utcOffset < 0 ? "-" : "+") + two(minutes / 60) + two(minutes % 60)
        case "U": return two((date.dayOfYear - 1 + 7 - date.weekday) / 7)
        case "W": return two((date.dayOfYear - 1 + 7 - (date.weekday + 6) % 7) / 7)
        case "V": return two(isoWeek(date).week)
        case "G": return String(isoWeek(date).year)
        case "g": return two(isoWeek(date).year % 100)
        default: return nil
        }
    }
}
