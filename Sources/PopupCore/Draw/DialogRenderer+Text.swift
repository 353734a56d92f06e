/// Drawing the message (and any text with style marks): the lines in view, each in the message's
/// style as its marks change it.
extension DialogRenderer {
    static func drawMessage(_ layout: DialogLayout, dialog: Dialog, state: DialogState, theme: Theme, clip: Rect,
                            into buffer: inout Buffer) {
        let viewport = layout.messageViewport
        let first = layout.messageScroll
        let shown = layout.messageLines.lines(first..<(first + viewport.height))
        // Marks belong to the dialog's own message, not to one a progress box's input put in its place.
        let marks = state.progress?.message == nil ? dialog.messageStyles : []
        let offsets = marks.isEmpty ? [] : lineOffsets(layout.messageLines, upTo: first + shown.count, in: dialog.message)
        for (row, line) in shown.enumerated() {
            let x = viewport.x + theme.messageAlignment.offset(used: DisplayWidth.of(line), width: viewport.width)
            let point = Point(x: x, y: viewport.y + row)
            if marks.isEmpty || first + row >= offsets.count {
                buffer.write(line, at: point, style: theme.message, clip: clip)
            } else {
                drawStyledLine(line, marks: marks, from: offsets[first + row], at: point, base: theme.message, clip: clip, into: &buffer)
            }
        }
    }

    /// `line`, whose first character is character `offset` of its text, in `base` as `marks`
    /// change it; the columns written.
    @discardableResult
    static func drawStyledLine(_ line: String, marks: [StyleMark], from offset: Int, at point: Point, base: CellStyle, clip: Rect,
                               into buffer: inout Buffer) -> Int {
        guard !marks.isEmpty else { return buffer.write(line, at: point, style: base, clip: clip) }
        var style = base
        var next = 0
        // The marks before the line set the style it starts in.
        while next < marks.count, marks[next].offset <= offset {
            style = marks[next].applied(to: style, base: base)
            next += 1
        }
        var x = point.x
        var position = offset
        var run = ""
        func flush() {
            x += buffer.write(run, at: Point(x: x, y: point.y), style: style, clip: clip)
            run = ""
        }
        for character in line {
            if next < marks.count, marks[next].offset <= position {
                flush()
                while next < marks.count, marks[next].offset <= position {
                    style = marks[next].applied(to: style, base: base)
                    next += 1
                }
            }
            run.append(character)
            position += 1
        }
        flush()
        return x - point.x
    }

    /// The character each of the first `count` wrapped lines starts at in `text`: lines are runs
    /// of the text in order, apart from the spaces and line breaks dropped between them.
    static func lineOffsets(_ lines: WrappedText, upTo count: Int, in text: String) -> [Int] {
        let characters = Array(text)
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        var position = 0
        for line in lines.lines(0..<count) {
            let wanted = Array(line)
            while position < characters.count, !matches(wanted, characters, at: position),
                  characters[position] == " " || characters[position] == "\n" {
                position += 1
            }
            offsets.append(position)
            position += wanted.count
        }
        return offsets
    }

    private static func matches(_ wanted: [Character], _ characters: [Character], at position: Int) -> Bool {
        guard position + wanted.count <= characters.count else { return false }
        for (index, character) in wanted.enumerated() where characters[position + index] != character { return false }
        return true
    }
}
