/// A change of style from one character of a text on (dialog's `--colors` codes): the text is
/// drawn in its usual style, changed by each mark from the mark's character to the next mark.
public struct StyleMark: Sendable, Equatable {
    /// What the mark changes.
    public enum Change: Sendable, Equatable {
        /// The text colour.
        case foreground(Color)
        /// An attribute on or off.
        case attribute(Attributes, on: Bool)
        /// Back to the text's usual style.
        case reset
    }

    /// Characters from the start of the text to the first one the change applies to.
    public var offset: Int
    public var change: Change

    public init(offset: Int, _ change: Change) {
        self.offset = offset
        self.change = change
    }

    /// `style` as the change leaves it, `base` being the text's usual style.
    public func applied(to style: CellStyle, base: CellStyle) -> CellStyle {
        var changed = style
        switch change {
        case .foreground(let color): changed.foreground = color
        case .attribute(let attributes, let on):
            if on { changed.attributes.formUnion(attributes) } else { changed.attributes.subtract(attributes) }
        case .reset: changed = base
        }
        return changed
    }
}
