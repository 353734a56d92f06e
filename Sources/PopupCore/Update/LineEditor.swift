/// Single-line editing by grapheme cluster, with the keys of readline.
public enum LineEditor {
    /// The field after `key`, or nil when the key is not an editing key.
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
        return result
    }

    /// Inserts text at the cursor, cut to `maxLength` graphemes in all.
    public static func insert(_ text: String, into field: FieldState, maxLength: Int? = nil) -> FieldState {
        let graphemes = Array(field.text)
        let cursor = min(max(0, field.cursor), graphemes.count)
        var inserted = Array(text)
        if let maxLength {
            inserted = Array(inserted.prefix(max(0, maxLength - graphemes.count)))
        }
        // Characters may merge with their neighbours (a combining mark), so count the result.
        let before = String(graphemes[..<cursor]) + String(inserted)
        var result = field
        result.text = before + String(graphemes[cursor...])
        result.cursor = min(before.count, result.text.count)
        return result
    }

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
