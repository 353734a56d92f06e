/// Drawing the preview pane: the line between it and the list, the output's first lines, and how
/// the command failed, if it did.
extension DialogRenderer {
    /// Said in the pane while the command runs and has printed nothing yet.
    public static let previewRunning = "…"

    /// `headerLines`: the output's first lines, kept at the top while the rest scrolls.
    static func drawPreview(_ placement: PreviewPlacement, preview: PreviewState, headerLines: Int = 0, theme: Theme, clip: Rect,
                            into buffer: inout Buffer) {
        let glyphs = theme.border.glyphs
        let separator = placement.separator.intersection(clip)
        for y in separator.y..<separator.maxY {
            for x in separator.x..<separator.maxX {
                buffer.put(x: x, y: y, Cell(placement.beside ? glyphs.v : glyphs.h, style: theme.borderStyle))
            }
        }
        if let frame = placement.frame {
            let style = theme.chrome.list.picker?.separatorStyle ?? theme.borderStyle
            FrameWidget(glyphs: BorderShape.rounded.glyphs, lit: style, shaded: style).render(into: &buffer, area: frame.intersection(clip))
        }
        let pane = placement.pane
        guard pane.width > 0, pane.height > 0 else { return }
        var rows = pane.height
        if let status = preview.status, status != 0 {
            // The failure takes the last row: it is what the person needs to see.
            buffer.write(Wrap.truncate("exit status \(status)", width: pane.width), at: Point(x: pane.x, y: pane.maxY - 1),
                         style: theme.error, clip: clip)
            rows -= 1
        }
        if preview.lines.isEmpty && preview.running {
            buffer.write(previewRunning, at: Point(x: pane.x, y: pane.y), style: theme.placeholder, clip: clip)
        }
        let fixed = min(headerLines, preview.lines.count)
        let shown = preview.lines.prefix(fixed) + preview.lines.dropFirst(fixed + preview.scroll)
        for (row, line) in shown.prefix(rows).enumerated() {
            buffer.write(Wrap.truncate(line, width: pane.width), at: Point(x: pane.x, y: pane.y + row), style: theme.message,
                         clip: pane.intersection(clip))
        }
    }
}
