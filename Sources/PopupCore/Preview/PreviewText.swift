/// One line of a preview command's output as the pane shows it. Programs colour what they print
/// (`bat`, `git diff --color`, `ls --color`): their escape sequences are taken out whole, not shown
/// as placeholders, and everything else passes the `Sanitizer`. A carriage return starts the line
/// again, as on a terminal, so a progress meter shows its last state.
public enum PreviewText {
    /// The text of `line` (no line break in it), safe to draw.
    public static func line(_ line: some Collection<UInt8>) -> String {
        var bytes = withoutEscapeSequences(line)
        if let carriageReturn = bytes.lastIndex(of: 0x0D) {
            let after = bytes[(carriageReturn + 1)...]
            bytes = after.isEmpty ? Array(bytes[..<carriageReturn].split(separator: 0x0D).last ?? []) : Array(after)
        }
        let text = Sanitizer.text(bytes: bytes)
        // A U+2028 in the output is a line break to the sanitiser; the pane keeps one line per line.
        return text.contains("\n") ? text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ") : text
    }

    /// `bytes` without ECMA-48 escape sequences: CSI (`ESC [` … a final byte), OSC, DCS, SOS, PM
    /// and APC strings (to BEL or `ESC \`), and two-byte escapes. An unfinished one is dropped to
    /// the end of the line.
    private enum Mode { case text, escape, controlSequence, string, stringEscape }

    static func withoutEscapeSequences(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var mode = Mode.text
        for byte in bytes {
            switch mode {
            case .text:
                if byte == 0x1B { mode = .escape } else { out.append(byte) }
            case .escape:
                switch byte {
                case UInt8(ascii: "["): mode = .controlSequence
                case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"): mode = .string
                case 0x20...0x2F: break
                default: mode = .text
                }
            case .controlSequence:
                if (0x40...0x7E).contains(byte) { mode = .text } else if !(0x20...0x3F).contains(byte) { mode = .text; out.append(byte) }
            case .string:
                if byte == 0x07 { mode = .text } else if byte == 0x1B { mode = .stringEscape }
            case .stringEscape:
                mode = byte == UInt8(ascii: "\\") ? .text : .string
            }
        }
        return out
    }
}
