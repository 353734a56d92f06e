import PopupCore
import PopupKit

/// Boxes that draw and leave (whiptail's and dialog's infobox): one frame written over the
/// screen, no raw mode and no alternate screen, so it stays there after the program exits.
enum CompatFrame {
    static func leaveOnScreen(_ popup: Popup, on terminal: Terminal) throws {
        let frame = popup.preview(size: terminal.size)
        var text = FrameText.ansi(frame, depth: popup.presentation.colorDepth)
        if text.hasSuffix("\n") { text.removeLast() }
        // Home and clear, then the frame; the final line break is left out so nothing scrolls.
        try terminal.write(Array(("\u{1B}[H\u{1B}[2J" + text.replacingLineBreaks()).utf8))
    }
}

extension String {
    /// LF → CR LF: the terminal is in cooked mode or raw, the frame lands the same.
    fileprivate func replacingLineBreaks() -> String {
        var out = ""
        out.reserveCapacity(utf8.count + 64)
        for character in self {
            if character == "\n" { out += "\r\n" } else { out.append(character) }
        }
        return out
    }
}
