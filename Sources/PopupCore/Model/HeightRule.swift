/// How many rows of the terminal an inline dialog may take below the prompt: `10` or `40%`
/// (fzf's `--height`).
public enum HeightRule: Sendable, Equatable, Codable {
    /// At most this many rows.
    case rows(Int)
    /// At most this percentage of the terminal's rows.
    case percent(Int)
    /// This percentage of the terminal's rows, but at least `least` of them (fzf's `--min-height`).
    case percentAtLeast(Int, least: Int)

    /// Parses `N` (1 or more) or `N%` (1 to 100); nil when the text is neither.
    public init?(parsing text: String) {
        if text.hasSuffix("%"), let value = Int(text.dropLast()), (1...100).contains(value) {
            self = .percent(value)
        } else if let value = Int(text), value > 0 {
            self = .rows(value)
        } else {
            return nil
        }
    }

    /// The rows it allows on a terminal `screenRows` tall: at least one, at most all of them.
    public func resolve(screenRows: Int) -> Int {
        let rows: Int
        switch self {
        case .rows(let value): rows = value
        case .percent(let value): rows = (screenRows * value + 50) / 100
        case .percentAtLeast(let value, let least): rows = max(least, (screenRows * value + 50) / 100)
        }
        return max(1, min(rows, screenRows))
    }
}
