import PopupCore

/// `gum format`'s Markdown, drawn as a terminal shows it (gum uses glamour; this is its own,
/// smaller reading): headings, emphasis, lists, code blocks, block quotes, links and rules. Each
/// block is indented two columns under a blank line, as glamour lays a document out.
enum GumMarkdown {
    static func render(_ text: String, depth: ColorDepth?) -> String {
        let sgr = GumSGR(depth: depth)
        var out: [String] = [""]
        var inCode = false
        var previousBlank = true
        for raw in Lines.split(text) {
            let line = String(raw)
            let trimmed = line.gumTrimmed
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inCode.toggle()
                if inCode, !previousBlank { out.append("") }
                previousBlank = false
                continue
            }
            if inCode {
                out.append("    " + sgr.paint(line, CellStyle(foreground: .indexed(244))))
                continue
            }
            if trimmed.isEmpty {
                if !previousBlank { out.append("") }
                previousBlank = true
                continue
            }
            previousBlank = false
            out.append("  " + block(trimmed, line: line, sgr: sgr))
        }
        while out.count > 1, out.last == "" { out.removeLast() }
        return out.joined(separator: "\n") + "\n\n"
    }

    /// One line of a block: its marker read, its inline text drawn.
    private static func block(_ trimmed: String, line: String, sgr: GumSGR) -> String {
        if let level = heading(trimmed) {
            let title = inline(String(trimmed.dropFirst(level).drop(while: { $0 == " " })), sgr: sgr)
            let marks = level == 1 ? "" : String(repeating: "#", count: level) + " "
            let style = CellStyle(foreground: level == 1 ? .indexed(228) : .indexed(39),
                                  background: level == 1 ? .indexed(63) : .default, attributes: [.bold])
            return sgr.paint(level == 1 ? " \(title) " : marks + title, style)
        }
        if Set(trimmed.filter { $0 != " " }).count == 1, let mark = trimmed.first, "-*_".contains(mark),
           trimmed.filter({ $0 != " " }).count >= 3 {
            return sgr.paint("--------", CellStyle(foreground: .indexed(240)))
        }
        if trimmed.hasPrefix(">") {
            return sgr.paint("│ ", CellStyle(foreground: .indexed(240))) + inline(String(trimmed.dropFirst().drop(while: { $0 == " " })), sgr: sgr)
        }
        let indent = String(repeating: " ", count: (line.prefix { $0 == " " }.count / 2) * 2)
        for bullet in ["- ", "* ", "+ "] where trimmed.hasPrefix(bullet) {
            return indent + "• " + inline(String(trimmed.dropFirst(2)), sgr: sgr)
        }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, trimmed.dropFirst(digits.count).hasPrefix(". ") {
            return indent + digits + ". " + inline(String(trimmed.dropFirst(digits.count + 2)), sgr: sgr)
        }
        return inline(trimmed, sgr: sgr)
    }

    private static func heading(_ line: String) -> Int? {
        let marks = line.prefix { $0 == "#" }.count
        guard (1...6).contains(marks), line.dropFirst(marks).first == " " || line.count == marks else { return nil }
        return marks
    }

    /// Emphasis (`**bold**`, `*italic*`, `_italic_`, `~~struck~~`), `code` and `[text](url)`.
    static func inline(_ text: String, sgr: GumSGR) -> String {
        var out = ""
        var rest = Substring(text)
        let spans: [(String, CellStyle)] = [("**", CellStyle(attributes: [.bold])), ("__", CellStyle(attributes: [.bold])),
                                            ("~~", CellStyle(attributes: [.strikethrough])), ("`", CellStyle(foreground: .indexed(203))),
                                            ("*", CellStyle(attributes: [.italic])), ("_", CellStyle(attributes: [.italic]))]
        outer: while let first = rest.first {
            for (mark, style) in spans where rest.hasPrefix(mark) {
                let body = rest.dropFirst(mark.count)
                if let end = body.firstRange(of: mark), !body[..<end.lowerBound].isEmpty {
                    out += sgr.paint(String(body[..<end.lowerBound]), style)
                    rest = body[end.upperBound...]
                    continue outer
                }
            }
            if first == "[", let close = rest.firstRange(of: "]("), let end = rest[close.upperBound...].firstIndex(of: ")") {
                let label = rest[rest.index(after: rest.startIndex)..<close.lowerBound]
                let url = rest[close.upperBound..<end]
                out += sgr.paint(String(label), CellStyle(foreground: .indexed(35), attributes: [.bold])) + " "
                    + sgr.paint(String(url), CellStyle(foreground: .indexed(30), attributes: [.underline]))
                rest = rest[rest.index(after: end)...]
                continue
            }
            out.append(first)
            rest = rest.dropFirst()
        }
        return out
    }
}
