/// One line of the editor as it is drawn: each character's picture (control characters and
/// escapes in a file never reach the terminal raw) and columns, and the part of it that fits.
struct EditorLine {
    /// The line's characters as written in the file.
    let characters: [Character]
    /// What each is drawn as: itself, or its harmless picture.
    let pictures: [String]
    /// Columns each takes on screen.
    let widths: [Int]

    /// `tabs`: where a tab takes the line; nil: a tab is one space (the cursor stays on a column
    /// of its own).
    ///
    /// With `limit`, only the start of the line is measured: its first `characters` characters,
    /// and after them more while those from `shownFrom` fit in `width` columns. A key then costs
    /// the cursor's place and the view's width, never the line's length (a character's picture
    /// and columns depend only on the characters before it).
    init(_ text: String, tabs: TabStops? = nil, limit: (characters: Int, shownFrom: Int?, width: Int)? = nil) {
        var characters: [Character] = []
        var pictures: [String] = []
        var widths: [Int] = []
        var column = 0
        var shown = 0
        for character in text {
            if let limit, characters.count >= limit.characters {
                guard let from = limit.shownFrom, characters.count < from || shown <= limit.width else { break }
            }
            let picture: String
            let width: Int
            // Printable ASCII, most of any file, is itself and one column: no sanitiser, no width table.
            if let byte = character.asciiValue, byte >= 0x20, byte < 0x7F {
                picture = String(character)
                width = 1
            } else {
                picture = character == "\t" ? String(repeating: " ", count: tabs?.columns(at: column) ?? 1) : Self.picture(character)
                width = DisplayWidth.of(picture)
            }
            if let from = limit?.shownFrom, characters.count >= from { shown += width }
            characters.append(character)
            pictures.append(picture)
            widths.append(width)
            column += width
        }
        self.characters = characters
        self.pictures = pictures
        self.widths = widths
    }

    /// `character` as drawn: any control character or escape as the picture the sanitiser gives it.
    static func picture(_ character: Character) -> String {
        if character == "\t" { return " " }
        let cleaned = Sanitizer.line(String(character))
        return cleaned.isEmpty ? String(Sanitizer.placeholder) : cleaned
    }

    /// The display column where character `offset` starts.
    func column(of offset: Int) -> Int {
        widths.prefix(min(max(0, offset), widths.count)).reduce(0, +)
    }

    /// The offset of the character covering display column `column`; past the end, the end when
    /// `toEnd`, else nil.
    func offset(atColumn column: Int) -> Int? {
        var start = 0
        for (offset, width) in widths.enumerated() {
            if column >= start && column < start + max(1, width) { return offset }
            start += width
        }
        return column == start ? widths.count : nil
    }

    /// The first character shown so that `cursor` stays in `width` columns, moving the view
    /// (`scroll`) only when the cursor reaches its edge, as a field's does.
    func start(keeping cursor: Int, in width: Int, from scroll: Int) -> Int {
        let width = max(1, width)
        var start = min(max(0, scroll), cursor)
        var first = min(cursor, widths.count)
        var used = 0
        while first > 0, used + widths[first - 1] < width {
            first -= 1
            used += widths[first]
        }
        start = max(start, first)
        return start
    }

    /// The pictures from `start` that fit in `width` columns.
    func shown(from start: Int, width: Int) -> String {
        var text = ""
        var used = 0
        for index in min(start, pictures.count)..<pictures.count {
            if used + widths[index] > width { break }
            text += pictures[index]
            used += widths[index]
        }
        return text
    }
}
