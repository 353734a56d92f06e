/// Where a line of text sits across the width it is given.
public enum TextAlignment: String, Sendable, Codable, CaseIterable {
    /// Flush left, centred, or flush right.
    case left, center, right

    /// The column offset that places text `used` wide in `width` columns.
    public func offset(used: Int, width: Int) -> Int {
        switch self {
        case .left: return 0
        case .center: return max(0, (width - used) / 2)
        case .right: return max(0, width - used)
        }
    }
}
