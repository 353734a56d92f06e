/// What popupctl writes to stdout when the dialog ends.
public enum OutputMode: String, Sendable, Codable, CaseIterable {
    /// The chosen label, then each field's value on its own line; with a list, the picks.
    case label
    /// The chosen index.
    case index
    /// Only the field values, one per line.
    case values
    /// One JSON object.
    case json
    /// Nothing: the exit status alone tells the outcome.
    case none
}
