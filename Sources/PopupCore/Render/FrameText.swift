/// A frame as lines of text for stdout (previews, docs): plain, or with SGR colours and no
/// cursor movement at all.
public enum FrameText {
    public static func plain(_ buffer: Buffer) -> String {
        buffer.lines().joined(separator: "\n") + "\n"
    }

    public static func ansi(_ buffer: Buffer, depth: ColorDepth) -> String {
        guard depth != .none || buffer.cells.contains(where: { !$0.style.attributes.isEmpty }) else { return plain(buffer) }
        var out: [UInt8] = []
        for y in 0..<buffer.size.height {
            var encoder = ANSIEncoder(depth: depth, screenWidth: buffer.size.width)
            for x in 0..<buffer.size.width where !buffer[x, y].isContinuation {
                let cell = buffer[x, y]
                encoder.setPen(cell.style, into: &out)
                out.append(contentsOf: cell.grapheme.utf8)
            }
            out += Array("\u{1B}[0m\n".utf8)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
