/// Draws a laid-out dialog into a cell buffer: the view, a pure function of its inputs.
public enum DialogRenderer {
    /// What to draw besides the dialog itself, and for which terminal.
    public struct Options: Sendable, Equatable {
        /// Paint the backdrop around the box (the alternate screen is ours to fill).
        public var paintsBackdrop: Bool
        /// The terminal's colours: the picture is dithered down to them, and left out with none.
        public var colorDepth: ColorDepth
        /// Draw the picture in half blocks; false leaves its cells blank for a terminal image protocol.
        public var drawsImage: Bool
        /// The picture already turned into cells, reused while its size holds (scaling is not free).
        public var imageCells: ImageCells?

        /// Options; by default a painted backdrop, truecolour and the picture drawn in half blocks.
        public init(paintsBackdrop: Bool = true, colorDepth: ColorDepth = .truecolor, drawsImage: Bool = true,
                    imageCells: ImageCells? = nil) {
            self.paintsBackdrop = paintsBackdrop
            self.colorDepth = colorDepth
            self.drawsImage = drawsImage
            self.imageCells = imageCells
        }
    }

    /// One frame: the dialog drawn into a new blank buffer the size of `layout.screen`.
    public static func draw(_ layout: DialogLayout, dialog: Dialog, state: DialogState, theme: Theme,
                            options: Options = Options()) -> Buffer {
        var buffer = Buffer(size: layout.screen)
        draw(layout, dialog: dialog, state: state, theme: theme, options: options, into: &buffer)
        return buffer
    }

    /// Draws the dialog over what `buffer` already holds, at the places `layout` gives.
    public static func draw(_ layout: DialogLayout, dialog: Dialog, state: DialogState, theme: Theme,
                            options: Options, into buffer: inout Buffer) {
        if layout.tooSmall {
            drawTooSmall(layout, theme: theme, into: &buffer)
        } else if state.motion.scale < 1 {
            drawZoomed(layout, scale: state.motion.scale, dialog: dialog, theme: theme, options: options, into: &buffer)
        } else {
            drawWhole(layout, dialog: dialog, state: state, theme: theme, options: options, into: &buffer)
        }
        if state.motion.opacity < 1 {
            Fade.apply(&buffer, opacity: state.motion.opacity, from: theme.terminalBackground)
        }
        if state.motion.dressing < 1, !layout.tooSmall {
            Fade.apply(&buffer, opacity: state.motion.dressing, from: theme.terminalBackground, sparing: layout.box)
        }
        if theme.glyphs == .ascii { buffer.useASCIIGlyphs() }
    }

    /// Said instead of a dialog the screen cannot show whole enough to answer.
    public static let tooSmallText = "Terminal too small"

    private static func drawTooSmall(_ layout: DialogLayout, theme: Theme, into buffer: inout Buffer) {
        let area = buffer.bounds
        buffer.fill(area, with: Cell(style: theme.box))
        let lines = Wrap.lines(tooSmallText, width: max(1, area.width)).prefix(max(1, area.height))
        let top = max(0, (area.height - lines.count) / 2)
        for (row, line) in lines.enumerated() {
            let x = max(0, (area.width - DisplayWidth.of(line)) / 2)
            buffer.write(line, at: Point(x: x, y: top + row), style: theme.box, clip: area)
        }
    }

    /// The zoom: an empty box growing from the centre; its text appears once it is full size.
    private static func drawZoomed(_ layout: DialogLayout, scale: Double, dialog: Dialog, theme: Theme,
                                   options: Options, into buffer: inout Buffer) {
        if options.paintsBackdrop, let backdrop = theme.backdrop {
            buffer.fill(buffer.bounds, with: Cell(style: backdrop))
        }
        if options.paintsBackdrop { drawBacktitle(dialog, theme: theme, into: &buffer) }
        let box = layout.box
        let width = max(2, Int((Double(box.width) * scale).rounded()))
        let height = max(2, Int((Double(box.height) * scale).rounded()))
        let small = Rect(x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width: width, height: height)
        buffer.fill(small, with: Cell(style: theme.box))
        drawBorder(small, theme: theme, dialog: dialog, into: &buffer)
    }

    private static func drawWhole(_ layout: DialogLayout, dialog: Dialog, state: DialogState, theme: Theme,
                                  options: Options, into buffer: inout Buffer) {
        if options.paintsBackdrop {
            drawBackdrop(theme: theme, into: &buffer)
            drawBacktitle(dialog, theme: theme, into: &buffer)
        }
        let box = layout.box
        drawCard(box, theme: theme, into: &buffer)
        drawBorder(box, theme: theme, dialog: dialog, into: &buffer)
        drawBorderTitle(layout, dialog: dialog, theme: theme, into: &buffer)
        if let row = layout.buttonRule { drawRule(across: box, at: row, theme: theme, into: &buffer) }
        if let area = layout.image, let image = dialog.image, options.drawsImage, options.colorDepth != .none {
            drawImage(image, in: area, box: box, theme: theme, options: options, into: &buffer)
        }
        // Content stays inside the border even when a short screen squeezes the rows it was given
        // onto the border; scrollbars ride the right border, between its corners.
        let edge = theme.border == .none ? 0 : 1
        let inside = box.inset(dx: edge, dy: edge)
        let betweenCorners = box.inset(dx: 0, dy: edge)
        if theme.chrome.title == .inside { drawInsideTitle(layout, theme: theme, clip: inside, into: &buffer) }
        drawMessage(layout, dialog: dialog, state: state, theme: theme, clip: inside, into: &buffer)
        if layout.messageScrolls {
            let viewport = layout.messageViewport
            ScrollbarWidget(first: layout.messageScroll, visible: viewport.height, total: layout.messageLines.count, style: theme.scrollbar)
                .render(into: &buffer, area: Rect(x: box.maxX - 1, y: viewport.y, width: 1, height: viewport.height).intersection(betweenCorners))
        }
        drawParts(layout, dialog: dialog, state: state, theme: theme, options: options, clip: inside, scrollbarClip: betweenCorners,
                  into: &buffer)
        drawButtonBand(layout, dialog: dialog, state: state, theme: theme, options: options, clip: inside,
                       scrollbarClip: betweenCorners, into: &buffer)
        if let seconds = state.secondsLeft, box.height >= 2 {
            let text = " \(seconds)s "
            let x = box.maxX - 2 - DisplayWidth.of(text)
            if x > box.x { buffer.write(text, at: Point(x: x, y: box.maxY - 1), style: theme.countdown, clip: box) }
        }
    }

    /// What the box holds between its message and its buttons: the preview, the list, the
    /// progress, an item being renamed, the content and the fields.
    private static func drawParts(_ layout: DialogLayout, dialog: Dialog, state: DialogState, theme: Theme, options: Options,
                                  clip inside: Rect, scrollbarClip: Rect, into buffer: inout Buffer) {
        if let placement = layout.preview, let preview = state.preview {
            let fixed = preview.headerLines ?? dialog.list?.preview?.headerLines ?? 0
            drawPreview(placement, preview: preview, headerLines: fixed, theme: theme, clip: inside, into: &buffer)
        }
        if let list = dialog.list, let listState = state.list {
            drawList(layout, spec: list, conventions: dialog.conventions.list, state: listState, focused: state.focus == .list,
                     theme: theme, depth: options.colorDepth, clip: inside, scrollbarClip: scrollbarClip, into: &buffer)
        }
        if let placement = layout.progress, let progress = state.progress {
            ProgressView.draw(placement, progress: progress, clock: state.clock, reducedMotion: state.reducedMotion,
                              theme: theme, clip: inside, into: &buffer)
            if let frame = placement.barFrame { FrameWidget.square(sunken: false, theme).render(into: &buffer, area: frame) }
            if let row = placement.rule { drawRule(across: layout.box, at: row, joined: false, theme: theme, into: &buffer) }
        }
        drawRename(layout, dialog: dialog, state: state, theme: theme, clip: inside, into: &buffer)
        if let frame = layout.contentFrame { FrameWidget.square(sunken: true, theme).render(into: &buffer, area: frame) }
        if let area = layout.contentArea, let content = state.content {
            content.model.draw(in: area, focus: state.focusedPart, theme: theme, clip: inside, into: &buffer)
        }
        drawFields(layout, dialog: dialog, state: state, theme: theme, clip: inside, into: &buffer)
    }

    /// The buttons' filter row, the buttons, and their bar when they scroll.
    private static func drawButtonBand(_ layout: DialogLayout, dialog: Dialog, state: DialogState, theme: Theme, options: Options,
                                       clip inside: Rect, scrollbarClip: Rect, into buffer: inout Buffer) {
        if let row = layout.filterRow {
            // The query (or a hint) on the left, how many of the buttons it shows on the right.
            FilterRowWidget(query: state.filter, count: " \(layout.buttonCount)/\(dialog.effectiveButtons.count)", theme: theme,
                            clip: layout.box).render(into: &buffer, area: row)
        }
        drawButtons(layout, dialog: dialog, state: state, theme: theme, options: options, clip: inside, into: &buffer)
        if layout.buttonsScroll {
            let rows = layout.buttonRows
            ScrollbarWidget(first: layout.buttonScroll, visible: rows.height, total: layout.buttonCount, style: theme.scrollbar)
                .render(into: &buffer, area: Rect(x: layout.box.maxX - 1, y: rows.y, width: 1, height: rows.height).intersection(scrollbarClip))
        }
    }
}
