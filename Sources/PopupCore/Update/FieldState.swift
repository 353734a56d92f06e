/// A text field being edited: its text, the cursor (in grapheme clusters) and the reason it was refused.
public struct FieldState: Sendable, Equatable {
    /// The text typed so far.
    public var text: String
    /// Where the cursor sits, in grapheme clusters from the start (0 up to `text.count`).
    public var cursor: Int
    /// Horizontal scroll, in grapheme clusters, when the text is wider than the field.
    public var scroll: Int
    /// Why the value was refused, shown under the field; nil when it was not.
    public var error: String?

    /// A field holding `text`, with the cursor at its end.
    public init(text: String) {
        self.text = text
        cursor = text.count
        scroll = 0
        error = nil
    }
}
