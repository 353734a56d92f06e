import PopupCore

/// Puts the view's frames on the terminal: what changed since the frame before (everything after
/// a clear), the picture through the terminal's image protocol, and the cursor at the insertion
/// point. Inline, the cursor is parked hidden at the first column of the dialog's first row: a
/// terminal that reflows its lines when it is resized keeps the cursor at the start of that row,
/// so that after any resize the dialog's rows are exactly those from the cursor down.
struct Painter {
    /// Tracks where the terminal's cursor is: the inline rows are opened and closed with it too.
    var encoder: ANSIEncoder
    /// The picture through the terminal's image protocol, when it has one in use.
    var imageOverlay: ImageOverlay?
    /// The terminal's cursor is shown (a field has the focus).
    private(set) var cursorShown = false
    private var previous: Buffer?
    private let presentation: Presentation

    init(_ presentation: Presentation, width: Int, imageOverlay: ImageOverlay?) {
        self.presentation = presentation
        encoder = Self.encoder(presentation, width: width)
        self.imageOverlay = imageOverlay
    }

    /// A fresh encoder: relative moves inline, absolute ones on the alternate screen.
    private static func encoder(_ presentation: Presentation, width: Int) -> ANSIEncoder {
        ANSIEncoder(depth: presentation.colorDepth, addressing: presentation.inline ? .relative : .absolute,
                    screenWidth: width, charset: presentation.charset)
    }

    /// The bytes that show `frame`.
    mutating func paint(_ frame: Frame) -> [UInt8] {
        var bytes: [UInt8] = []
        // The terminal's picture cannot shrink or fade with the box: it waits until the box is whole.
        if imageOverlay?.needsFullFrame(area: frame.imageArea, animating: frame.animating) == true { previous = nil }
        let fullFrame: Bool
        if let previous, previous.size == frame.cells.size {
            encoder.encode(previous.diff(frame.cells), into: &bytes)
            fullFrame = false
        } else {
            encoder.encodeFull(frame.cells, into: &bytes)
            fullFrame = true
        }
        if imageOverlay != nil {
            bytes += imageOverlay?.commands(area: frame.imageArea, fullFrame: fullFrame, animating: frame.animating,
                                            encoder: &encoder) ?? []
        }
        placeCursor(frame.insertionPoint, into: &bytes)
        previous = frame.cells
        return bytes
    }

    /// The bytes that show `cells` once, to be left there: the pen reset and, inline, the cursor
    /// on the line after the dialog's `rows`; staying on the screen, at the top left.
    mutating func still(_ cells: Buffer, inlineRows rows: Int?) -> [UInt8] {
        var bytes: [UInt8] = []
        encoder.encodeFull(cells, into: &bytes)
        encoder.move(to: Point(x: 0, y: rows.map { max(0, $0 - 1) } ?? 0), into: &bytes)
        // Auto-wrap back on too: the encoder turns it off before a cluster of disputed width.
        return bytes + Array((TerminalModes.penAndWrapReset + (rows == nil ? "" : "\r\n")).utf8)
    }

    private mutating func placeCursor(_ point: Point?, into bytes: inout [UInt8]) {
        if presentation.inline {
            encoder.move(to: Point(x: 0, y: 0), into: &bytes)
        } else if let point {
            encoder.move(to: point, into: &bytes)
            if !cursorShown {
                bytes += Array("\u{1B}[?25h".utf8)
                cursorShown = true
            }
        } else if cursorShown {
            bytes += Array("\u{1B}[?25l".utf8)
            cursorShown = false
        }
    }

    /// The next frame is drawn whole (the screen was cleared or may have been: a new size, the
    /// modes entered again).
    mutating func forgetFrame() {
        previous = nil
    }

    /// Ctrl-L: the terminal's screen is taken to hold nothing known, the pen included.
    mutating func invalidate() {
        encoder.invalidate()
        previous = nil
    }

    /// Drawing starts afresh at a screen `width` wide.
    mutating func restart(width: Int) {
        encoder = Self.encoder(presentation, width: width)
    }

    /// The modes were entered again: the cursor is hidden.
    mutating func cursorHidden() {
        cursorShown = false
    }
}
