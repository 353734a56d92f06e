/// What part of a field's text is on screen and where the cursor sits in it.
public enum FieldView {
    /// The part of a field shown and the cursor's place in it.
    public struct Visible: Sendable, Equatable {
        /// The text shown, masked for a secure field, cut to the field's width.
        public var text: String
        /// Cursor column relative to the field's left edge.
        public var cursorColumn: Int
        /// The first grapheme shown: becomes the field's scroll, so the view only moves at its edges.
        public var start: Int = 0

        /// Equal when they show the same text with the cursor in the same column (`start` is ignored).
        public static func == (lhs: Visible, rhs: Visible) -> Bool {
            lhs.text == rhs.text && lhs.cursorColumn == rhs.cursorColumn
        }
    }

    /// Shown for each character of a secure field.
    public static let mask: Character = "•"

    /// The part of the field's text that fits `width` columns, scrolled so the cursor stays
    /// visible; a secure field shows `secretMask` for each character, or nothing at all without one.
    public static func visible(state: FieldState, field: TextField, width: Int, secretMask: Character? = mask) -> Visible {
        if field.isSecure && secretMask == nil { return Visible(text: "", cursorColumn: 0) }
        let graphemes = field.isSecure ? Array(repeating: secretMask ?? mask, count: state.text.count) : Array(state.text)
        let width = max(1, width)
        // Scroll so the cursor stays inside the field, keeping one column for it at the right.
        var start = min(state.scroll, state.cursor)
        func columns(_ from: Int, _ to: Int) -> Int {
            graphemes[from..<to].reduce(0) { $0 + DisplayWidth.of($1) }
        }
        if start < state.cursor {
            // The first grapheme from which the cursor still fits: walk left from the cursor once
            // (a 100 000-character paste must not cost a sum per step).
            var first = min(state.cursor, graphemes.count)
            var used = 0
            while first > 0, used + DisplayWidth.of(graphemes[first - 1]) < width {
                first -= 1
                used += DisplayWidth.of(graphemes[first])
            }
            start = max(start, first)
        }
        var text = ""
        var used = 0
        for grapheme in graphemes[start...] {
            let w = DisplayWidth.of(grapheme)
            if used + w > width { break }
            text.append(grapheme)
            used += w
        }
        return Visible(text: text, cursorColumn: columns(start, min(state.cursor, graphemes.count)), start: start)
    }
}
