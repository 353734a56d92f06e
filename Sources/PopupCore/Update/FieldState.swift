/// A text field being edited: its text, the cursor (in grapheme clusters) and the reason it was refused.
public struct FieldState: Sendable, Equatable {
    public var text: String
    public var cursor: Int
    /// Horizontal scroll, in grapheme clusters, when the text is wider than the field.
    public var scroll: Int
    public var error: String?

    public init(text: String) {
        self.text = text
        cursor = text.count
        scroll = 0
        error = nil
    }
}
