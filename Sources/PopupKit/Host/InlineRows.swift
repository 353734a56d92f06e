import PopupCore

/// Inline, the rows of the terminal below the prompt that the dialog owns: made room for by
/// printing line breaks, cleared as it leaves, never the alternate screen.
enum InlineRows {
    /// Moves to the start of a line of our own without asking where the cursor is (zsh's PROMPT_SP):
    /// a full row of spaces from column 0 stops at the edge without wrapping, and from anywhere
    /// further right wraps onto the next line; the CR then finds column 0 of a line the text that
    /// was printed without a newline (`printf 'Deploying… '; popupctl --inline …`) is not on.
    static func freshLine(width: Int) -> [UInt8] {
        Array(repeating: 0x20, count: max(1, width)) + [0x0D]
    }

    /// Makes room for `rows` below the prompt by printing line breaks, then goes back up to the first.
    static func open(_ rows: Int) -> [UInt8] {
        var bytes: [UInt8] = [0x0D]
        bytes += Array(repeating: 0x0A, count: max(0, rows - 1))
        if rows > 1 { bytes += Array("\u{1B}[\(rows - 1)A".utf8) }
        return bytes
    }

    /// Clears the rows from the first down, the cursor left at its start.
    static func close(_ encoder: inout ANSIEncoder) -> [UInt8] {
        var bytes: [UInt8] = []
        encoder.move(to: Point(x: 0, y: 0), into: &bytes)
        return bytes + Array("\r\u{1B}[J".utf8)
    }
}
