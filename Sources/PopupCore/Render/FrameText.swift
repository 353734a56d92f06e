/// A frame as lines of text for a file or a pipe (previews, docs): no cursor movement, every line
/// starting and ending with the plain pen, trailing blank cells dropped. At colour depth `none`
/// the text carries no escape sequence at all.
public enum FrameText {
    public static func render(_ frame: Buffer, depth: ColorDepth) -> String {
        var encoder = ANSIEncoder(depth: depth, screenWidth: frame.size.width)
        var out: [UInt8] = []
        // The pen starts plain, as the line before left it; nothing to reset.
        encoder.setPen(.plain, into: &out)
        out.removeAll()
        for y in 0..<frame.size.height {
            var end = frame.size.width
            while end > 0, isBlank(frame[end - 1, y], depth: depth) { end -= 1 }
            for x in 0..<end where !frame[x, y].isContinuation {
                let cell = frame[x, y]
                if depth != .none { encoder.setPen(cell.style, into: &out) }
                out += Array(String(cell.grapheme).utf8)
            }
            if depth != .none { encoder.setPen(.plain, into: &out) }
            out.append(0x0A)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A space that shows nothing: no background, and no attribute that marks a space.
    private static func isBlank(_ cell: Cell, depth: ColorDepth) -> Bool {
        guard cell.grapheme == " ", !cell.isContinuation else { return false }
        if depth == .none { return true }
        let visible: Attributes = [.reverse, .underline, .strikethrough]
        return depth.reduce(cell.style.background) == .default && cell.style.attributes.isDisjoint(with: visible)
    }
}
