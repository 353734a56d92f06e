/// Single-line editing by grapheme cluster, with the keys of readline.
public enum LineEditor {
    /// The most code points one character may gather (a letter and its combining marks; Unicode's
    /// stream-safe format allows 30 marks in a row): a mark typed past it is refused, so typing
    /// never makes one character, and each key, cost more and more.
    public static let maxScalarsPerCharacter = 32

    /// The field after `key`, or nil when the key is not an editing key. Text that does not fit is
    /// refused: the field keeps what it had, with `error` saying why.
    public static func apply(_ key: Key, to field: FieldState, maxLength: Int? = nil) -> FieldState? {
        var graphemes = Array(field.text)
        var cursor = min(max(0, field.cursor), graphemes.count)
        let mods = key.modifiers
        switch key.code {
        case .character(let character) where mods.subtracting(.shift).isEmpty:
            return insert(Sanitizer.typed(character), into: field, maxLength: maxLength)
        case .character(let letter) where mods == .ctrl:
            switch letter {
            case "a": cursor = 0
            case "e": cursor = graphemes.count
            case "b": cursor = max(0, cursor - 1)
            case "f": cursor = min(graphemes.count, cursor + 1)
            case "u":
                graphemes.removeSubrange(0..<cursor)
                cursor = 0
            case "k": graphemes.removeSubrange(cursor...)
            case "w":
                let start = wordStart(before: cursor, in: graphemes)
                graphemes.removeSubrange(start..<cursor)
                cursor = start
            case "d":
                if cursor < graphemes.count { graphemes.remove(at: cursor) }
            case "h":
                if cursor > 0 {
                    graphemes.remove(at: cursor - 1)
                    cursor -= 1
                }
            default: return nil
            }
        case .character(let letter) where mods == .alt:
            switch letter {
            case "b": cursor = wordStart(before: cursor, in: graphemes)
            case "f": cursor = wordEnd(after: cursor, in: graphemes)
            case "d":
                graphemes.removeSubrange(cursor..<wordEnd(after: cursor, in: graphemes))
            default: return nil
            }
        case .left:
            cursor = mods.isDisjoint(with: [.ctrl, .alt]) ? max(0, cursor - 1) : wordStart(before: cursor, in: graphemes)
        case .right:
            cursor = mods.isDisjoint(with: [.ctrl, .alt]) ? min(graphemes.count, cursor + 1) : wordEnd(after: cursor, in: graphemes)
        case .home: cursor = 0
        case .end: cursor = graphemes.count
        case .backspace:
            if mods.contains(.alt) || mods.contains(.ctrl) {
                let start = wordStart(before: cursor, in: graphemes)
                graphemes.removeSubrange(start..<cursor)
                cursor = start
            } else if cursor > 0 {
                graphemes.remove(at: cursor - 1)
                cursor -= 1
            }
        case .delete:
            if cursor < graphemes.count { graphemes.remove(at: cursor) }
        default:
            return nil
        }
        var result = field
        result.text = String(graphemes)
        result.cursor = cursor
        result.error = nil
        return result
    }

    /// Inserts text at the cursor, cut to `maxLength` graphemes in all (and to
    /// `TextField.capacity`); when it was cut, `error` says so.
    public static func insert(_ text: String, into field: FieldState, maxLength: Int? = nil) -> FieldState {
        let graphemes = Array(field.text)
        let cursor = min(max(0, field.cursor), graphemes.count)
        var inserted = Array(text)
        let limit = TextField.limit(maxLength: maxLength)
        let room = max(0, limit - graphemes.count)
        let cut = inserted.count > room
        if cut { inserted = Array(inserted.prefix(room)) }
        // Characters may merge with their neighbours (a combining mark), so count the result.
        let before = String(graphemes[..<cursor]) + String(inserted)
        if let merged = before.last, merged.unicodeScalars.count > maxScalarsPerCharacter,
           cursor == 0 || merged != graphemes[cursor - 1] {
            var refused = field
            refused.error = tooManyMarks
            return refused
        }
        var result = field
        result.text = before + String(graphemes[cursor...])
        result.cursor = min(before.count, result.text.count)
        result.error = cut ? tooLong(limit) : nil
        return result
    }

    /// Why typed or pasted text was cut: the field is full.
    public static func tooLong(_ limit: Int) -> String { "at most \(limit) characters" }
    /// Why a combining mark was refused.
    public static let tooManyMarks = "too many marks on one character"

    static func wordStart(before cursor: Int, in graphemes: [Character]) -> Int {
        var index = cursor
        while index > 0 && !isWord(graphemes[index - 1]) { index -= 1 }
        while index > 0 && isWord(graphemes[index - 1]) { index -= 1 }
        return index
    }

    static func wordEnd(after cursor: Int, in graphemes: [Character]) -> Int {
        var index = cursor
        while index < graphemes.count && !isWord(graphemes[index]) { index += 1 }
        while index < graphemes.count && isWord(graphemes[index]) { index += 1 }
        return index
    }

    private static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
