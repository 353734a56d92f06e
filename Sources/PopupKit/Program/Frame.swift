import PopupCore

/// One frame of the dialog as the view made it, for the painter: the cells, where the terminal's
/// cursor marks the insertion point, and where the terminal's own picture goes.
struct Frame {
    /// The drawing area's cells.
    var cells: Buffer
    /// The insertion point of the focused field, when one has the focus and it is in view.
    var insertionPoint: Point?
    /// The picture's cells, for the terminal's image protocol; nil while the box is shrunk or
    /// faded (the terminal's picture cannot be), or without a picture.
    var imageArea: Rect?
    /// Something moves on its own (an entry, an exit, a shake).
    var animating: Bool
}
