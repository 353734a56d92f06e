/// Questions popupctl asks the terminal, and reading the answers.
public enum TerminalQuery {
    /// OSC 11: what is your background colour?
    public static let background = "\u{1B}]11;?\u{1B}\\"
    /// DA1: every terminal answers it, so its reply marks the end of the replies to earlier queries.
    public static let deviceAttributes = "\u{1B}[c"

    /// The colour in an OSC 11 reply ("]11;rgb:RRRR/GGGG/BBBB", as the decoder reports it).
    public static func parseBackground(_ reply: String) -> Color? {
        guard reply.hasPrefix("]11;rgb:") else { return nil }
        let parts = reply.dropFirst(8).split(separator: "/")
        guard parts.count == 3 else { return nil }
        var channels: [UInt8] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 4, let value = Int(part, radix: 16) else { return nil }
            let maximum = (1 << (4 * part.count)) - 1
            channels.append(UInt8(value * 255 / maximum))
        }
        return .rgb(channels[0], channels[1], channels[2])
    }

    /// A primary device attributes reply ("[?62;22c").
    public static func isDeviceAttributes(_ reply: String) -> Bool {
        reply.hasPrefix("[?") && reply.hasSuffix("c")
    }
}
