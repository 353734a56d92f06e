/// Word wrapping and truncation by display width.
public enum Wrap {
    /// Greedy word wrap: breaks at spaces, breaks a word wider than `width` between graphemes,
    /// keeps blank lines. Trailing spaces at a break are dropped.
    public static func lines(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var result: [String] = []
        text.withUTF8Bytes { bytes in
            var start = 0
            while start <= bytes.count {
                var end = start
                var ascii = true
                while end < bytes.count && bytes[end] != 0x0A {
                    if bytes[end] < 0x20 || bytes[end] >= 0x7F { ascii = false }
                    end += 1
                }
                let paragraph = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if ascii {
                    wrapASCII(Array(paragraph), width: width, into: &result)
                } else {
                    wrapParagraph(Substring(String(decoding: paragraph, as: UTF8.self)), width: width, into: &result)
                }
                start = end + 1
            }
        }
        return result
    }

    /// `wrapParagraph` for printable ASCII, where every byte is one column: the same lines, on
    /// bytes, because a 10 MB message is wrapped whole before its first frame.
    static func wrapASCII(_ bytes: [UInt8], width: Int, into result: inout [String]) {
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        if bytes.count <= width {
            result.append(text(0..<bytes.count))
            return
        }
        let space = UInt8(ascii: " ")
        var line: [UInt8] = []
        var atParagraphStart = true
        var index = 0
        while index < bytes.count {
            let spacesStart = index
            while index < bytes.count && bytes[index] == space { index += 1 }
            let spaces = index - spacesStart
            let wordStart = index
            while index < bytes.count && bytes[index] != space { index += 1 }
            let word = wordStart..<index
            if word.isEmpty { break }
            if !line.isEmpty && line.count + spaces + word.count <= width {
                line += bytes[spacesStart..<index]
                continue
            }
            if !line.isEmpty {
                result.append(String(decoding: line, as: UTF8.self))
                line.removeAll(keepingCapacity: true)
            }
            let indent = atParagraphStart && spaces + word.count <= width ? spaces : 0
            atParagraphStart = false
            if indent + word.count <= width {
                line += bytes[(wordStart - indent)..<index]
                continue
            }
            var start = word.lowerBound
            while word.upperBound - start > width {
                result.append(text(start..<(start + width)))
                start += width
            }
            line += bytes[start..<word.upperBound]
        }
        result.append(String(decoding: line, as: UTF8.self))
    }

    static func wrapParagraph(_ paragraph: Substring, width: Int, into result: inout [String]) {
        if DisplayWidth.of(paragraph) <= width {
            result.append(String(paragraph))
            return
        }
        var line = ""
        var lineWidth = 0
        var atParagraphStart = true
        for (spaces, word) in tokens(paragraph) {
            let wordWidth = DisplayWidth.of(word)
            if lineWidth > 0 && lineWidth + spaces + wordWidth <= width {
                line += String(repeating: " ", count: spaces) + word
                lineWidth += spaces + wordWidth
                continue
            }
            if lineWidth > 0 {
                result.append(line)
                line = ""
                lineWidth = 0
            }
            // Indentation survives only on a paragraph's first line; a break swallows its spaces.
            let indent = atParagraphStart && spaces + wordWidth <= width ? spaces : 0
            atParagraphStart = false
            if indent + wordWidth <= width {
                line = String(repeating: " ", count: indent) + word
                lineWidth = indent + wordWidth
                continue
            }
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if lineWidth + characterWidth > width && lineWidth > 0 {
                    result.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        result.append(line)
    }

    /// Splits a paragraph into words, each with the number of spaces before it.
    private static func tokens(_ paragraph: Substring) -> [(spaces: Int, word: Substring)] {
        var out: [(Int, Substring)] = []
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            var spaces = 0
            while index < paragraph.endIndex && paragraph[index] == " " {
                spaces += 1
                index = paragraph.index(after: index)
            }
            let wordStart = index
            while index < paragraph.endIndex && paragraph[index] != " " {
                index = paragraph.index(after: index)
            }
            if wordStart < index { out.append((spaces, paragraph[wordStart..<index])) }
        }
        return out
    }

    /// Cuts text to `width` columns, ending in "…" when anything was cut.
    public static func truncate(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        var out = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width - 1 { break }
            out.append(character)
            used += characterWidth
        }
        return out + "…"
    }

    /// Pads text with spaces to exactly `width` columns (truncating first when wider).
    public static func pad(_ text: String, width: Int) -> String {
        let cut = truncate(text, width: width)
        return cut + String(repeating: " ", count: max(0, width - DisplayWidth.of(cut)))
    }
}
