/// A progress box's rows, drawn: the bar with its percentage in text (it reads without colour),
/// the times, the output's tail.
public enum ProgressView {
    /// Partial cells, one to seven eighths filled.
    static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    /// Columns the percentage takes beside the bar (" 100%").
    static let percentColumns = 5

    /// The filled part and the empty track of a bar `width` columns wide; in eighths of a cell
    /// unless `ascii`.
    public static func bar(percent: Double, width: Int, ascii: Bool) -> (filled: String, track: String) {
        guard width > 0 else { return ("", "") }
        let fraction = min(1, max(0, percent / 100))
        if ascii {
            let full = Int((fraction * Double(width)).rounded(.down))
            return (String(repeating: "#", count: full), String(repeating: "-", count: width - full))
        }
        let units = Int((fraction * Double(width * 8)).rounded(.down))
        var filled = String(repeating: "█", count: units / 8)
        if units % 8 > 0 { filled.append(eighths[units % 8 - 1]) }
        let used = units / 8 + (units % 8 > 0 ? 1 : 0)
        return (filled, String(repeating: "·", count: width - used))
    }

    /// "42%": whole percent, rounded down, so that 100% is said only when it is.
    public static func percentText(_ percent: Double) -> String {
        "\(Int(min(100, max(0, percent)).rounded(.down)))%"
    }

    /// "0:07", "12:30", "1:02:03".
    public static func duration(_ seconds: Double) -> String {
        let total = Int(max(0, seconds).rounded(.down))
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    }

    /// The status line: "Done" once the input ended and the box waits, else the time elapsed and,
    /// once the rate is known, the time left.
    public static func status(_ progress: ProgressState, clock: Double) -> (left: String, right: String) {
        if progress.ended { return ("Done", "") }
        let left = progress.secondsLeft(at: clock).map { "about \(duration($0)) left" } ?? ""
        return ("elapsed \(duration(clock))", left)
    }

    /// The pulse of a bar without a percentage: where its block starts, bouncing end to end every two seconds.
    static func pulse(width: Int, clock: Double) -> (start: Int, length: Int) {
        let length = max(1, width / 5)
        let travel = max(0, width - length)
        let phase = clock.truncatingRemainder(dividingBy: 2) / 2
        let position = phase < 0.5 ? phase * 2 : 2 - phase * 2
        return (Int((position * Double(travel)).rounded()), length)
    }

    static func draw(_ placement: ProgressPlacement, progress: ProgressState, clock: Double, reducedMotion: Bool,
                     theme: Theme, clip: Rect, into buffer: inout Buffer) {
        let look = theme.chrome.progress
        let bar = placement.bar
        if bar.width > 0 {
            if case .painted(let filled, let track, _) = look.bar {
                drawPainted(bar, percent: progress.percent ?? 0, filled: filled, track: track, clip: clip, into: &buffer)
            } else {
                drawEighths(bar, progress: progress, clock: clock, reducedMotion: reducedMotion, theme: theme, clip: clip, into: &buffer)
            }
        }
        let status = placement.status
        if status.width > 0 {
            let (left, right) = self.status(progress, clock: clock)
            buffer.write(left, at: Point(x: status.x, y: status.y), style: progress.ended ? theme.title : theme.countdown, clip: clip)
            if !right.isEmpty, right.count + left.count < status.width {
                buffer.write(right, at: Point(x: status.maxX - right.count, y: status.y), style: theme.countdown, clip: clip)
            }
        }
        let tail = placement.tail
        // A log's lines are its content, in the message's style; a bar's output is secondary.
        let style = progress.isLog ? theme.message : theme.countdown
        for (row, line) in progress.tail.suffix(tail.height).enumerated() {
            let line = TabStops.expand(line, theme.chrome.content.tabs)
            buffer.write(Wrap.truncate(line, width: tail.width), at: Point(x: tail.x, y: tail.y + row), style: style, clip: clip)
        }
    }

    /// popupctl's own bar: eighths of a cell on a dotted track, the percentage at its right; a
    /// moving pulse (or "working…") until a percentage comes.
    private static func drawEighths(_ bar: Rect, progress: ProgressState, clock: Double, reducedMotion: Bool, theme: Theme,
                                    clip: Rect, into buffer: inout Buffer) {
        let ascii = theme.border == .ascii || theme.glyphs == .ascii
        let fill = theme.appearance(for: .default).normal
        let barWidth = max(1, bar.width - percentColumns)
        let origin = Point(x: bar.x, y: bar.y)
        if let percent = progress.percent {
            let (filled, track) = self.bar(percent: percent, width: barWidth, ascii: ascii)
            let used = buffer.write(filled, at: origin, style: fill, clip: clip)
            buffer.write(track, at: Point(x: bar.x + used, y: bar.y), style: theme.scrollbar, clip: clip)
            let text = percentText(percent)
            buffer.write(text, at: Point(x: bar.maxX - text.count, y: bar.y), style: theme.title, clip: clip)
        } else if reducedMotion || progress.ended {
            buffer.write("working…", at: origin, style: theme.countdown, clip: clip)
        } else {
            let (start, length) = pulse(width: barWidth, clock: clock)
            buffer.write(String(repeating: ascii ? "-" : "·", count: barWidth), at: origin, style: theme.scrollbar, clip: clip)
            buffer.write(String(repeating: ascii ? "#" : "█", count: length), at: Point(x: bar.x + start, y: bar.y),
                         style: fill, clip: clip)
        }
    }

    /// A bar of whole cells, the filled part painted `filled` and the rest `track`, the percentage
    /// written across its middle in the colours of the cells it lands on.
    private static func drawPainted(_ bar: Rect, percent: Double, filled: CellStyle, track: CellStyle, clip: Rect,
                                    into buffer: inout Buffer) {
        let full = Int((min(1, max(0, percent / 100)) * Double(bar.width)).rounded(.down))
        // Right-aligned in four columns ("  7%", "100%"), the four centred, as both tools write it.
        let text = String(repeating: " ", count: max(0, 4 - percentText(percent).count)) + percentText(percent)
        drawPainted(bar, filledCells: full, text: text, at: bar.x + max(0, (bar.width - text.count) / 2), filled: filled,
                    track: track, clip: clip, into: &buffer)
    }

    /// A bar of whole cells, its first `filledCells` painted `filled` and the rest `track`, `text`
    /// written over it from column `textX` in the colours of the cells it lands on (a gauge's
    /// percentage, a slider's value).
    static func drawPainted(_ bar: Rect, filledCells: Int, text: String, at textX: Int, filled: CellStyle, track: CellStyle,
                            clip: Rect, into buffer: inout Buffer) {
        let characters = Array(text)
        for x in bar.x..<max(bar.x, bar.maxX) {
            let offset = x - textX
            let character: Character = offset >= 0 && offset < characters.count ? characters[offset] : " "
            buffer.write(String(character), at: Point(x: x, y: bar.y), style: x < bar.x + filledCells ? filled : track, clip: clip)
        }
    }
}
