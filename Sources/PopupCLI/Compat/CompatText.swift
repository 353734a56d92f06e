/// The text rules of each tool, applied to a box's text before the dialog sanitises it.
enum CompatText {
    /// The two characters `\n` are a line break (unless --no-nl-expand). A tool that reflows
    /// text (`ToolProfile.reflowsText`) then makes real line breaks spaces (without --cr-wrap),
    /// tabs spaces, and runs of spaces one (without --no-collapse); one that reads colour codes
    /// takes the `\Z` codes out with --colors (they are not drawn).
    static func text(_ input: String, _ request: CompatRequest) -> String {
        var out: [UInt8] = []
        let bytes = Array(input.utf8)
        out.reserveCapacity(bytes.count)
        let profile = request.profile
        let reflows = profile.reflowsText
        let stripsColors = profile.readsColorCodes && request.colors
        var index = 0
        // Runs of spaces collapse as dialog collapses them, before it takes the colour codes out:
        // a space on each side of a code stays.
        var afterSpace = false
        while index < bytes.count {
            var byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\\"), index < bytes.count {
                let next = bytes[index]
                if next == UInt8(ascii: "n"), !request.noNewlineExpand {
                    out.append(0x0A)
                    index += 1
                    afterSpace = false
                    continue
                }
                if stripsColors, next == UInt8(ascii: "Z"), index + 1 < bytes.count {
                    index += 2
                    afterSpace = false
                    continue
                }
            }
            guard reflows else {
                out.append(byte)
                continue
            }
            if byte == 0x09 || (byte == 0x0A && !request.crWrap) { byte = 0x20 }
            if byte == 0x20, !request.noCollapse, afterSpace { continue }
            afterSpace = byte == 0x20
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
