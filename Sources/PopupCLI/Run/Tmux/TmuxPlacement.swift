import PopupCore

/// Where `display-popup` puts the popup on the client's screen and how large it makes it: the box's
/// own frame (`Popup.overlayFrame(on:)`) unless the spec says otherwise, inside the screen.
struct TmuxPlacement: Equatable {
    /// The popup's cells on the screen, tmux's border (if it draws one) included.
    var frame: Rect
    /// tmux draws a border of its own (before 3.3, which can leave it out).
    var bordered: Bool

    /// `box` is the dialog's frame on a screen of `screen`.
    init(_ spec: TmuxSpec, box: Rect, screen: Size, bordered: Bool) {
        self.bordered = bordered
        let border = bordered ? 2 : 0
        let width = min(screen.width, spec.width?.cells(of: screen.width) ?? box.width + border)
        let height = min(screen.height, spec.height?.cells(of: screen.height) ?? box.height + border)
        let centredX = (screen.width - width) / 2
        let centredY = (screen.height - height) / 2
        var x: Int
        var y: Int
        switch spec.position {
        case nil:
            // Where the box would be drawn: centred, at the bottom, near it, as its style has it.
            x = box.x - border / 2 - (width - box.width - border) / 2
            y = box.y - border / 2 - (height - box.height - border) / 2
        case .center?: (x, y) = (centredX, centredY)
        case .top?: (x, y) = (centredX, 0)
        case .bottom?: (x, y) = (centredX, screen.height - height)
        case .left?: (x, y) = (0, centredY)
        case .right?: (x, y) = (screen.width - width, centredY)
        }
        x = min(max(0, x), screen.width - width)
        y = min(max(0, y), screen.height - height)
        frame = Rect(x: x, y: y, width: width, height: height)
    }

    /// The terminal the dialog gets inside the popup.
    var inside: Size {
        let border = bordered ? 2 : 0
        return Size(width: max(1, frame.width - border), height: max(1, frame.height - border))
    }

    /// `display-popup`'s options for it. tmux reads `-y` as the row below the popup's bottom edge.
    var arguments: [String] {
        (bordered ? [] : ["-B"]) + ["-x", String(frame.x), "-y", String(frame.maxY), "-w", String(frame.width),
                                    "-h", String(frame.height)]
    }
}
