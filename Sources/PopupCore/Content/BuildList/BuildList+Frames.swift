/// The build list as dialog draws it (`ContentLook.framesLists`): each list in a frame, the two
/// side by side with a column between; the items in a block in the middle of their list, the
/// first letter in the tags' key style and the rest in the tags' style (the cursor's item in the
/// cursor's), and ↑(-) with 100% on a list's frame while its first item in view, once placed,
/// is not the first of them all (dialog 1.3 shows no other mark).
extension BuildList {
    /// The two lists' frames in `area`: as wide as dialog makes them, the right one reaching a
    /// column past the area, to the box's inner edge.
    static func frames(_ area: Rect) -> [Rect] {
        let inner = max(1, (area.width - 4) / 2)
        return [Rect(x: area.x, y: area.y, width: inner + 2, height: area.height),
                Rect(x: area.x + inner + 3, y: area.y, width: inner + 2, height: area.height)]
    }

    /// The column the items start at inside a list `inner` columns wide: the widest item's block centred.
    func itemColumn(inner: Int) -> Int {
        let room = inner - 6
        return max(0, (room - min(room, widest)) / 2)
    }

    /// Items measured for the block's width, once (the widest of the first ones decides).
    static let measured = 10_000

    func drawFramed(in area: Rect, theme: Theme, clip: Rect, into buffer: inout Buffer) {
        let look = theme.chrome.list
        for (side, frame) in Self.frames(area).enumerated() {
            let inside = FramedRows.frame(frame, theme: theme, clip: clip, into: &buffer)
            let list = sideList(side)
            let top = firstInView(side, rows: inside.height)
            let column = itemColumn(inner: inside.width)
            for row in 0..<inside.height where top + row < list.count {
                let item = list[top + row]
                let onCursor = item == cursor
                let point = Point(x: inside.x + column, y: inside.y + row)
                let text = texts[item]
                let rest = onCursor ? look.cursorTag ?? FramedRows.cursorStyle(theme) : look.tag ?? FramedRows.rowStyle(theme)
                let key = onCursor ? look.cursorTagKey ?? rest : look.tagKey ?? rest
                let written = buffer.write(String(text.prefix(1)), at: point, style: key, clip: inside.intersection(clip))
                buffer.write(String(text.dropFirst()), at: Point(x: point.x + written, y: point.y), style: rest,
                             clip: inside.intersection(clip))
            }
            let above = placed[side] && list.contains(position: top) && list[top] != 0
            FramedRows.marks(frame, column: frame.x + column + 5, first: 0, visible: list.count, total: list.count, percentEnd: 9,
                             above: above, theme: theme, into: &buffer)
        }
    }

    /// The first item in view of list `side`, the cursor in view.
    func firstInView(_ side: Int, rows: Int) -> Int {
        let list = sideList(side)
        var top = min(tops[side], max(0, list.count - rows))
        if side == self.side, let position = list.position(of: cursor) {
            if position < top { top = position }
            if position >= top + rows { top = position - rows + 1 }
        }
        return max(0, top)
    }
}
