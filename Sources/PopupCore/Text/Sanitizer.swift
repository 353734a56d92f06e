/// The one gate untrusted text passes before layout: nothing it returns can act as a control
/// sequence on a terminal, nothing has a width a terminal does not know, and nothing invisible can
/// make two strings look alike, save the joiners ZWJ and ZWNJ, which Persian, Indic scripts and
/// emoji need to be spelt at all.
public enum Sanitizer {
    /// Shown for C1 controls, bidi controls, invisible format characters, code points unassigned
    /// in the width table's Unicode version and bad UTF-8.
    public static let placeholder: Unicode.Scalar = "\u{FFFD}"
    /// Combining marks kept on one base character; the rest are dropped (keeps "Zalgo" bounded).
    public static let maxCombiningMarks = 8
    /// Columns between tab stops when multi-line text has its tabs expanded.
    public static let tabWidth = 4

    /// Multi-line text: keeps line breaks (LF, CRLF, U+2028/9), expands tabs.
    public static func text(_ input: String) -> String {
        expandTabs(clean(input, keepNewlines: true))
    }

    /// Single-line text (titles, labels): line breaks and tabs become spaces.
    public static func line(_ input: String) -> String {
        clean(input, keepNewlines: false)
    }

    /// One typed character, cleaned as `line`; a lone combining mark stays bare, to join the
    /// character typed before it as it would have joined it in a pasted string.
    public static func typed(_ character: Character) -> String {
        let text = String(character)
        let cleaned = clean(text, keepNewlines: false)
        if cleaned.unicodeScalars.first == "\u{25CC}", text.unicodeScalars.first != "\u{25CC}" {
            return String(cleaned.unicodeScalars.dropFirst())
        }
        return cleaned
    }

    /// Decodes bytes as UTF-8, replacing every invalid sequence, then cleans them as `text`.
    public static func text(bytes: some Collection<UInt8>) -> String {
        text(String(decoding: bytes, as: UTF8.self))
    }

    static func clean(_ input: String, keepNewlines: Bool) -> String {
        if isPlainASCII(input, allowingNewlines: keepNewlines) { return input }
        // Each scalar becomes at most three bytes per byte it had (a control's placeholder, a
        // dotted circle before a stray mark): room for that, though only what is written is touched.
        return UTF8Scan.withScalars(input) { scalars in
            UTF8Writer.string(capacity: 3 * input.utf8.count + 4) { out in
                cleanScalars(&scalars, keepNewlines: keepNewlines, into: &out)
            }
        }
    }

    private static func cleanScalars(_ scalars: inout UTF8Scan.Scalars, keepNewlines: Bool, into out: inout UTF8Writer) {
        let lineBreak: UInt32 = keepNewlines ? 0x0A : 0x20
        let replacement = placeholder.value
        var marks = 0
        var inTagSequence = false
        var afterCarriageReturn = false
        while let value = scalars.next() {
            let followsCarriageReturn = afterCarriageReturn
            afterCarriageReturn = false
            switch value {
            case 0x20..<0x7F:
                // Printable ASCII is never a mark, a joiner, a tag or hidden: the common case, quickly.
                out.append(value)
                marks = 0
                inTagSequence = false
                continue
            case 0x0A:
                // CR LF is one line break, written when the CR was read.
                if !followsCarriageReturn { out.append(lineBreak) }
                marks = 0
                continue
            case 0x2028, 0x2029:
                out.append(lineBreak)
                marks = 0
                continue
            case 0x0D:
                out.append(lineBreak)
                afterCarriageReturn = true
                marks = 0
                continue
            case 0x09:
                out.append(keepNewlines ? 0x09 : 0x20)
                marks = 0
                continue
            case 0x00..<0x20:
                out.append(0x2400 + value)
                marks = 0
                continue
            case 0x7F:
                out.append(0x2421)
                marks = 0
                continue
            case 0xFFFD:
                // What bad UTF-8 decoded to: in binary junk, most of the text.
                out.append(value)
                marks = 0
                inTagSequence = false
                continue
            default:
                break
            }
            if DisplayWidth.isUnassigned(value) {
                out.append(replacement)
                marks = 0
                continue
            }
            let category = Unicode.Scalar(value)?.properties.generalCategory ?? .unassigned
            switch category {
            case .nonspacingMark, .enclosingMark, .spacingMark:
                if let last = out.last, last != 0x0A {
                    marks += 1
                    if marks <= maxCombiningMarks { out.append(value) }
                } else {
                    out.append(0x25CC)
                    out.append(value)
                    marks = 1
                }
                continue
            default:
                break
            }
            marks = 0
            if value == 0x200C || value == 0x200D {
                out.append(value)
                continue
            }
            if value >= 0xE0020 && value <= 0xE007F {
                if inTagSequence || out.last == 0x1F3F4 {
                    inTagSequence = value != 0xE007F
                    out.append(value)
                } else {
                    out.append(replacement)
                }
                continue
            }
            inTagSequence = false
            out.append(isHidden(value, category) ? replacement : value)
        }
    }

    /// Printable ASCII, and line feeds where they are kept, pass unchanged: there is nothing to clean.
    private static func isPlainASCII(_ input: String, allowingNewlines: Bool) -> Bool {
        UTF8Scan.all(input) { unit in (unit >= 0x20 && unit < 0x7F) || (unit == 0x0A && allowingNewlines) }
    }

    static func isPictographic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x2000 && scalar.properties.isEmoji
    }

    /// C1 controls, bidi controls and other invisible format characters.
    private static func isHidden(_ value: UInt32, _ category: Unicode.GeneralCategory) -> Bool {
        if value >= 0x80 && value <= 0x9F { return true }
        switch category {
        case .format, .control, .surrogate, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    static func expandTabs(_ text: String) -> String {
        guard UTF8Scan.contains(text, 0x09) else { return text }
        // A tab and a line feed each end a grapheme cluster, so the runs between them can be
        // measured whole, without walking the text by Characters.
        let cuts = UTF8Scan.offsets(in: text, where: { $0 == 0x09 || $0 == 0x0A })
        // Room for every tab to become a whole tab stop: a long text is never copied to grow.
        var out = ""
        out.reserveCapacity(text.utf8.count + (tabWidth - 1) * cuts.count)
        var column = 0
        var runStart = text.startIndex
        for cut in cuts {
            let index = text.utf8.index(text.startIndex, offsetBy: cut)
            let run = text[runStart..<index]
            out += run
            column += DisplayWidth.of(run)
            if text.utf8[index] == 0x09 {
                let spaces = tabWidth - column % tabWidth
                out += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                out += "\n"
                column = 0
            }
            runStart = text.utf8.index(after: index)
        }
        out += text[runStart...]
        return out
    }
}
