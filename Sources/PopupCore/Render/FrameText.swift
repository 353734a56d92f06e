/// A frame as lines of text for stdout (previews, docs): no cursor movement, each line starting
/// and ending with the plain pen, trailing blank cells dropped.
public enum FrameText {
    /// Styled text and plain text are two things: "no colour" still has bold and reverse video.
    public enum Styling: Sendable, Equatable {
        /// Text only, not a single escape sequence (a pipe or a file).
        case plain
        /// SGR with colours brought down to the depth; at `none` the attributes alone.
        case styled(ColorDepth)
    }

    /// Text only, not a single escape sequence.
    public static func plain(_ buffer: Buffer) -> String {
        render(buffer, depth: .none, attributes: false)
    }

    /// With SGR: colours brought down to `depth`; at depth `none` the attributes alone remain,
    /// so a mono theme still shows its focus.
    public static func ansi(_ buffer: Buffer, depth: ColorDepth) -> String {
        render(buffer, depth: depth, attributes: true)
    }

    /// `--preview`: styled for a terminal, plain for docs, tests and files.
    public static func render(_ buffer: Buffer, _ styling: Styling) -> String {
        switch styling {
        case .plain: return plain(buffer)
        case .styled(let depth): return ansi(buffer, depth: depth)
        }
    }

    private static func render(_ buffer: Buffer, depth: ColorDepth, attributes: Bool) -> String {
        var encoder = ANSIEncoder(depth: depth, screenWidth: buffer.size.width)
        var out: [UInt8] = []
        // The pen starts plain, as the line before left it; nothing to reset.
        encoder.setPen(.plain, into: &out)
        out.removeAll()
        for y in 0..<buffer.size.height {
            var end = buffer.size.width
            while end > 0, isBlank(buffer[end - 1, y], depth: depth, attributes: attributes) { end -= 1 }
            for x in 0..<end where !buffer[x, y].isContinuation {
                let cell = buffer[x, y]
                if attributes { encoder.setPen(cell.style, into: &out) }
                out += Array(String(cell.grapheme).utf8)
            }
            if attributes { encoder.setPen(.plain, into: &out) }
            out.append(0x0A)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A space that shows nothing: no background, and no attribute that marks a space.
    private static func isBlank(_ cell: Cell, depth: ColorDepth, attributes: Bool) -> Bool {
        guard cell.grapheme == " ", !cell.isContinuation else { return false }
        guard attributes else { return true }
        let visible: Attributes = [.reverse, .underline, .strikethrough]
        return depth.reduce(cell.style.background) == .default && cell.style.attributes.isDisjoint(with: visible)
    }
}
