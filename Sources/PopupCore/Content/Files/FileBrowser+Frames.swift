/// The file browser as dialog draws it (`ContentLook.framesLists`): each list in a frame under its
/// label, the path in a frame of its own along the bottom; a list's highlight on its name alone,
/// wherever the focus is.
extension FileBrowser {
    /// The frames of the lists and of the field in `area`.
    func frames(_ area: Rect) -> (lists: [Rect], field: Rect) {
        let height = max(2, area.height - 4)
        let width = picksDirectories ? area.width : max(2, (area.width - 4) / 2 + 2)
        let lists = (picksDirectories ? [0] : [0, 1]).map { Rect(x: area.x + $0 * width, y: area.y + 1, width: width, height: height) }
        return (lists, Rect(x: area.x, y: area.maxY - 3, width: area.width, height: 3))
    }

    /// Where list `index`'s view starts, its highlight in view.
    func firstInView(_ index: Int, rows: Int) -> Int {
        var first = min(tops[index], max(0, entries(index).count - rows))
        if choices[index] < first { first = choices[index] }
        if choices[index] >= first + rows { first = choices[index] - rows + 1 }
        return max(0, first)
    }

    func entries(_ index: Int) -> [String] { index == 0 ? directories : files }

    func drawFramed(in area: Rect, theme: Theme, clip: Rect, into buffer: inout Buffer) {
        let (lists, fieldFrame) = frames(area)
        for (index, frame) in lists.enumerated() {
            buffer.write(index == 0 ? "Directories" : "Files", at: Point(x: frame.x, y: area.y), style: theme.box, clip: clip)
            let inside = FramedRows.frame(frame, theme: theme, clip: clip, into: &buffer)
            let names = entries(index)
            let first = firstInView(index, rows: inside.height)
            for row in 0..<inside.height where first + row < names.count {
                // A name is shown harmless (a file named with escapes never reaches the terminal
                // raw), cut at the frame as dialog cuts it.
                let style = first + row == choices[index] ? FramedRows.cursorStyle(theme) : FramedRows.rowStyle(theme)
                buffer.write(Sanitizer.line(names[first + row]),
                             at: Point(x: inside.x, y: inside.y + row), style: style, clip: inside.intersection(clip))
            }
            FramedRows.marks(frame, column: inside.x + 6, first: first, visible: inside.height, total: names.count, percentEnd: 8,
                             theme: theme, into: &buffer)
        }
        let field = FramedRows.frame(fieldFrame, theme: theme, clip: clip, into: &buffer)
        buffer.fill(field.intersection(clip), with: Cell(style: theme.field))
        let view = FieldView.visible(state: self.field, field: TextField(placeholder: ""), width: field.width)
        buffer.write(view.text, at: Point(x: field.x, y: field.y), style: theme.field, clip: field.intersection(clip))
    }

    func framedCursor(in area: Rect, part: Int) -> Point {
        let (lists, fieldFrame) = frames(area)
        if part < lists.count {
            let rows = max(1, lists[part].height - 2)
            return Point(x: lists[part].x + 1, y: lists[part].y + 1 + max(0, min(rows - 1, choices[part] - firstInView(part, rows: rows))))
        }
        let view = FieldView.visible(state: field, field: TextField(placeholder: ""), width: max(1, fieldFrame.width - 2))
        return Point(x: min(fieldFrame.maxX - 2, fieldFrame.x + 1 + view.cursorColumn), y: fieldFrame.y + 1)
    }
}
