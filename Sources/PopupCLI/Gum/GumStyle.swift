import PopupCore

/// A part's style as gum's style sub-flags give it (lipgloss's Style): colours, border, padding,
/// margin, size, alignment and text attributes, and how it draws a block of text.
struct GumStyle: Sendable, Equatable {
    var foreground: Color?
    var background: Color?
    var border: GumBorder?
    var borderForeground: Color?
    var borderBackground: Color?
    /// Where short lines sit across the block: 0 left, 0.5 centre, 1 right (gum's `--align`).
    var align = 0.0
    var width = 0
    var height = 0
    var margin = GumSpacing()
    var padding = GumSpacing()
    var attributes: Attributes = []

    init() {}

    /// gum's `--align` words as fractions across (lipgloss's positions: `bottom` is right, `top` left).
    static let alignments: [String: Double] = ["left": 0, "top": 0, "center": 0.5, "middle": 0.5, "right": 1, "bottom": 1]

    init(_ command: GumCommand, prefix: String) {
        func value(_ name: String) -> String { command.string(prefix + name) }
        foreground = GumColor.parse(value("foreground"))
        background = GumColor.parse(value("background"))
        border = GumBorder(rawValue: value("border"))
        borderForeground = GumColor.parse(value("border-foreground"))
        borderBackground = GumColor.parse(value("border-background"))
        align = Self.alignments[value("align")] ?? 0
        width = max(0, command.int(prefix + "width"))
        height = max(0, command.int(prefix + "height"))
        margin = GumSpacing(value("margin"))
        padding = GumSpacing(value("padding"))
        for (name, attribute) in [("bold", Attributes.bold), ("faint", .dim), ("italic", .italic),
                                  ("strikethrough", .strikethrough), ("underline", .underline)]
            where command.bool(prefix + name) {
            attributes.insert(attribute)
        }
    }

    /// The text's own look (colours and attributes), for the popup's theme.
    var cellStyle: CellStyle {
        CellStyle(foreground: foreground ?? .default, background: background ?? .default, attributes: attributes)
    }

    /// `text` drawn as lipgloss draws it: wrapped to the width less the padding, the padding
    /// around it, made as tall as `height`, lines aligned across the block, the border, the margin.
    /// `depth` nil draws plain text (stdout is no terminal, as gum's writer then strips styling).
    func render(_ text: String, depth: ColorDepth?) -> String {
        let sgr = GumSGR(depth: depth)
        var lines = Lines.split(text.replacing("\t", with: "    ")).map(String.init)
        if width > 0 { lines = lines.flatMap { Wrap.lines($0, width: max(1, width - padding.left - padding.right)) } }
        let textStyle = cellStyle
        let space = CellStyle(background: background ?? .default)
        var block = lines.map { Block.Line(text: sgr.paint($0, textStyle), width: DisplayWidth.of($0)) }
        block = block.map { line in
            Block.Line(text: sgr.paint(String(repeating: " ", count: padding.left), space) + line.text
                       + sgr.paint(String(repeating: " ", count: padding.right), space),
                       width: line.width + padding.left + padding.right)
        }
        let blank = Block.Line(text: "", width: 0)
        block = Array(repeating: blank, count: padding.top) + block + Array(repeating: blank, count: padding.bottom)
        if height > 0, block.count < height { block += Array(repeating: blank, count: height - block.count) }
        let widest = max(width, block.map(\.width).max() ?? 0)
        block = block.map { line in
            let short = widest - line.width
            guard short > 0 else { return line }
            let left = Int((Double(short) * align).rounded(.down))
            return Block.Line(text: sgr.paint(String(repeating: " ", count: left), space) + line.text
                              + sgr.paint(String(repeating: " ", count: short - left), space), width: widest)
        }
        if let border, border != .none {
            let edge = CellStyle(foreground: borderForeground ?? .default, background: borderBackground ?? .default)
            let glyphs = border.glyphs
            let across = String(repeating: glyphs.top, count: widest)
            let bottom = String(repeating: glyphs.bottom, count: widest)
            block = [Block.Line(text: sgr.paint(glyphs.topLeft + across + glyphs.topRight, edge), width: widest + 2)]
                + block.map { Block.Line(text: sgr.paint(glyphs.left, edge) + $0.text + sgr.paint(glyphs.right, edge), width: widest + 2) }
                + [Block.Line(text: sgr.paint(glyphs.bottomLeft + bottom + glyphs.bottomRight, edge), width: widest + 2)]
        }
        let outer = block.map(\.width).max() ?? 0
        let marginLine = String(repeating: " ", count: margin.left + outer + margin.right)
        var out = Array(repeating: marginLine, count: margin.top)
        out += block.map { String(repeating: " ", count: margin.left) + $0.text + String(repeating: " ", count: margin.right) }
        out += Array(repeating: marginLine, count: margin.bottom)
        return out.joined(separator: "\n")
    }

    private enum Block {
        struct Line {
            var text: String
            var width: Int
        }
    }
}

/// Top, right, bottom and left, from gum's `"1"`, `"1 2"` or `"1 2 3 4"` (anything else, three
/// numbers among them, is no spacing, as gum's `ParsePadding` reads it).
struct GumSpacing: Sendable, Equatable {
    var top = 0, right = 0, bottom = 0, left = 0

    init() {}

    init(_ text: String) {
        let numbers = text.split(separator: " ", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.allSatisfy({ $0 != nil }) else { return }
        let values = numbers.map { max(0, $0 ?? 0) }
        switch values.count {
        case 1: (top, right, bottom, left) = (values[0], values[0], values[0], values[0])
        case 2: (top, right, bottom, left) = (values[0], values[1], values[0], values[1])
        case 4: (top, right, bottom, left) = (values[0], values[1], values[2], values[3])
        default: return
        }
    }
}
