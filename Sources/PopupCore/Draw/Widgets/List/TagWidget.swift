/// A tag in the list look's tag styles, its first letter (the key that jumps to it) in its own;
/// nothing when the look gives the tags no style of their own. Its area is the tag column from
/// the tag's first cell: the text is there already, this only restyles it.
struct TagWidget: Widget {
    var tag: String
    var look: ListLook
    /// On the cursor's row: the cursor's tag styles.
    var cursor: Bool
    var clip: Rect

    func render(into buffer: inout Buffer, area column: Rect) {
        let style = cursor ? look.cursorTag : look.tag
        let key = cursor ? look.cursorTagKey : look.tagKey
        guard style != nil || key != nil else { return }
        let width = min(DisplayWidth.of(tag), max(1, column.width))
        if let style {
            buffer.restyle(Rect(x: column.x, y: column.y, width: width, height: 1).intersection(clip), Paint.over(style))
        }
        if let key, let first = tag.first, first != " " {
            buffer.restyle(Rect(x: column.x, y: column.y, width: DisplayWidth.of(first), height: 1).intersection(clip), Paint.over(key))
        }
    }

    /// A description in the tags' styles (dialog's tree view), from the first letter after its
    /// tree lines ("│  " a level), over the row from `start` to the clip's end.
    static func keyedDescription(_ description: String, start: Point, look: ListLook, cursor: Bool, clip: Rect) -> (TagWidget, Rect) {
        var text = Substring(description)
        var lead = 0
        while text.hasPrefix("│  ") {
            text = text.dropFirst(3)
            lead += 3
        }
        let area = Rect(x: start.x + lead, y: start.y, width: max(1, clip.maxX - start.x - lead), height: 1)
        return (TagWidget(tag: String(text), look: look, cursor: cursor, clip: clip), area)
    }
}
