import PopupCore

/// Remembers wrapped text for the run loop, which lays the dialog out for every event and frame:
/// a 10 MB message is wrapped once per width, not once per keypress. The same String compares
/// equal at once (shared storage), so a hit costs nothing.
final class WrapMemo {
    private var entries: [(text: String, width: Int, lines: [String])] = []
    private let capacity = 4

    func lines(_ text: String, width: Int) -> [String] {
        if let hit = entries.firstIndex(where: { $0.width == width && $0.text == text }) {
            return entries[hit].lines
        }
        let lines = Wrap.lines(text, width: width)
        entries.insert((text, width, lines), at: 0)
        if entries.count > capacity { entries.removeLast() }
        return lines
    }
}
