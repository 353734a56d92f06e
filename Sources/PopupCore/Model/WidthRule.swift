/// The box width: `50`, `60%`, or `40..72` (as wide as the content wants, within bounds).
public enum WidthRule: Sendable, Equatable, Codable {
    /// Exactly this many columns, if the screen has room.
    case fixed(Int)
    /// This percentage of the screen's width, if the screen has room beside the margins.
    case percent(Int)
    /// As wide as the content wants, from the first bound to the second.
    case range(Int, Int)

    /// The default: as wide as the content wants, from 40 to 56 columns.
    public static let standard = WidthRule.range(40, 56)
    /// No rule makes the box narrower than this, screen allowing: less shows no label whole.
    public static let minimum = 12

    /// Parses `N`, `N%` or `MIN..MAX`; nil when the text is none of these.
    public init?(parsing text: String) {
        if text.hasSuffix("%"), let value = Int(text.dropLast()), (1...100).contains(value) {
            self = .percent(value)
        } else if let value = Int(text), value > 0 {
            self = .fixed(value)
        } else if case let parts = text.split(separator: ".", omittingEmptySubsequences: false),
                  parts.count == 3, parts[1].isEmpty,
                  let low = Int(parts[0]), let high = Int(parts[2]), low > 0, low <= high {
            self = .range(low, high)
        } else {
            return nil
        }
    }

    /// The box width for content that would like `preferred` columns, on a screen `screen` wide
    /// of which `available` columns lie within the margins.
    public func resolve(preferred: Int, available: Int, screen: Int) -> Int {
        let wanted: Int
        switch self {
        case .fixed(let value): wanted = value
        case .percent(let value): wanted = (screen * value + 50) / 100
        case .range(let low, let high): wanted = min(max(preferred, low), high)
        }
        return max(1, min(max(wanted, Self.minimum), available))
    }
}
