/// Where and how the box sits: iOS's preferredStyle carried to a terminal.
public enum DialogStyle: String, Sendable, Codable, CaseIterable {
    /// A centred box.
    case alert
    /// Pinned to the bottom edge across the full width.
    case sheet
    /// A card floating near the bottom, with margins.
    case floating
}
