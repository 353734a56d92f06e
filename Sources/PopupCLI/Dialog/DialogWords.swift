import PopupCore

/// dialog's words before its options are read: a `--` makes the word after it plain text (it is
/// not ended at as an option among a box's words), `--file PATH` is replaced by the words in that
/// file, `--args` shows the words so far on stderr; and the splitting of a file or DIALOGOPTS
/// into words.
enum DialogWords {
    /// One word, and whether a `--` before it made it plain text.
    struct Word: Equatable {
        var text: String
        var plain = false
    }

    /// At most this many --file expansions, as dialog allows (more is a loop).
    static let maxFiles = 20

    /// `arguments` as dialog reads them; `notes` gets what --args shows.
    static func expand(_ arguments: [String], io: CommandIO, notes: inout String) throws -> [Word] {
        // A stack, its top the next word: a file's words go on top in one step each.
        var pending = arguments.reversed().map { Word(text: $0) }
        var words: [Word] = []
        var files = 0
        let limit = maxFiles + arguments.count
        while let word = pending.popLast() {
            switch word.text {
            case "--":
                if var next = pending.popLast() {
                    next.plain = true
                    words.append(next)
                }
            case "--args":
                // Shown as dialog shows them, each made harmless (stderr is often the terminal);
                // within bounds however often it is asked.
                guard notes.utf8.count < maxNotes else { continue }
                notes += "Showing arguments at arg\(words.count + 1)\n"
                notes += ([" arg0:dialog"] + (words + pending.reversed()).enumerated().map { " arg\($0.offset + 1):\(Sanitizer.line($0.element.text))" })
                    .joined(separator: "\n") + "\n"
            case "--file":
                files += 1
                guard files <= limit else { throw CompatError.usage("too many --file options") }
                guard let path = pending.popLast()?.text else { throw CompatError.missingArgument("--file") }
                let bytes: [UInt8]
                do {
                    bytes = try io.readFile(path, limit: PopupCommand.maxInputBytes)
                } catch {
                    throw CompatError.unreadable("cannot open --file \(path)")
                }
                // Read next from its first word: a file may name another.
                pending += split(String(decoding: bytes, as: UTF8.self)).reversed().map { Word(text: $0) }
            default:
                words.append(word)
            }
        }
        return words
    }

    /// What --args may write in all.
    static let maxNotes = 1 << 20

    /// Text split into words as dialog splits a --file or DIALOGOPTS: blanks between words,
    /// double quotes around blanks that belong to one (the quotes taken out), a backslash before
    /// a backslash or a quote makes it plain, before a line break joins the lines.
    static func split(_ text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var inWord = false
        var quoted = false
        let bytes = Array(text.utf8)
        var index = 0
        func start() {
            if !inWord { inWord = true; current = [] }
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") {
                quoted.toggle()
                start()
                continue
            }
            if !quoted, byte == 0x20 || (0x09...0x0D).contains(byte) {
                if inWord { words.append(String(decoding: current, as: UTF8.self)) }
                inWord = false
                continue
            }
            var literal = byte
            if byte == UInt8(ascii: "\\") {
                guard index < bytes.count else { break }
                let next = bytes[index]
                if next == 0x0A {
                    index += 1
                    continue
                }
                if next == UInt8(ascii: "\\") || next == UInt8(ascii: "\"") {
                    literal = next
                    index += 1
                }
            }
            start()
            current.append(literal)
        }
        if inWord { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }
}
