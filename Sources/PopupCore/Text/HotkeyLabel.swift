/// `&` marks a label's hotkey: "&Delete" is "Delete" with hotkey "D"; "&&" is a literal "&".
public struct HotkeyLabel: Equatable, Sendable {
    /// The label with its `&` markers removed.
    public var text: String
    /// The marked character, as written (not lowercased); nil when none is marked.
    public var hotkey: Character?
    /// Index (in characters) of the hotkey within `text`, for underlining.
    public var hotkeyOffset: Int?

    /// Reads the markers in `raw`: the first `&` before a character other than a space or `&` marks the hotkey.
    public static func parse(_ raw: String) -> HotkeyLabel {
        var text = ""
        var hotkey: Character?
        var offset: Int?
        var count = 0
        var iterator = raw.makeIterator()
        while let character = iterator.next() {
            if character == "&" {
                guard let following = iterator.next() else {
                    text.append("&")
                    count += 1
                    break
                }
                if following != "&", hotkey == nil, following != " " {
                    hotkey = following
                    offset = count
                }
                text.append(following)
                count += 1
                continue
            }
            text.append(character)
            count += 1
        }
        return HotkeyLabel(text: text, hotkey: hotkey, hotkeyOffset: offset)
    }
}
