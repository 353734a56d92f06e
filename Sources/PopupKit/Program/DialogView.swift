import PopupCore

/// The program's view: the layout, made again only when something it is made from changes (its
/// `LayoutKey`), and the frame drawn from it. Pure: the area it draws in is told to it.
struct DialogView {
    /// Inline, the rows below the prompt the dialog owns (`Presentation.inline`); nil on the
    /// whole screen.
    var inlineRows: Int?
    /// A terminal made for the box alone, floating over a screen of this size (a tmux popup).
    private let floatsOver: Size?
    private let colorDepth: ColorDepth
    private let rowRule: HeightRule?
    /// The picture is drawn in half blocks (else by the terminal's image protocol, or not at all).
    private let drawsImageCells: Bool
    /// The message and title wrapped per width, so that a long message is not wrapped per event.
    private let wraps = WrapCache()
    /// The last layout, and all it was made from.
    private var laidOut: (key: LayoutKey, layout: DialogLayout)?
    /// The picture in half blocks, made again only when its size or background changes.
    private var imageCells: ImageCells?
    private var imageCellsBackground: Color?

    init(_ presentation: Presentation, drawsImageCells: Bool) {
        inlineRows = presentation.inline ? 0 : nil
        floatsOver = presentation.floatsOver
        colorDepth = presentation.colorDepth
        rowRule = presentation.inlineRows
        self.drawsImageCells = drawsImageCells
    }

    /// The layout on screen, if one was made.
    var lastLayout: DialogLayout? { laidOut?.layout }

    /// The drawing area: inline, the rows owned below the prompt; else the whole screen.
    func drawingSize(_ state: DialogState) -> Size {
        inlineRows.map { Size(width: state.screen.width, height: $0) } ?? state.screen
    }

    /// The layout for the state. The picture's rows are a third of the whole screen (of the one
    /// under a popup), also inline where the drawing area is only as tall as the box. A key costs
    /// one layout, not one for the tick before it and one for the frame.
    mutating func layout(_ dialog: Dialog, _ state: DialogState, _ theme: Theme) -> DialogLayout {
        let drawing = drawingSize(state)
        // In a popup, the box leaves the room its shadow falls on.
        let screen = floatsOver == nil ? drawing : Overlay.layoutScreen(drawing, theme: theme, style: dialog.style)
        let imageRows = floatsOver.map(Overlay.imageRowLimit(under:)) ?? state.screen.height / 3
        let key = LayoutKey(dialog: dialog, state: state, screen: screen, theme: theme, imageRowLimit: imageRows)
        if let laidOut, laidOut.key == key { return laidOut.layout }
        let layout = Layout.compute(key, wrap: wraps.lines)
        laidOut = (key, layout)
        return layout
    }

    /// The rows the box would take on the whole screen, at most what `--rows` allows: laid out
    /// on that many rows, a list gives up the rest.
    func inlineHeight(_ dialog: Dialog, _ state: DialogState, _ theme: Theme) -> Int {
        let screen = state.screen
        let key = LayoutKey(dialog: dialog, state: state, screen: screen, theme: theme, imageRowLimit: screen.height / 3)
        let layout = Layout.compute(key, wrap: wraps.lines)
        let allowed = rowRule?.resolve(screenRows: screen.height) ?? screen.height
        return min(screen.height, allowed, layout.box.height + (theme.shadow == nil ? 0 : 1))
    }

    /// The frame for the state: the drawing area (which holds the layout's screen and, in a popup,
    /// the shadow beside it), the insertion point, the picture's place.
    mutating func frame(_ dialog: Dialog, _ state: DialogState, _ theme: Theme) -> Frame {
        let layout = layout(dialog, state, theme)
        var cells = Buffer(size: drawingSize(state))
        DialogRenderer.draw(layout, dialog: dialog, state: state, theme: theme, options: options(layout, dialog, theme),
                            into: &cells)
        var point = insertionPoint(layout, dialog, state, theme)
        if inlineRows != nil, let drawn = point {
            // Inline, the terminal's cursor stays parked (see `Painter`): a drawn one marks the place.
            let cell = cells[drawn.x, drawn.y]
            cells.set(x: drawn.x, y: drawn.y, Cell(cell.isContinuation ? " " : cell.grapheme,
                                                    style: cell.style.adding(Attributes.reverse)))
            point = nil
        }
        let shrunk = state.motion.scale < 1 || state.motion.opacity < 1
        return Frame(cells: cells, insertionPoint: point, imageArea: shrunk ? nil : layout.image, animating: state.isAnimating)
    }

    /// The layout's screen drawn once, to be left there (`Popup.show`).
    mutating func still(_ dialog: Dialog, _ state: DialogState, _ theme: Theme) -> Buffer {
        let layout = layout(dialog, state, theme)
        return DialogRenderer.draw(layout, dialog: dialog, state: state, theme: theme, options: options(layout, dialog, theme))
    }

    private mutating func options(_ layout: DialogLayout, _ dialog: Dialog, _ theme: Theme) -> DialogRenderer.Options {
        var options = DialogRenderer.Options(paintsBackdrop: inlineRows == nil && floatsOver == nil, colorDepth: colorDepth,
                                             drawsImage: drawsImageCells)
        if drawsImageCells, let area = layout.image, let image = dialog.image {
            let size = Size(width: area.width, height: area.height)
            let background = ImageCells.background(under: theme)
            if imageCells?.size != size || imageCellsBackground != background {
                imageCells = ImageCells.render(image, size: size, background: background, depth: colorDepth)
                imageCellsBackground = background
            }
            options.imageCells = imageCells
        }
        return options
    }

    /// Where the insertion point of the focused field is on screen, if one is.
    private func insertionPoint(_ layout: DialogLayout, _ dialog: Dialog, _ state: DialogState, _ theme: Theme) -> Point? {
        let size = drawingSize(state)
        let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        if let part = state.focusedPart, !layout.tooSmall, let area = layout.contentArea,
           let point = state.content?.model.cursor(in: area, part: part, look: theme.chrome.content) {
            return screen.contains(point) ? point : nil
        }
        if let field = state.renaming, !layout.tooSmall, let area = Layout.renameArea(layout, dialog: dialog, state: state) {
            let view = FieldView.visible(state: field, field: TextField(placeholder: ""), width: area.width)
            return Point(x: min(area.maxX - 1, area.x + view.cursorColumn), y: area.y)
        }
        guard let field = state.focusedField, !layout.tooSmall,
              let placed = layout.fields.first(where: { $0.index == field }) else { return nil }
        let view = FieldView.visible(state: state.fields[field], field: dialog.fields[field], width: placed.area.width,
                                     secretMask: theme.chrome.field.secretMask)
        let point = Point(x: min(placed.area.maxX - 1, placed.area.x + view.cursorColumn), y: placed.area.y)
        return screen.contains(point) ? point : nil
    }
}
