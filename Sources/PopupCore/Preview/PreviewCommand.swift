/// A preview command with its placeholders filled in: `{}` the item, `{q}` the query, `{n}` the
/// item's index. Each value is put in single quotes, inside which the shell takes every byte as
/// it is, and a single quote in it closes the quotes, adds an escaped quote and opens them again,
/// so no item or query can end the quoting and add a command of its own. Every other brace is
/// left as it is.
public enum PreviewCommand {
    /// The command line for `template` and the given item.
    public static func expand(_ template: String, item: some Collection<UInt8>, query: String, index: Int) -> [UInt8] {
        var out: [UInt8] = []
        let bytes = Array(template.utf8)
        var position = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "{") {
                if starts(bytes, at: position, with: "{}") {
                    out += quoted(item)
                    position += 2
                    continue
                }
                if starts(bytes, at: position, with: "{q}") {
                    out += quoted(query.utf8)
                    position += 3
                    continue
                }
                if starts(bytes, at: position, with: "{n}") {
                    out += Array(String(index).utf8)
                    position += 3
                    continue
                }
            }
            out.append(bytes[position])
            position += 1
        }
        return out
    }

    /// True when the command shows the query (`{q}`): it runs again as the query changes.
    public static func usesQuery(_ template: String) -> Bool { template.contains("{q}") }

    /// `value` in single quotes for sh. A NUL cannot be passed in an argument at all (the line
    /// would be cut there), so it is left out.
    public static func quoted(_ value: some Collection<UInt8>) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "'")]
        out.reserveCapacity(value.count + 2)
        for byte in value {
            switch byte {
            case UInt8(ascii: "'"): out += Array(#"'\''"#.utf8)
            case 0: continue
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "'"))
        return out
    }

    private static func starts(_ bytes: [UInt8], at position: Int, with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return text.withUTF8Buffer { bytes[position..<(position + count)].elementsEqual($0) }
    }
}
