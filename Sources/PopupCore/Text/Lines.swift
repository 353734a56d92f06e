/// The one line splitter for text from outside (messages, theme files, `--buttons-from`,
/// POPUPCTL_VALUES): a line ends at LF or CR LF. By bytes, since "\r\n" is a single Character and
/// a split by Characters at "\n" never sees it, and since a message can be megabytes.
public enum Lines {
    /// The lines of `text`, without their line breaks; empty pieces kept ("a\n" is "a" and "").
    /// A CR not followed by LF stays in its line.
    public static func split(_ text: String) -> [Substring] {
        let breaks = UTF8Scan.offsets(in: text) { $0 == 0x0A }
        let utf8 = text.utf8
        var pieces: [Substring] = []
        pieces.reserveCapacity(breaks.count + 1)
        var start = text.startIndex
        for offset in breaks {
            let lineFeed = utf8.index(text.startIndex, offsetBy: offset)
            var end = lineFeed
            if end > start, utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
            pieces.append(text[start..<end])
            start = utf8.index(after: lineFeed)
        }
        pieces.append(text[start...])
        return pieces
    }
}
