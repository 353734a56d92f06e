/// Multi-line text to edit, as dialog's `--editbox` edits a copy of a file: the lines, the cursor,
/// the rows in view. Enter splits a line, Backspace at a line's start joins it to the one above,
/// ↑/↓ and PgUp/PgDn move between lines, and the keys of a text field edit within one.
///
/// Every key costs time in proportion to the cursor's line, never to the whole text: a line is
/// at most `lineCapacity` characters, and the text at most what it was given and typed.
public struct TextEditor: ContentModel {
    /// The lines, without their line breaks.
    public private(set) var lines: [String]
    /// The cursor's line.
    public private(set) var row = 0
    /// The cursor's place in its line, in characters.
    public private(set) var column = 0
    /// The first line in view, as paging moves it (dialog's base row).
    public private(set) var top = 0
    /// The first character of the cursor's line in view.
    public private(set) var shift = 0
    /// The display column ↑/↓ aim for; nil until the cursor has one.
    private var goal: Int?
    /// Rows a page is; nil: the rows it is drawn in.
    public var pageRows: Int?
    /// The rows it would like; nil: as many as it has lines, from 3 to 20.
    public var preferredRows: Int?
    public var conventions: EditorConventions

    /// The most characters one line holds: every key costs time in proportion to its line.
    public static let lineCapacity = TextField.capacity

    /// The editor over `text`: its lines, split at each line feed (a last line feed ends the last
    /// line; an empty text is one empty line), the cursor at the start. A line longer than
    /// `lineCapacity` is cut into lines of that many characters: nothing is lost, and no key costs
    /// more than a line's worth.
    public init(text: String, conventions: EditorConventions = EditorConventions()) {
        // One pass, each line straight into the array: no list of slices, no array per line, no
        // doubling of the array (5 MB of line feeds went to 342 MB that way).
        var pieces: [String] = []
        pieces.reserveCapacity(text.utf8.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) })
        var rest = text.utf8[...]
        while let feed = rest.firstIndex(of: 0x0A) {
            Self.append(String(decoding: rest[..<feed], as: UTF8.self), to: &pieces)
            rest = rest[rest.index(after: feed)...]
        }
        Self.append(String(decoding: rest, as: UTF8.self), to: &pieces)
        if pieces.count > 1, pieces.last == "" { pieces.removeLast() }
        lines = pieces
        self.conventions = conventions
    }

    /// Appends `line` in pieces of at most `lineCapacity` characters (one piece for almost every line).
    private static func append(_ line: String, to pieces: inout [String]) {
        // A character is at least a byte: a line of few bytes needs no count.
        guard line.utf8.count > lineCapacity else { return pieces.append(line) }
        var rest = Substring(line)
        while rest.count > lineCapacity {
            let end = rest.index(rest.startIndex, offsetBy: lineCapacity)
            pieces.append(String(rest[..<end]))
            rest = rest[end...]
        }
        pieces.append(String(rest))
    }

    /// The text: each line followed by a line feed.
    public var text: String { lines.map { $0 + "\n" }.joined() }

    public var parts: Int { 1 }
    public var plainQuestion: PlainQuestion { .lines }

    public var preferredWidth: Int {
        // The first lines, each up to a bound: a long file must not be measured whole per layout.
        lines.prefix(200).reduce(20) { max($0, DisplayWidth.of($1.prefix(Layout.measuredColumns))) }
    }

    public func rows(screen: Size) -> (wanted: Int, least: Int) {
        (min(preferredRows ?? min(max(3, lines.count), 20), max(1, screen.height)), 1)
    }

    public var answer: ContentAnswer { ContentAnswer(values: lines) }

    /// Unattended, the values are the lines (none: the text as given).
    public func answer(values: [String], items: [String]) throws -> ContentAnswer {
        if let item = items.first { throw ContentError.unknownItem(item) }
        return values.isEmpty ? answer : ContentAnswer(values: values.map { String($0.prefix(Self.lineCapacity)) })
    }

    // MARK: keys

    public mutating func handle(_ key: Key, part: Int?, view: Size) -> ContentReply {
        guard part != nil else { return .pass }
        let reply = handle(key, page: max(1, pageRows ?? view.height))
        shift = measured(lines[row], upTo: column).start(keeping: column, in: view.width, from: shift)
        return reply
    }

    private mutating func handle(_ key: Key, page: Int) -> ContentReply {
        let plain = key.modifiers.isEmpty
        switch key.code {
        case .tab, .backTab, .escape:
            return .pass
        case .enter where plain && conventions.enterSubmits:
            return .submit
        case .enter where plain, .character("j") where key.modifiers == .ctrl && conventions.enterSubmits:
            splitLine(page: page)
        case .up where plain:
            return moveRow(to: row - 1, page: page)
        case .down where plain:
            return moveRow(to: row + 1, page: page)
        case .pageDown:
            return moveRow(to: top + page, page: page)
        case .pageUp:
            return moveRow(to: row > top ? top : top - page, page: page)
        case .backspace where plain && column == 0:
            guard row > 0 else { return .refused }
            joinLine(row - 1, page: page)
        case .delete where column >= lines[row].count:
            if conventions.deleteAtEndErasesLast {
                guard !lines[row].isEmpty else { return .handled }
                let before = lines[row]
                lines[row].removeLast()
                column = lines[row].count
                noteEdit(before: before)
            } else if row + 1 < lines.count {
                joinLine(row, page: page)
            }
        case .character("u") where key.modifiers == .ctrl && conventions.killEmptiesLine:
            let before = lines[row]
            lines[row] = ""
            column = 0
            shift = 0
            noteEdit(before: before)
        default:
            return editLine(key)
        }
        return .handled
    }

    /// A paste's lines go in as typed: each line break (a line feed, a carriage return as terminals
    /// send a pasted one, or both) splits the line. The lines between go in at once, so a paste
    /// costs its own length and the cursor's line, never its lines times the text's.
    public mutating func paste(_ text: String, part: Int, view: Size) -> ContentReply {
        let pieces = Self.pastedLines(text)
        var refused = insert(pieces[0]) == .refused
        if pieces.count > 1 {
            let characters = Array(lines[row])
            let cut = min(column, characters.count)
            let tail = String(characters[cut...])
            lines[row] = String(characters[..<cut])
            var added = pieces.dropFirst().map { piece -> String in
                if piece.count > Self.lineCapacity { refused = true; return String(piece.prefix(Self.lineCapacity)) }
                return piece
            }
            column = added[added.count - 1].count
            if column + tail.count > Self.lineCapacity {
                refused = true
                added[added.count - 1] = String((added[added.count - 1] + tail).prefix(Self.lineCapacity))
            } else {
                added[added.count - 1] += tail
            }
            lines.insert(contentsOf: added, at: row + 1)
            _ = scroll(to: row + added.count, page: max(1, pageRows ?? view.height))
            goal = measured(lines[row], upTo: column).column(of: column)
        }
        shift = measured(lines[row], upTo: column).start(keeping: column, in: view.width, from: shift)
        return refused ? .refused : .handled
    }

    /// A pasted text's lines, split at each CR LF, lone CR and lone LF.
    static func pastedLines(_ text: String) -> [String] {
        var lines: [String] = []
        var line: [UInt8] = []
        var afterReturn = false
        for byte in text.utf8 {
            if byte == 0x0A && afterReturn { afterReturn = false; continue }
            afterReturn = byte == 0x0D
            if byte == 0x0A || byte == 0x0D {
                lines.append(String(decoding: line, as: UTF8.self))
                line.removeAll(keepingCapacity: true)
            } else {
                line.append(byte)
            }
        }
        lines.append(String(decoding: line, as: UTF8.self))
        return lines
    }

    /// A key for the cursor's line (typing, ←/→, Home/End, Backspace, Delete …), by the text
    /// field's editor; a key it does not know is the dialog's.
    private mutating func editLine(_ key: Key) -> ContentReply {
        // ← and → step over one character: no copy of the line, however long it is.
        if key.code == .left || key.code == .right, key.modifiers.isDisjoint(with: [.ctrl, .alt]) {
            let line = lines[row]
            if key.code == .left {
                column = max(0, column - 1)
            } else if line.index(line.startIndex, offsetBy: column + 1, limitedBy: line.endIndex) != nil {
                column += 1
            }
            goal = measured(line, upTo: column).column(of: column)
            return .handled
        }
        var field = FieldState(text: lines[row])
        field.cursor = column
        field.scroll = shift
        guard let edited = LineEditor.apply(key, to: field, maxLength: Self.lineCapacity) else { return .pass }
        let before = lines[row]
        lines[row] = edited.text
        column = edited.cursor
        if before != edited.text { noteEdit(before: before) } else { goal = measured(lines[row], upTo: column).column(of: column) }
        return edited.error == nil ? .handled : .refused
    }

    private mutating func insert(_ text: String) -> ContentReply {
        var field = FieldState(text: lines[row])
        field.cursor = column
        let before = lines[row]
        let edited = LineEditor.insert(text, into: field, maxLength: Self.lineCapacity)
        lines[row] = edited.text
        column = edited.cursor
        noteEdit(before: before)
        return edited.error == nil ? .handled : .refused
    }

    /// The column ↑/↓ aim for after an edit: where the cursor is, or (dialog's) where it would be
    /// in the text as it was before the edit.
    private mutating func noteEdit(before: String) {
        let measured = conventions.followsDialogColumns ? before : lines[row]
        let line = self.measured(measured, upTo: column)
        goal = line.column(of: min(column, line.characters.count))
    }

    // MARK: lines

    private mutating func splitLine(page: Int) {
        let characters = Array(lines[row])
        let cut = min(column, characters.count)
        lines[row] = String(characters[..<cut])
        lines.insert(String(characters[cut...]), at: row + 1)
        column = 0
        shift = 0
        _ = scroll(to: row + 1, page: page)
    }

    /// Joins line `index + 1` to the end of line `index`, the cursor at the join.
    private mutating func joinLine(_ index: Int, page: Int) {
        let joint = lines[index].count
        let joined = lines[index] + lines[index + 1]
        lines[index] = joined.count > Self.lineCapacity ? String(joined.prefix(Self.lineCapacity)) : joined
        lines.remove(at: index + 1)
        row = index
        column = min(joint, lines[row].count)
        goal = measured(lines[row], upTo: column).column(of: column)
        _ = scroll(to: row, page: page)
    }

    /// Moves to line `target` at the goal column; the bell at either end.
    private mutating func moveRow(to target: Int, page: Int) -> ContentReply {
        let from = row
        let fromLine = measured(lines[row], upTo: column)
        if !scroll(to: target, page: page) { return .refused }
        guard row != from else { return .handled }
        let aim = goal ?? fromLine.column(of: column)
        goal = aim
        let line = editorLine(lines[row])
        if let offset = line.offset(atColumn: aim) {
            column = offset
        } else {
            column = conventions.followsDialogColumns ? 0 : line.characters.count
        }
        shift = 0
        return .handled
    }

    /// dialog's paging: a target above the view or a page below it becomes the view's first line;
    /// the view never runs past the last line. False when nothing could move (the bell).
    private mutating func scroll(to target: Int, page: Int) -> Bool {
        let count = lines.count
        var moved = true
        if target < top {
            if target < 0 {
                if top == 0 && row == 0 { moved = false } else { row = 0; top = 0 }
            } else {
                row = target
                top = target
            }
        } else if target >= count {
            if row < count - 1 { row = count - 1; top = count - 1 } else { moved = false }
        } else if target >= top + page {
            row = target
            top = target
        } else {
            row = target
        }
        if page < count {
            if top + page >= count { top = count - page }
        } else {
            top = 0
        }
        return moved
    }

    // MARK: drawing

    /// `text` as the editor draws and measures it.
    private func editorLine(_ text: String) -> EditorLine { EditorLine(text, tabs: conventions.tabs) }

    /// The first `count` characters of `text` as the editor measures them: what the cursor's
    /// column and the view's start need, at the cost of the cursor's place, not the line's length.
    private func measured(_ text: String, upTo count: Int) -> EditorLine {
        EditorLine(text, tabs: conventions.tabs, limit: (characters: max(0, count), shownFrom: nil, width: 0))
    }

    /// `text` measured as far as `width` columns from character `start`: what is drawn of it.
    private func shown(_ text: String, from start: Int, width: Int) -> String {
        EditorLine(text, tabs: conventions.tabs, limit: (characters: start, shownFrom: start, width: width)).shown(from: start, width: width)
    }

    /// The first line drawn in `rows` rows: the paging's, moved only as far as needed to show the cursor.
    func firstShown(rows: Int) -> Int {
        let rows = max(1, rows)
        var first = min(top, max(0, lines.count - rows))
        if row < first { first = row }
        if row >= first + rows { first = row - rows + 1 }
        return max(0, first)
    }

    public func draw(in area: Rect, focus: Int?, theme: Theme, clip: Rect, into buffer: inout Buffer) {
        let visible = area.intersection(clip)
        guard visible.width > 0, visible.height > 0 else { return }
        let look = theme.chrome.content
        // Each line painted across the area in the look's styles; else the area is a field.
        let painted = look.editorLine != nil
        if !painted { buffer.fill(visible, with: Cell(style: theme.field)) }
        let first = firstShown(rows: area.height)
        for offset in 0..<area.height {
            let index = first + offset
            guard index < lines.count else { break }
            let current = index == row && focus != nil
            let start = index == row ? measured(lines[index], upTo: column).start(keeping: column, in: area.width, from: shift) : 0
            let style = current ? look.editorCursorLine ?? theme.focusedField : look.editorLine ?? theme.field
            let y = area.y + offset
            if current || painted { buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1).intersection(clip), with: Cell(style: style)) }
            buffer.write(shown(lines[index], from: start, width: area.width), at: Point(x: area.x, y: y), style: style, clip: clip)
        }
        // In a frame, the marks a list's frame has where more lines are above or below.
        let frame = area.inset(dx: -1, dy: -1)
        if look.frame, lines.count > area.height,
           let marks = FrameMarksWidget(theme.chrome.list.scrolling, column: frame.x + 5, first: first, visible: area.height, total: lines.count) {
            marks.render(into: &buffer, area: frame)
        }
    }

    public func cursor(in area: Rect, part: Int) -> Point? {
        let line = measured(lines[row], upTo: column)
        let start = line.start(keeping: column, in: area.width, from: shift)
        let x = area.x + line.column(of: column) - line.column(of: start)
        let y = area.y + row - firstShown(rows: area.height)
        return Point(x: min(x, area.maxX - 1), y: y)
    }
}
