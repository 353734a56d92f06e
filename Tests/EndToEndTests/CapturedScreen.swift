/// A tmux pane's screen as `capture-pane -p -e` prints it, read back into cells: each column's
/// character and the colours and attributes it is drawn in (SGR codes; the 16 colours tmux uses
/// for TERM=screen, 256 and truecolour as their numbers).
struct CapturedScreen: Equatable {
    /// How one cell is drawn.
    struct Pen: Equatable, CustomStringConvertible {
        var foreground = "default"
        var background = "default"
        var bold = false
        var reverse = false

        /// The colours the cell shows, reverse video applied.
        var shown: (foreground: String, background: String) { reverse ? (background, foreground) : (foreground, background) }

        var description: String { "\(shown.foreground) on \(shown.background)\(bold ? " bold" : "")" }
    }

    struct Cell: Equatable {
        var character: Character
        var pen: Pen
    }

    let rows: [[Cell]]

    init(_ capture: String, width: Int, height: Int) {
        var rows: [[Cell]] = []
        var pen = Pen()
        for line in capture.split(separator: "\n", omittingEmptySubsequences: false).prefix(height) {
            var cells: [Cell] = []
            var rest = Substring(line)
            while let character = rest.first {
                if character == "\u{1B}", let end = rest.firstIndex(of: "m"), rest.dropFirst().first == "[" {
                    Self.apply(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end]), to: &pen)
                    rest = rest[rest.index(after: end)...]
                    continue
                }
                cells.append(Cell(character: character, pen: pen))
                rest = rest.dropFirst()
            }
            rows.append(Array((cells + Array(repeating: Cell(character: " ", pen: pen), count: max(0, width - cells.count))).prefix(width)))
        }
        while rows.count < height { rows.append(Array(repeating: Cell(character: " ", pen: Pen()), count: width)) }
        self.rows = rows
    }

    /// The screen's text, a line per row, trailing spaces kept.
    var text: [String] { rows.map { String($0.map(\.character)) } }

    subscript(x: Int, y: Int) -> Cell { rows[y][x] }

    /// Where `text` first starts on the screen, row by row.
    func find(_ text: String) -> (x: Int, y: Int)? {
        for (y, line) in self.text.enumerated() {
            if let range = line.range(of: text) { return (line.distance(from: line.startIndex, to: range.lowerBound), y) }
        }
        return nil
    }

    private static func apply(_ parameters: String, to pen: inout Pen) {
        let codes = parameters.isEmpty ? [0] : parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        var index = 0
        func colour(_ code: Int) -> String? {
            switch code {
            case 30...37: return "\(code - 30)"
            case 90...97: return "\(code - 90 + 8)"
            case 40...47: return "\(code - 40)"
            case 100...107: return "\(code - 100 + 8)"
            default: return nil
            }
        }
        while index < codes.count {
            let code = codes[index]
            switch code {
            case 0: pen = Pen()
            case 1: pen.bold = true
            case 22: pen.bold = false
            case 7: pen.reverse = true
            case 27: pen.reverse = false
            case 39: pen.foreground = "default"
            case 49: pen.background = "default"
            case 30...37, 90...97: pen.foreground = colour(code) ?? pen.foreground
            case 40...47, 100...107: pen.background = colour(code) ?? pen.background
            case 38, 48:
                var value = "?"
                if index + 2 < codes.count, codes[index + 1] == 5 {
                    value = "\(codes[index + 2])"
                    index += 2
                } else if index + 4 < codes.count, codes[index + 1] == 2 {
                    value = "#\(codes[index + 2]),\(codes[index + 3]),\(codes[index + 4])"
                    index += 4
                }
                if code == 38 { pen.foreground = value } else { pen.background = value }
            default: break
            }
            index += 1
        }
    }
}
