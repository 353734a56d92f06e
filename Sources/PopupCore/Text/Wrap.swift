/// Word wrapping and truncation by display width.
public enum Wrap {
    /// Greedy word wrap: breaks at spaces, breaks a word wider than `width` between graphemes,
    /// keeps blank lines. Trailing spaces at a break are dropped.
    public static func lines(_ text: String, width: Int) -> [String] {
        lines(text, width: width, quickASCII: true)
    }

    /// `quickASCII: false` wraps printable ASCII by Characters too (tests compare the two).
    static func lines(_ text: String, width: Int, quickASCII: Bool) -> [String] {
        let width = max(1, width)
        var result: [String] = []
        for paragraph in paragraphs(text) {
            wrapParagraph(paragraph, width: width, quickASCII: quickASCII, into: &result)
        }
        return result
    }

    private static func paragraphs(_ text: String) -> [Substring] { Lines.split(text) }

    private static func wrapParagraph(_ paragraph: Substring, width: Int, quickASCII: Bool, into result: inout [String]) {
        let wrapped = paragraph.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard quickASCII, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return false }
            if bytes.count <= width {
                result.append(String(paragraph))
            } else {
                wrapPrintableASCII(bytes, width: width, into: &result)
            }
            return true
        }
        if wrapped == true { return }
        let text = String(paragraph)
        var fill = LineFill(text: text, width: width)
        ClusterScan.forEach(in: text, into: &fill)
        fill.finish()
        // A paragraph that fits is kept as it is, spaces and all; the wrap measured it on the way.
        if fill.total <= width {
            result.append(text)
        } else {
            result += fill.lines
        }
    }

    /// The same wrap for printable ASCII, where a byte is a grapheme one column wide: every line
    /// is a run of the paragraph's bytes, found by counting, with no per-Character work.
    private static func wrapPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, into result: inout [String]) {
        let space = UInt8(ascii: " ")
        var lineStart = 0
        var lineEnd = 0
        var lineWidth = 0
        var atParagraphStart = true
        func emit() {
            result.append(lineWidth == 0 ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self))
            lineWidth = 0
        }
        var index = 0
        while index < bytes.count {
            let spacesStart = index
            while index < bytes.count && bytes[index] == space { index += 1 }
            let spaces = index - spacesStart
            let wordStart = index
            while index < bytes.count && bytes[index] != space { index += 1 }
            let wordWidth = index - wordStart
            if wordWidth == 0 { break }
            if lineWidth > 0 && lineWidth + spaces + wordWidth <= width {
                lineEnd = index
                lineWidth += spaces + wordWidth
                continue
            }
            if lineWidth > 0 { emit() }
            let indent = atParagraphStart && spaces + wordWidth <= width ? spaces : 0
            atParagraphStart = false
            if indent + wordWidth <= width {
                lineStart = wordStart - indent
                lineEnd = index
                lineWidth = indent + wordWidth
                continue
            }
            for position in wordStart..<index {
                if lineWidth + 1 > width && lineWidth > 0 { emit() }
                if lineWidth == 0 { lineStart = position }
                lineEnd = position + 1
                lineWidth += 1
            }
        }
        emit()
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
