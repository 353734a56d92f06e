/// Whether terminals agree on the columns a grapheme cluster takes. They do not for sequences:
/// tmux keeps a few code points per cell and starts a new cell with the rest, VTE and xterm add up
/// code point widths, kitty and WezTerm give the cluster one width; and an emulator whose Unicode
/// is older than the character draws it one column wide. After such a cluster the encoder places
/// the cursor again, so that only the cluster itself can look different.
public enum WidthAgreement {
    /// True when every terminal advances by the columns `DisplayWidth` counts: one code point,
    /// assigned by Unicode 9 (whose emoji widths terminals have had since 2016) and not an emoji
    /// that became wide only then.
    public static func isSettled(_ character: Character) -> Bool {
        let utf8 = character.utf8
        // Every border, space and ASCII letter leaves here, and a lone code point is 4 bytes at most.
        if utf8.count == 1 { return true }
        if utf8.count > 4 { return false }
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return false }
        switch first.value {
        // Latin, box drawing and blocks, kana, CJK ideographs and Hangul: wide or narrow in every table.
        case 0x80..<0x300, 0x2500..<0x25A0, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xAC00...0xD7A3, 0x20000...0x3FFFD:
            return true
        default:
            break
        }
        let properties = first.properties
        if properties.isEmojiPresentation { return false }
        guard let age = properties.age else { return false }
        return age.major <= 9
    }

    /// The most columns any terminal may give `character`: two for each of its code points.
    public static func widestSpan(of character: Character) -> Int {
        2 * character.unicodeScalars.count
    }
}
