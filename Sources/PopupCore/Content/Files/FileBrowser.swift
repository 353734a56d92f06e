/// A path to pick, as dialog's `--fselect` and `--dselect` pick one: a field to type it in, under
/// a list of the directories (and, for files, a list of the files) of the directory it names.
/// Typing moves each list's highlight to the entry nearest the last part of the path; Space in a
/// list puts its entry there, Space in the field completes the name as far as it is unique. The
/// entries come from the shell: the browser says which directory it wants (`wantedDirectory`),
/// the shell reads it and hands it over (`receive`).
public struct FileBrowser: ContentModel {
    /// Its lists, by part: directories first, then files; the field is the last part.
    public enum List: Int, Sendable { case directories, files }

    /// Only directories are picked (`--dselect`): there is no list of files.
    public let picksDirectories: Bool
    /// The path as typed.
    public private(set) var field: FieldState
    /// The entries of `listed`, each list in byte order.
    public private(set) var directories: [String] = []
    public private(set) var files: [String] = []
    /// The directory the lists show; nil before the first listing.
    public private(set) var listed: String?
    /// The path the lists were read for.
    private var listedPath: String?
    /// The highlighted entry and the first in view, per list.
    public private(set) var choices = [0, 0]
    public private(set) var tops = [0, 0]
    /// The field's editing quirks (dialog's Delete and Ctrl-U).
    public var conventions: EditorConventions

    /// The most entries a list holds, and the longest path the field takes.
    public static let capacity = 200_000
    public static let pathLimit = 4096

    public init(path: String, picksDirectories: Bool, conventions: EditorConventions = EditorConventions()) {
        self.picksDirectories = picksDirectories
        field = FieldState(text: String(path.prefix(Self.pathLimit)))
        self.conventions = conventions
    }

    /// The path typed: the answer.
    public var path: String { field.text }

    public var parts: Int { picksDirectories ? 2 : 3 }
    public var plainQuestion: PlainQuestion { .value(picksDirectories ? "Directory" : "File") }
    /// The field's part.
    public var fieldPart: Int { parts - 1 }
    /// The focus starts in the field.
    public var initialPart: Int { fieldPart }

    private func list(_ part: Int) -> List? { part < fieldPart ? List(rawValue: part) : nil }
    private func entries(_ list: List) -> [String] { list == .directories ? directories : files }

    public func isStop(_ part: Int) -> Bool {
        guard let list = list(part) else { return true }
        return !entries(list).isEmpty
    }

    /// The directory the lists show, as dialog reads it: the path's (up to its last `/`, or `./`)
    /// once the path changed across a `/` since the last reading, or is empty with nothing listed;
    /// until then the one listed (a name with no `/` lists nothing until one is typed).
    public var wantedDirectory: String? {
        let current = listedPath ?? ""
        let slash = UInt8(ascii: "/")
        let shared = zip(current.utf8, path.utf8).prefix { $0 == $1 }.count
        let crossesSlash = current.utf8.dropFirst(shared).contains(slash) || path.utf8.dropFirst(shared).contains(slash)
        let readsAgain = current == path ? path.isEmpty && directories.isEmpty && listed == nil : crossesSlash
        return readsAgain ? directory : listed
    }

    /// The directory the path is in: up to its last `/`, or `./`.
    private var directory: String {
        guard let slash = path.lastIndex(of: "/") else { return "./" }
        return String(path[...slash])
    }

    /// The path's last part, after its last `/`.
    private var leaf: Substring {
        guard let slash = path.lastIndex(of: "/") else { return path[...] }
        return path[path.index(after: slash)...]
    }

    public mutating func receive(_ given: [DirectoryEntry], of directory: String) {
        guard directory == wantedDirectory else { return }
        listed = directory
        let kept = given.prefix(Self.capacity)
        // In byte order, as strcmp sorts them (names compared as their bytes once, not per comparison).
        func sorted(_ names: [String]) -> [String] {
            names.map { (name: $0, bytes: Array($0.utf8)) }.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }.map(\.name)
        }
        directories = sorted(kept.filter(\.isDirectory).map(\.name))
        files = picksDirectories ? [] : sorted(kept.filter { !$0.isDirectory }.map(\.name))
        choices = [0, 0]
        highlight()
        listedPath = path
        // dialog scrolls each list to put its highlight at the top.
        tops = choices
    }

    /// After each key, outside the lists: the highlights follow the path typed since the last
    /// listing (dialog finds them again after every key until the directory is read anew: the
    /// directories' first, the files' once the directories' stays).
    public mutating func settle(focus: Int?) {
        guard listed == wantedDirectory, path != listedPath, focus.flatMap(list) == nil else { return }
        highlight()
    }

    public var preferredWidth: Int { 50 }
    public func rows(screen: Size) -> (wanted: Int, least: Int) { (min(12, max(4, screen.height - 10)), 4) }

    public var answer: ContentAnswer { ContentAnswer(values: [path]) }

    public func answer(values: [String], items: [String]) throws -> ContentAnswer {
        if let item = items.first { throw ContentError.unknownItem(item) }
        if values.count > 1 { throw ContentError.unusedValue(values[1]) }
        return ContentAnswer(values: [values.first ?? path])
    }

    // MARK: keys

    public mutating func handle(_ key: Key, part: Int?, view: Size) -> ContentReply {
        handle(key, part: part, view: view, look: ContentLook())
    }

    public mutating func handle(_ key: Key, part: Int?, view: Size, look: ContentLook) -> ContentReply {
        // A list pages by the rows it shows: framed, three fewer.
        let rows = max(1, Self.listArea(view: Size(width: view.width, height: view.height), picksDirectories: picksDirectories).height
                           - (look.framesLists ? 3 : 0))
        let plain = key.modifiers.subtracting(.shift).isEmpty
        guard let part else {
            // On a button, Space completes the name, as in the field.
            if key.code == .character(" "), key.modifiers.isEmpty { return complete() }
            return .pass
        }
        if let list = list(part) {
            return handleList(key, list, rows: rows, plain: plain)
        }
        switch key.code {
        case .character(" ") where key.modifiers.isEmpty: return complete()
        case .enter: return .submit
        case .up, .down, .tab, .backTab, .escape: return .pass
        default: return edit(key)
        }
    }

    private mutating func handleList(_ key: Key, _ list: List, rows: Int, plain: Bool) -> ContentReply {
        let count = entries(list).count
        let index = list.rawValue
        switch key.code {
        case .up, .down:
            guard count > 0 else { return .pass }
            move(list, to: choices[index] + (key.code == .down ? 1 : -1), rows: rows)
        case .pageUp, .pageDown:
            guard count > 0 else { return .refused }
            move(list, to: choices[index] + (key.code == .pageDown ? rows : -rows), rows: rows)
        case .character(" ") where key.modifiers.isEmpty:
            guard count > 0 else { return .refused }
            replaceLeaf(with: entries(list)[choices[index]])
            return .focus(fieldPart)
        case .enter:
            return .submit
        case .character where plain:
            // Typing goes to the field, whichever list had the focus.
            let reply = edit(key)
            return reply == .refused ? reply : .focus(fieldPart)
        default:
            return .pass
        }
        return .handled
    }

    private mutating func move(_ list: List, to target: Int, rows: Int) {
        let index = list.rawValue
        choices[index] = min(max(0, target), max(0, entries(list).count - 1))
        keepVisible(index, rows: rows)
    }

    private mutating func keepVisible(_ index: Int, rows: Int) {
        if choices[index] < tops[index] { tops[index] = choices[index] }
        if choices[index] - tops[index] >= rows { tops[index] = choices[index] - rows + 1 }
    }

    /// Edits the field as a text field is edited (with dialog's Delete and Ctrl-U when asked).
    private mutating func edit(_ key: Key) -> ContentReply {
        if key.code == .character("u"), key.modifiers == .ctrl, conventions.killEmptiesLine {
            field = FieldState(text: "")
        } else if key.code == .delete, conventions.deleteAtEndErasesLast, field.cursor >= field.text.count {
            if !field.text.isEmpty {
                field.text.removeLast()
                field.cursor = field.text.count
            }
        } else {
            guard let edited = LineEditor.apply(key, to: field, maxLength: Self.pathLimit) else { return .pass }
            field = edited
            if edited.error != nil { return .refused }
        }
        return .handled
    }

    /// The leaf replaced by `name`, the cursor at the end.
    private mutating func replaceLeaf(with name: String) {
        let start = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        field = FieldState(text: String((String(path[..<start]) + name).prefix(Self.pathLimit)))
    }

    /// Space in the field: the leaf completed to what every entry starting with it shares (a
    /// directory that is the only match, and the highlighted one, gets its `/`); the bell when
    /// nothing completes.
    private mutating func complete() -> ContentReply {
        let prefix = Array(leaf.utf8)
        // The first two directories are `.` and `..`: they are no completion.
        let candidates = directories.dropFirst(2).map { ($0, true) } + files.map { ($0, false) }
        let matches = candidates.filter { $0.0.utf8.starts(with: prefix) }
        guard let first = matches.first else { return .refused }
        var completed: [UInt8]
        if matches.count == 1 {
            completed = Array(first.0.utf8)
            if first.1, directories.indices.contains(choices[0]), directories[choices[0]] == first.0 { completed.append(UInt8(ascii: "/")) }
        } else {
            completed = Array(first.0.utf8)
            for (name, _) in matches.dropFirst() {
                let shared = zip(completed, name.utf8).prefix { $0 == $1 }.count
                completed = Array(completed.prefix(shared))
            }
        }
        guard !completed.isEmpty else { return .refused }
        replaceLeaf(with: String(decoding: completed, as: UTF8.self))
        return .focus(fieldPart)
    }

    /// Each list's highlight on the entry sharing the longest start with the leaf (of those, the
    /// one whose next byte is nearest), as dialog finds it; the directories first, the files only
    /// when the directories' highlight stays.
    private mutating func highlight() {
        let target = Array(leaf.utf8)
        if !nearest(target, in: 0) { _ = nearest(target, in: 1) }
    }

    /// Moves list `index`'s highlight to its nearest entry; true when it moved.
    private mutating func nearest(_ target: [UInt8], in index: Int) -> Bool {
        let names = index == 0 ? directories : files
        let before = choices[index]
        if target.isEmpty {
            choices[index] = 0
        } else {
            var bestLength = 0
            var bestGap = 256
            for (offset, name) in names.enumerated() {
                // The shared start and the first bytes that differ, without copying the name.
                var shared = 0
                var other = 0
                for byte in name.utf8 {
                    guard shared < target.count, byte == target[shared] else {
                        other = Int(byte)
                        break
                    }
                    shared += 1
                }
                let next = shared < target.count ? Int(target[shared]) : 0
                let gap = abs(next - other)
                if shared > bestLength || (shared == bestLength && gap < bestGap) {
                    bestLength = shared
                    bestGap = gap
                    choices[index] = offset
                }
            }
        }
        guard choices[index] != before else { return false }
        if choices[index] < tops[index] { tops[index] = choices[index] }
        return true
    }

    // MARK: drawing

    /// The lists' rows in `view`: all but the field's row and the gap above it.
    static func listArea(view: Size, picksDirectories: Bool) -> Rect {
        Rect(x: 0, y: 1, width: view.width, height: max(1, view.height - 3))
    }

    /// The areas of the lists and the field in `area`.
    func areas(_ area: Rect) -> (lists: [Rect], field: Rect) {
        let rows = Self.listArea(view: Size(width: area.width, height: area.height), picksDirectories: picksDirectories)
        let top = area.y + rows.y
        let field = Rect(x: area.x, y: area.maxY - 1, width: area.width, height: 1)
        guard !picksDirectories else { return ([Rect(x: area.x, y: top, width: area.width, height: rows.height)], field) }
        let half = max(1, (area.width - 1) / 2)
        return ([Rect(x: area.x, y: top, width: half, height: rows.height),
                 Rect(x: area.x + half + 1, y: top, width: max(1, area.width - half - 1), height: rows.height)], field)
    }

    public func draw(in area: Rect, focus: Int?, theme: Theme, clip: Rect, into buffer: inout Buffer) {
        if theme.chrome.content.framesLists { return drawFramed(in: area, theme: theme, clip: clip, into: &buffer) }
        let (lists, fieldArea) = areas(area)
        let labels = ["Directories", "Files"]
        for (index, box) in lists.enumerated() {
            buffer.write(labels[index], at: Point(x: box.x, y: box.y - 1), style: theme.box, clip: clip)
            buffer.fill(box.intersection(clip), with: Cell(style: theme.field))
            let names = index == 0 ? directories : files
            let top = min(tops[index], max(0, names.count - box.height))
            var first = top
            if choices[index] < first { first = choices[index] }
            if choices[index] >= first + box.height { first = choices[index] - box.height + 1 }
            for row in 0..<box.height {
                let entry = first + row
                guard entry < names.count else { break }
                let chosen = entry == choices[index]
                let style = chosen ? (focus == index ? theme.focusedField : theme.placeholder.adding(.reverse)) : theme.field
                let line = Rect(x: box.x, y: box.y + row, width: box.width, height: 1)
                if chosen { buffer.fill(line.intersection(clip), with: Cell(style: style)) }
                // A name is shown harmless: a file named with escapes never reaches the terminal raw.
                buffer.write(Wrap.truncate(Sanitizer.line(names[entry]), width: box.width), at: Point(x: box.x, y: line.y),
                             style: style, clip: clip)
            }
        }
        let style = focus == fieldPart ? theme.focusedField : theme.field
        buffer.fill(fieldArea.intersection(clip), with: Cell(style: style))
        let view = FieldView.visible(state: field, field: TextField(placeholder: ""), width: fieldArea.width)
        buffer.write(view.text, at: Point(x: fieldArea.x, y: fieldArea.y), style: style, clip: clip)
    }

    public func cursor(in area: Rect, part: Int, look: ContentLook) -> Point? {
        look.framesLists ? framedCursor(in: area, part: part) : cursor(in: area, part: part)
    }

    public func cursor(in area: Rect, part: Int) -> Point? {
        let (lists, fieldArea) = areas(area)
        if let list = list(part) {
            let box = lists[list.rawValue]
            let top = min(tops[list.rawValue], max(0, entries(list).count - box.height))
            return Point(x: box.x, y: box.y + max(0, min(box.height - 1, choices[list.rawValue] - top)))
        }
        let view = FieldView.visible(state: field, field: TextField(placeholder: ""), width: fieldArea.width)
        return Point(x: min(fieldArea.maxX - 1, fieldArea.x + view.cursorColumn), y: fieldArea.y)
    }
}
