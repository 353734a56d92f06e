/// fzf's prompt row: the prompt (its spaces at the end unbolded, as fzf draws them), the query,
/// and the counts where `--info` puts them on this row.
struct PickerPromptWidget: Widget {
    var prompt: String
    var query: String
    var counts: PickerCounts
    var look: PickerLook
    var clip: Rect

    func render(into buffer: inout Buffer, area row: Rect) {
        let word = String(prompt.reversed().drop { $0 == " " }.reversed())
        var spaces = look.prompt
        spaces.attributes.remove(.bold)
        var x = row.x + buffer.write(Wrap.truncate(word, width: row.width), at: Point(x: row.x, y: row.y), style: look.prompt, clip: clip)
        x += buffer.write(String(repeating: " ", count: max(0, min(prompt.count - word.count, row.maxX - x))), at: Point(x: x, y: row.y),
                          style: spaces, clip: clip)
        x += buffer.write(Wrap.truncate(query, width: max(0, row.maxX - x)), at: Point(x: x, y: row.y), style: look.query, clip: clip)
        switch look.info {
        case .inline:
            x += buffer.write("  < " + counts.text, at: Point(x: x, y: row.y), style: look.infoStyle, clip: clip)
            PickerInfoWidget.separator(from: x + 1, to: row.maxX, y: row.y, look: look, clip: clip, into: &buffer)
        case .inlineRight:
            // As the separator does, the counts leave the last column blank.
            let width = DisplayWidth.of(counts.text)
            if row.maxX - 1 - width > x {
                buffer.write(counts.text, at: Point(x: row.maxX - 1 - width, y: row.y), style: look.infoStyle, clip: clip)
            }
        case .line, .hidden: break
        }
    }
}

/// fzf's info line: the counts and a separator to the row's end; the separator alone where the
/// counts are on the prompt's row or hidden.
struct PickerInfoWidget: Widget {
    var counts: PickerCounts
    var look: PickerLook
    var clip: Rect

    func render(into buffer: inout Buffer, area row: Rect) {
        switch look.info {
        case .line:
            let x = row.x + 2 + buffer.write(counts.text, at: Point(x: row.x + 2, y: row.y), style: look.infoStyle, clip: clip)
            Self.separator(from: x + 1, to: row.maxX, y: row.y, look: look, clip: clip, into: &buffer)
        case .inlineRight, .hidden:
            Self.separator(from: row.x, to: row.maxX, y: row.y, look: look, afterCounts: false, clip: clip, into: &buffer)
        case .inline: break
        }
    }

    /// The separator from `start` to the column before `end` (fzf leaves the last one blank).
    static func separator(from start: Int, to end: Int, y: Int, look: PickerLook, afterCounts: Bool = true, clip: Rect,
                          into buffer: inout Buffer) {
        let end = end - 1
        guard end > start, !look.separator.isEmpty else { return }
        // The space before it, after the counts, is in its colour too.
        if afterCounts { buffer.write(" ", at: Point(x: start - 1, y: y), style: look.separatorStyle, clip: clip) }
        let width = max(1, DisplayWidth.of(look.separator))
        let line = String(repeating: look.separator, count: (end - start) / width)
        buffer.write(line, at: Point(x: start, y: y), style: look.separatorStyle, clip: clip)
    }
}
