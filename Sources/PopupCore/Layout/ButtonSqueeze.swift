/// Shares a row among labels too wide for it: every label gets what it needs up to one cap, the
/// highest cap that fits, so short labels stay whole and only the long ones are cut, alike.
enum ButtonSqueeze {
    /// A label cut shorter than this (with its ellipsis) inside brackets is no longer worth them.
    static let fewestLetters = 6

    /// Each label's width on a row of `room` columns; each at least 1.
    static func widths(_ wanted: [Int], room: Int) -> [Int] {
        guard wanted.reduce(0, +) > room else { return wanted }
        var cap = max(1, room / max(1, wanted.count))
        while cap < (wanted.max() ?? 0), wanted.reduce(0, { $0 + min($1, cap + 1) }) <= room { cap += 1 }
        var widths = wanted.map { max(1, min($0, cap)) }
        // What the cap leaves over goes to the cut labels, left to right.
        var spare = room - widths.reduce(0, +)
        for index in widths.indices where spare > 0 && widths[index] < wanted[index] {
            widths[index] += 1
            spare -= 1
        }
        return widths
    }
}
