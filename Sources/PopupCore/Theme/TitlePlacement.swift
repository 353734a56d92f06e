/// Where a box's title is drawn.
public enum TitlePlacement: Sendable, Equatable {
    /// On lines of its own inside the box, above the message (popupctl's own).
    case inside
    /// On one line in the top border, between `open` and `close` (drawn in the border's style),
    /// centred across the box and then moved `shift` columns (negative: to the left).
    case border(open: String, close: String, shift: Int)
}
