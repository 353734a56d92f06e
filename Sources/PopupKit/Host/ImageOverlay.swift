import PopupCore

/// Shows the dialog's picture with the terminal's own image protocol, outside the cell diff: the
/// cells under it stay blank in the frame, and after each frame this sends only what changed.
/// It takes the picture away again on every way out.
struct ImageOverlay {
    enum Kind { case kitty, iterm }

    private let kind: Kind
    private let image: RGBAImage
    private let background: Color
    /// kitty's image number: random, so as not to replace another program's image in the window.
    private let id: UInt32

    /// kitty: the pixels are in the terminal and may be placed.
    private var transmitted = false
    /// Where the picture is on screen, whole.
    private var shown: Rect?
    /// iTerm2: something of a picture may be left on screen, which only a full frame wipes
    /// (its pixels belong to the cells they were drawn over).
    private var stale = false
    private var payloadCache: (cells: Size, image: RGBAImage)?

    init?(_ protocol: ImageProtocol, image: RGBAImage, background: Color, id: UInt32 = .random(in: 1...0x7FFF_FFFF)) {
        switch `protocol` {
        case .kitty: kind = .kitty
        case .iterm: kind = .iterm
        case .auto, .blocks, .none: return nil
        }
        self.image = image
        self.background = background
        self.id = id
    }

    /// Whether `image`, if there is one, is shown by the terminal's image protocol, not in cells.
    static func draws(_ image: RGBAImage?, _ imageProtocol: ImageProtocol) -> Bool {
        guard image != nil else { return false }
        switch imageProtocol {
        case .kitty, .iterm: return true
        case .auto, .blocks, .none: return false
        }
    }

    /// Whether the coming frame must be drawn in full, to wipe a picture from where it was.
    mutating func needsFullFrame(area: Rect?, animating: Bool) -> Bool {
        guard kind == .iterm else { return false }
        if let shown, shown != area {
            self.shown = nil
            stale = true
        }
        return stale && !animating
    }

    /// The commands to send after a frame, for the picture to be over `area` (nil: nowhere).
    /// `fullFrame`: the frame just cleared the screen. While the box is `animating`, iTerm2's
    /// picture waits: it would have to be sent whole for every frame.
    mutating func commands(area: Rect?, fullFrame: Bool, animating: Bool, encoder: inout ANSIEncoder) -> [UInt8] {
        var out: [UInt8] = []
        if fullFrame {
            shown = nil
            stale = false
        }
        switch kind {
        case .kitty:
            guard let area else {
                if shown != nil { out += KittyGraphics.hide(id: id) }
                shown = nil
                return out
            }
            if fullFrame || !transmitted {
                // A clear screen may have taken the image with it; send it again, under the same number.
                out += KittyGraphics.delete(id: id)
                out += KittyGraphics.transmit(payload(for: area), id: id)
                transmitted = true
            }
            if shown != area {
                encoder.move(to: Point(x: area.x, y: area.y), into: &out)
                out += KittyGraphics.place(id: id, columns: area.width, rows: area.height)
                shown = area
            }
        case .iterm:
            guard let area, !animating, shown != area else { return out }
            encoder.move(to: Point(x: area.x, y: area.y), into: &out)
            out += ITermInlineImage.show(payload(for: area), columns: area.width, rows: area.height)
            shown = area
        }
        return out
    }

    /// What takes the picture off the terminal: on exit, on suspend, and for the crash handler.
    /// iTerm2's picture goes with the cells it covers, which leaving clears.
    var removal: [UInt8] {
        kind == .kitty ? KittyGraphics.delete(id: id) : []
    }

    /// The terminal was given back (suspend): whatever it shows now, the picture is not in it.
    mutating func forget() {
        transmitted = false
        shown = nil
        stale = false
    }

    private mutating func payload(for area: Rect) -> RGBAImage {
        let cells = Size(width: area.width, height: area.height)
        if let cached = payloadCache, cached.cells == cells { return cached.image }
        let pixels = image.payload(cells: cells, background: background)
        payloadCache = (cells, pixels)
        return pixels
    }
}
