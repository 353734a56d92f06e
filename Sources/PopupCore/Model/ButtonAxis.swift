/// How buttons are laid out.
public enum ButtonAxis: String, Sendable, Codable, CaseIterable {
    /// Side by side when there are at most two and they fit, else stacked.
    case auto
    /// Always side by side.
    case horizontal
    /// Always stacked, one per row; a long list scrolls.
    case vertical
}
