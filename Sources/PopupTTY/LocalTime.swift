import Glibc

/// The date and time of day on the local clock, in the local time zone (TZ), as `localtime` gives them.
public struct LocalTime: Sendable, Equatable {
    public var year: Int
    /// 1 to 12.
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// Seconds east of UTC the local clock is at this time.
    public var utcOffset = 0

    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Now.
    public static func now() -> LocalTime {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        var now = LocalTime(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
                            hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec))
        now.utcOffset = Int(parts.tm_gmtoff)
        return now
    }
}
