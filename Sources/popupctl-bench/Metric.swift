/// A row of the table: what is measured, in which unit, and the target the issue sets for it.
struct Metric: Hashable {
    enum Unit: Hashable {
        case milliseconds, bytes, megabytes, count, ratio
    }

    enum Target: Hashable {
        case none
        /// popupctl ÷ whiptail, in the same run, at most this.
        case ratioToWhiptail(Double)
        /// popupctl ÷ that tool, in the same run, at most this.
        case ratioTo(Tool.Kind, Double)
        /// popupctl's own value at most this, in the row's unit.
        case atMost(Double)
        /// popupctl's own value at least this, in the row's unit.
        case atLeast(Double)
    }

    let section: String
    let name: String
    let unit: Unit
    var target: Target = .none
    /// The row whose whiptail and dialog values this row is compared with, when it has none of its
    /// own (another popupctl build measured on the same dialog).
    var peerRow: String?

    var id: String { section + " " + name }

    var unitLabel: String {
        switch unit {
        case .milliseconds: return "ms"
        case .bytes: return "B"
        case .megabytes: return "MB"
        case .count, .ratio: return ""
        }
    }

    /// A value in the row's unit (times are measured in seconds, memory in bytes).
    func display(_ value: Double) -> String {
        switch unit {
        case .milliseconds:
            let ms = value * 1000
            return ms < 10 ? Format.fixed(ms, 2) : Format.fixed(ms, 1)
        case .bytes, .count:
            return String(Int(value.rounded()))
        case .megabytes:
            return Format.fixed(value / 1_048_576, 1)
        case .ratio:
            return Format.fixed(value, 2)
        }
    }

    /// The target's threshold in the unit values are recorded in.
    func recorded(_ threshold: Double) -> Double {
        switch unit {
        case .milliseconds: return threshold / 1000
        case .megabytes: return threshold * 1_048_576
        case .bytes, .count, .ratio: return threshold
        }
    }
}
