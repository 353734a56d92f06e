/// What an xterm-like terminal answers to the queries programs send as they start: device
/// attributes (DA1, DA2), the cursor position and status reports, modes (DECRQM), the colours
/// (OSC 10, 11, 12), the window's size in cells and pixels, its name (XTVERSION) and the keyboard
/// protocol flags. A query no answer is known for gets none, as from a terminal that ignores it.
enum TerminalReplies {
    /// DA1: a VT220-class terminal with ANSI colour.
    static let deviceAttributes = Array("\u{1B}[?62;22c".utf8)
    /// DA2: the terminal's type, firmware version and keyboard.
    static let secondaryAttributes = Array("\u{1B}[>41;380;0c".utf8)
    /// A dark terminal's background (OSC 11).
    static let background = Array("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\".utf8)
    /// The light grey text on it (OSC 10) and its cursor (OSC 12).
    static let foreground = Array("\u{1B}]10;rgb:d0d0/d0d0/d0d0\u{1B}\\".utf8)
    static let cursorColor = Array("\u{1B}]12;rgb:d0d0/d0d0/d0d0\u{1B}\\".utf8)
    /// A cursor-position report (the bench keeps no cursor for this; the top-left corner will do).
    static let cursorPosition = Array("\u{1B}[1;1R".utf8)
    /// "No malfunction" (DSR 5).
    static let status = Array("\u{1B}[0n".utf8)
    /// XTVERSION's name and version.
    static let version = Array("\u{1B}P>|xterm(380)\u{1B}\\".utf8)
    /// Cell size in pixels assumed for the pixel reports.
    static let cellPixels = (width: 8, height: 16)

    /// The answer to `CSI parameters final`, on a terminal `columns` × `rows`.
    static func csi(_ parameters: String, final: UInt8, columns: Int, rows: Int) -> [UInt8] {
        switch (final, parameters) {
        case (UInt8(ascii: "c"), ""), (UInt8(ascii: "c"), "0"):
            return deviceAttributes
        case (UInt8(ascii: "c"), ">"), (UInt8(ascii: "c"), ">0"):
            return secondaryAttributes
        case (UInt8(ascii: "n"), "6"), (UInt8(ascii: "n"), "?6"):
            return cursorPosition
        case (UInt8(ascii: "n"), "5"):
            return status
        case (UInt8(ascii: "q"), ">"), (UInt8(ascii: "q"), ">0"):
            return version
        case (UInt8(ascii: "u"), "?"):
            // The kitty keyboard protocol: no flags on.
            return Array("\u{1B}[?0u".utf8)
        case (UInt8(ascii: "t"), "18"):
            return Array("\u{1B}[8;\(rows);\(columns)t".utf8)
        case (UInt8(ascii: "t"), "14"):
            return Array("\u{1B}[4;\(rows * cellPixels.height);\(columns * cellPixels.width)t".utf8)
        case (UInt8(ascii: "t"), "16"):
            return Array("\u{1B}[6;\(cellPixels.height);\(cellPixels.width)t".utf8)
        case (UInt8(ascii: "p"), _) where parameters.hasSuffix("$"):
            return modeReport(String(parameters.dropLast()))
        default:
            return []
        }
    }

    /// DECRQM (`CSI ? Ps $ p`, `CSI Ps $ p`): every mode is known and reset (2), as on a terminal
    /// before a program turns anything on.
    static func modeReport(_ mode: String) -> [UInt8] {
        let isPrivate = mode.hasPrefix("?")
        let number = isPrivate ? String(mode.dropFirst()) : mode
        guard !number.isEmpty, number.allSatisfy(\.isNumber) else { return [] }
        return Array("\u{1B}[\(isPrivate ? "?" : "")\(number);2$y".utf8)
    }

    /// The answer to an OSC string (without its terminator).
    static func osc(_ text: String) -> [UInt8] {
        switch text {
        case "10;?": return foreground
        case "11;?": return background
        case "12;?": return cursorColor
        default: return []
        }
    }
}
