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
        var out = String.UnicodeScalarView()
        let scalars = Array(input.unicodeScalars)
        var marks = 0
        var inTagSequence = false
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let value = scalar.value
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            index += 1
            switch value {
            case 0x0A, 0x2028, 0x2029:
                out.append(keepNewlines ? "\n" : " ")
                marks = 0
                continue
            case 0x0D:
                if next?.value == 0x0A { continue }
                out.append(keepNewlines ? "\n" : " ")
                marks = 0
                continue
            case 0x09:
                out.append(keepNewlines ? "\t" : " ")
                marks = 0
                continue
            case 0x00..<0x20:
                out.append(Unicode.Scalar(0x2400 + value) ?? placeholder)
                marks = 0
                continue
            case 0x7F:
                out.append("\u{2421}")
                marks = 0
                continue
            case 0x20..<0x7F:
                // Printable ASCII is never a mark, a joiner, a tag or hidden: the common case, quickly.
                out.append(scalar)
                marks = 0
                inTagSequence = false
                continue
            default:
                break
            }
            if DisplayWidth.isUnassigned(value) {
                out.append(placeholder)
                marks = 0
                continue
            }
            if isCombining(scalar) {
                if let last = out.last, last != "\n" {
                    marks += 1
                    if marks <= maxCombiningMarks { out.append(scalar) }
                } else {
                    out.append("\u{25CC}")
                    out.append(scalar)
                    marks = 1
                }
                continue
            }
            marks = 0
            if value == 0x200C || value == 0x200D {
                out.append(scalar)
                continue
            }
            if value >= 0xE0020 && value <= 0xE007F {
                if inTagSequence || out.last?.value == 0x1F3F4 {
                    inTagSequence = value != 0xE007F
                    out.append(scalar)
                } else {
                    out.append(placeholder)
                }
                continue
            }
            inTagSequence = false
            if isHidden(scalar) {
                out.append(placeholder)
                continue
            }
            out.append(scalar)
        }
        return String(out)
    }

    /// Printable ASCII, and line feeds where they are kept, pass unchanged: there is nothing to clean.
    private static func isPlainASCII(_ input: String, allowingNewlines: Bool) -> Bool {
        UTF8Scan.all(input) { unit in (unit >= 0x20 && unit < 0x7F) || (unit == 0x0A && allowingNewlines) }
    }

    private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: return false
        }
    }

    static func isPictographic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x2000 && scalar.properties.isEmoji
    }

    /// C1 controls, bidi controls and other invisible format characters.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0x80 && value <= 0x9F { return true }
        if value == 0xFFFD { return false }
        switch scalar.properties.generalCategory {
        case .format, .control, .surrogate, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    static func expandTabs(_ text: String) -> String {
        guard UTF8Scan.contains(text, 0x09) else { return text }
        var out = ""
        var column = 0
        for character in text {
            switch character {
            case "\t":
                let spaces = tabWidth - column % tabWidth
                out += String(repeating: " ", count: spaces)
                column += spaces
            case "\n":
                out.append(character)
                column = 0
            default:
                out.append(character)
                column += DisplayWidth.of(character)
            }
        }
        return out
    }
}
