/// Text with ANSI colour codes (`ls --color`, `git log --color`), for `--ansi`: the SGR sequences
/// (`ESC [ … m`) become styles over the text, every other complete escape sequence (cursor moves,
/// erasing, OSC titles and links) is dropped, and anything left (a lone or unfinished ESC) stays
/// in the text for the sanitiser to show as its picture. Nothing in the input reaches a terminal.
public struct ANSIText: Sendable, Equatable {
    /// A style over a byte range of `text`.
    public struct Span: Sendable, Equatable {
        public var range: Range<Int>
        public var style: CellStyle
    }

    /// The text without its escape sequences.
    public var text: [UInt8]
    /// The styles the SGR sequences set, over the text they cover (unstyled stretches have none).
    public var spans: [Span]

    /// Reads `bytes`.
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        var spans: [Span] = []
        var style = CellStyle.plain
        var styleStart = 0
        var index = 0
        // Where a string sequence was found to run to the end unterminated: none after it can end
        // either (its terminators would lie in the same stretch), so they are not scanned again.
        var unterminatedFrom = Int.max
        func setStyle(_ new: CellStyle) {
            guard new != style else { return }
            if style != .plain, text.count > styleStart { spans.append(Span(range: styleStart..<text.count, style: style)) }
            style = new
            styleStart = text.count
        }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x1B, index + 1 < bytes.count else {
                text.append(byte)
                index += 1
                continue
            }
            switch bytes[index + 1] {
            case UInt8(ascii: "["):
                // CSI: parameters, intermediates, one final byte.
                var end = index + 2
                while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
                let parameters = (index + 2)..<end
                while end < bytes.count, (0x20...0x2F).contains(bytes[end]) { end += 1 }
                guard end < bytes.count, (0x40...0x7E).contains(bytes[end]) else {
                    text.append(byte)
                    index += 1
                    continue
                }
                if bytes[end] == UInt8(ascii: "m"), parameters.upperBound == end {
                    setStyle(Self.apply(Array(bytes[parameters]), to: style))
                }
                index = end + 1
            case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"):
                // OSC, DCS, APC, PM: to BEL or ST.
                var end = index + 2
                var finished = false
                while end < bytes.count, index < unterminatedFrom {
                    if bytes[end] == 0x07 { end += 1; finished = true; break }
                    if bytes[end] == 0x1B, end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\\") { end += 2; finished = true; break }
                    end += 1
                }
                if finished {
                    index = end
                } else {
                    unterminatedFrom = min(unterminatedFrom, index)
                    text.append(byte)
                    index += 1
                }
            case 0x20...0x7E:
                // Two-byte escapes (ESC 7, ESC c, ESC ( B…: the last with its designator).
                let next = bytes[index + 1]
                index += (0x20...0x2F).contains(next) && index + 2 < bytes.count ? 3 : 2
            default:
                text.append(byte)
                index += 1
            }
        }
        setStyle(.plain)
        self.text = text
        self.spans = spans
    }

    /// The style after one SGR sequence's parameters (`1;38;5;208`, `38:2::255:0:0`).
    static func apply(_ parameters: [UInt8], to style: CellStyle) -> CellStyle {
        var style = style
        let groups = String(decoding: parameters, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
        var codes: [[Int]] = groups.map { group in group.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) ?? 0 } }
        if codes.isEmpty { codes = [[0]] }
        var index = 0
        while index < codes.count {
            let code = codes[index]
            switch code[0] {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 9: style.attributes.insert(.strikethrough)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 29: style.attributes.remove(.strikethrough)
            case 30...37: style.foreground = .ansi(UInt8(code[0] - 30))
            case 39: style.foreground = .default
            case 40...47: style.background = .ansi(UInt8(code[0] - 40))
            case 49: style.background = .default
            case 90...97: style.foreground = .ansi(UInt8(code[0] - 90 + 8))
            case 100...107: style.background = .ansi(UInt8(code[0] - 100 + 8))
            case 38, 48:
                // Extended colour: `38;5;N`, `38;2;R;G;B`, or the same with colons in one group.
                var values = Array(code.dropFirst())
                if values.isEmpty {
                    // At most the four that follow: copying the rest made a run of `38;` quadratic.
                    values = codes[(index + 1)..<min(codes.count, index + 5)].map { $0[0] }
                    let used = values.first == 5 ? 2 : values.first == 2 ? 4 : 0
                    values = Array(values.prefix(used))
                    index += used
                } else if values.first == 2, values.count == 5 {
                    values.remove(at: 1)   // the colour space id of `38:2::R:G:B`
                }
                let color: Color?
                switch (values.first, values.count) {
                case (5, 2): color = .indexed(UInt8(clamping: values[1]))
                case (2, 4): color = .rgb(UInt8(clamping: values[1]), UInt8(clamping: values[2]), UInt8(clamping: values[3]))
                default: color = nil
                }
                if let color { if code[0] == 38 { style.foreground = color } else { style.background = color } }
            default: break
            }
            index += 1
        }
        return style
    }
}
