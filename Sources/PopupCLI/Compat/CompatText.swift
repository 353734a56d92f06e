import PopupCore

/// The text rules of each tool, applied to a box's text before the dialog sanitises it.
enum CompatText {
    /// A text as the tool shows it, and where its colour codes change its style.
    struct Styled: Equatable {
        var text: String
        /// By character of `text`.
        var marks: [StyleMark] = []
    }

    /// The text as `styled` makes it, its colour codes taken out.
    static func text(_ input: String, _ request: CompatRequest) -> String {
        styled(input, request).text
    }

    /// The two characters `\n` are a line break (unless --no-nl-expand). A tool that reflows text
    /// (`ToolProfile.reflowsText`, dialog) then goes one of two ways, as dialog does: a text with
    /// a `\n` in it keeps its spaces, and its real line breaks become spaces (unless --cr-wrap); a
    /// text without one keeps its real line breaks, and its runs of spaces become one (unless
    /// --no-collapse). Tabs become spaces (unless --no-collapse); a real line break right after a
    /// `\n` (spaces between) is dropped. With --colors, a tool that reads colour codes takes the
    /// `\Z` codes out and marks where they change the style. Tabs left are expanded as the tool's
    /// look says.
    static func styled(_ input: String, _ request: CompatRequest) -> Styled {
        var out: [UInt8] = []
        var codes: [(offset: Int, code: UInt8)] = []
        let bytes = Array(input.utf8)
        out.reserveCapacity(bytes.count)
        let profile = request.profile
        let reflows = profile.reflowsText
        let readsCodes = profile.readsColorCodes && request.colors
        let expandsEscapes = !request.noNewlineExpand
        let keepsSpaces = expandsEscapes && contains(bytes, UInt8(ascii: "\\"), UInt8(ascii: "n"))
        var index = 0
        // Blanks just before, in the text as given (a colour code breaks a run): what collapses.
        var blanksBefore = 0
        while index < bytes.count {
            var byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\\"), index < bytes.count {
                let next = bytes[index]
                if next == UInt8(ascii: "n"), expandsEscapes {
                    out.append(0x0A)
                    index += 1
                    blanksBefore = 0
                    if reflows {
                        var after = index
                        while after < bytes.count && bytes[after] == 0x20 { after += 1 }
                        if after < bytes.count && bytes[after] == 0x0A { index = after + 1 }
                    }
                    continue
                }
                if readsCodes, next == UInt8(ascii: "Z"), index + 1 < bytes.count {
                    codes.append((out.count, bytes[index + 1]))
                    index += 2
                    blanksBefore = 0
                    continue
                }
            }
            guard reflows else {
                out.append(byte)
                continue
            }
            if byte == 0x09, !request.noCollapse { byte = 0x20 }
            if byte == 0x0A {
                if keepsSpaces && !request.crWrap {
                    // A line break becomes a space, unless blanks already end the line.
                    if blanksBefore < 2 { out.append(0x20) }
                    blanksBefore = 0
                    continue
                }
                out.append(0x0A)
                blanksBefore = 0
                continue
            }
            let blank = byte == 0x20 || byte == 0x09
            if byte == 0x20, !keepsSpaces, !request.noCollapse, blanksBefore > 0 {
                blanksBefore += 1
                continue
            }
            blanksBefore = blank ? blanksBefore + 1 : 0
            out.append(byte)
        }
        let expanded = expandTabs(out, codes: codes, rule: profile.look.tabs(request.box))
        let text = String(decoding: expanded.bytes, as: UTF8.self)
        return Styled(text: text, marks: marks(expanded.codes, in: text))
    }

    /// A text shown as it is (dialog's textbox file), its tabs expanded as the tool's look says.
    static func tabsExpanded(_ input: String, _ request: CompatRequest) -> String {
        String(decoding: expandTabs(Array(input.utf8), rule: request.profile.look.tabs(request.box)).bytes, as: UTF8.self)
    }

    /// Tabs expanded by `rule`, the codes' offsets moved with the text.
    static func expandTabs(_ bytes: [UInt8], codes: [(offset: Int, code: UInt8)] = [],
                           rule: ToolLook.Tabs) -> (bytes: [UInt8], codes: [(offset: Int, code: UInt8)]) {
        guard bytes.contains(0x09) else { return (bytes, codes) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        var moved = codes
        var nextCode = 0
        var column = 0
        for (offset, byte) in bytes.enumerated() {
            while nextCode < moved.count, moved[nextCode].offset == offset {
                moved[nextCode].offset = out.count
                nextCode += 1
            }
            switch byte {
            case 0x09:
                let spaces: Int
                switch rule {
                case .spaces(let count): spaces = count
                case .stops(let width, let lead): spaces = width - (column + lead) % width
                }
                out += Array(repeating: 0x20, count: spaces)
                column += spaces
            case 0x0A:
                out.append(byte)
                column = 0
            default:
                out.append(byte)
                // Columns of what follows a wide or combining character are off by a little: tabs are rare there.
                if byte & 0xC0 != 0x80 { column += 1 }
            }
        }
        while nextCode < moved.count {
            moved[nextCode].offset = out.count
            nextCode += 1
        }
        return (out, moved)
    }

    /// The codes, at byte offsets of `text`, as style marks at its characters. A code dialog
    /// does not know changes nothing.
    private static func marks(_ codes: [(offset: Int, code: UInt8)], in text: String) -> [StyleMark] {
        guard !codes.isEmpty else { return [] }
        var marks: [StyleMark] = []
        var next = 0
        var characterIndex = 0
        var byteOffset = 0
        func take() {
            while next < codes.count, codes[next].offset <= byteOffset {
                if let change = change(for: codes[next].code) { marks.append(StyleMark(offset: characterIndex, change)) }
                next += 1
            }
        }
        for character in text {
            take()
            byteOffset += character.utf8.count
            characterIndex += 1
        }
        take()
        return marks
    }

    /// What a `\Z` code changes: `0`–`7` the colour, `b` `u` `r` bold, underline and reverse on
    /// (capitals off), `n` back to normal.
    private static func change(for code: UInt8) -> StyleMark.Change? {
        switch code {
        case UInt8(ascii: "0")...UInt8(ascii: "7"): return .foreground(.ansi(code - UInt8(ascii: "0")))
        case UInt8(ascii: "b"): return .attribute(.bold, on: true)
        case UInt8(ascii: "B"): return .attribute(.bold, on: false)
        case UInt8(ascii: "u"): return .attribute(.underline, on: true)
        case UInt8(ascii: "U"): return .attribute(.underline, on: false)
        case UInt8(ascii: "r"): return .attribute(.reverse, on: true)
        case UInt8(ascii: "R"): return .attribute(.reverse, on: false)
        case UInt8(ascii: "n"): return .reset
        default: return nil
        }
    }

    private static func contains(_ bytes: [UInt8], _ first: UInt8, _ second: UInt8) -> Bool {
        guard bytes.count > 1 else { return false }
        for index in 0..<(bytes.count - 1) where bytes[index] == first && bytes[index + 1] == second { return true }
        return false
    }
}
