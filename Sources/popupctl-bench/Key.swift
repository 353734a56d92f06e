/// The keys the bench types, as a terminal sends them.
enum Key: String, CaseIterable {
    case right = "→"
    case down = "↓"
    case tab = "Tab"
    case enter = "Enter"
    case escape = "Esc"
    case pageDown = "PgDn"
    /// A filter keystroke: "7" occurs in some of the numbered lines, and is typed alike in every tool.
    case seven = "7"

    /// The bytes for the key; arrows follow the cursor-key mode the program set (DECCKM).
    func bytes(applicationCursorKeys: Bool) -> [UInt8] {
        let arrowPrefix = applicationCursorKeys ? "\u{1B}O" : "\u{1B}["
        switch self {
        case .right: return Array((arrowPrefix + "C").utf8)
        case .down: return Array((arrowPrefix + "B").utf8)
        case .tab: return [0x09]
        case .enter: return [0x0D]
        case .escape: return [0x1B]
        case .pageDown: return Array("\u{1B}[6~".utf8)
        case .seven: return [UInt8(ascii: "7")]
        }
    }
}
