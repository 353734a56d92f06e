extension Layout {
    /// The content width the dialog would like before the width rule has its say.
    static func preferredContentWidth(_ dialog: Dialog, buttons: [Button], theme: Theme) -> Int {
        preferredContentWidth(dialog, labelWidths: buttons.map { DisplayWidth.of(decorated($0, theme: theme)) }, theme: theme)
    }

    /// The same, from the widths of the decorated labels.
    static func preferredContentWidth(_ dialog: Dialog, labelWidths: [Int], theme: Theme) -> Int {
        var widest = max(DisplayWidth.of(dialog.title), rowWidth(labelWidths, theme: theme), labelWidths.max() ?? 0)
        // The first 200 lines, each measured up to a bound: this runs on every layout, and a
        // 10 MB message must not be split or measured whole each time.
        for line in leadingLines(dialog.message, count: 200).map({ $0.prefix(measuredColumns) }) {
            widest = max(widest, DisplayWidth.of(line))
        }
        return widest
    }

    /// Wider than any terminal: a line is not measured past this many characters.
    static let measuredColumns = 4096

    /// The first `count` lines of `text`, found without splitting the rest (a message can be megabytes).
    static func leadingLines(_ text: String, count: Int) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        while lines.count < count {
            guard let newline = text.utf8[start...].firstIndex(of: 0x0A) else {
                lines.append(text[start...])
                break
            }
            lines.append(text[start..<newline])
            start = text.utf8.index(after: newline)
        }
        return lines
    }
}
