import PopupCore

/// lipgloss's JoinHorizontal and JoinVertical, which `gum join` prints: blocks side by side
/// (shorter ones padded with blank lines as `align` says: 0 top, 0.5 middle, 1 bottom) or one
/// under another (narrower lines padded with spaces: 0 left, 0.5 centre, 1 right).
enum GumJoin {
    static func horizontal(_ blocks: [String], align: Double) -> String {
        let split = blocks.map { Lines.split($0).map(String.init) }
        let tallest = split.map(\.count).max() ?? 0
        var rows = Array(repeating: "", count: tallest)
        for lines in split {
            let width = lines.map { DisplayWidth.of($0) }.max() ?? 0
            let short = tallest - lines.count
            let above = Int((Double(short) * align).rounded(.down))
            let padded = Array(repeating: "", count: above) + lines + Array(repeating: "", count: short - above)
            for (index, line) in padded.enumerated() {
                rows[index] += line + String(repeating: " ", count: width - DisplayWidth.of(line))
            }
        }
        return rows.joined(separator: "\n")
    }

    static func vertical(_ blocks: [String], align: Double) -> String {
        let lines = blocks.flatMap { Lines.split($0).map(String.init) }
        let widest = lines.map { DisplayWidth.of($0) }.max() ?? 0
        return lines.map { line in
            let short = widest - DisplayWidth.of(line)
            let left = Int((Double(short) * align).rounded(.down))
            return String(repeating: " ", count: left) + line + String(repeating: " ", count: short - left)
        }.joined(separator: "\n")
    }
}
