import PopupKit

/// Just enough of a terminal to replay popupctl's output: cursor moves, erase, text. Tests use
/// it to see the screen a sequence of frames leaves, independent of how it was encoded.
struct ScreenEmulator {
    private(set) var rows: [[Character]]
    private var x = 0
    private var y = 0
    let width: Int
    let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        rows = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    var lines: [String] { rows.map { String($0) } }

    mutating func feed(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var iterator = Array(text).makeIterator()
        while let character = iterator.next() {
            if character == "\u{1B}" {
                guard let kind = iterator.next() else { return }
                if kind == "[" {
                    var parameters = ""
                    while let next = iterator.next() {
                        if let ascii = next.asciiValue, ascii >= 0x40, ascii <= 0x7E {
                            apply(csi: parameters, final: next)
                            break
                        }
                        parameters.append(next)
                    }
                } else if kind == "]" {
                    while let next = iterator.next() {
                        if next == "\u{07}" { break }
                        if next == "\u{1B}" { _ = iterator.next(); break }
                    }
                }
                continue
            }
            switch character {
            case "\r": x = 0
            case "\n": y = min(height - 1, y + 1)
            case "\u{07}": break
            default:
                let cellWidth = DisplayWidth.of(character)
                if x < width, y < height, y >= 0 {
                    rows[y][x] = character
                    if cellWidth == 2, x + 1 < width { rows[y][x + 1] = "\u{0}" }
                }
                x += max(1, cellWidth)
            }
        }
        rows = rows.map { $0.filter { $0 != "\u{0}" } + Array(repeating: " ", count: $0.filter { $0 == "\u{0}" }.count) }
    }

    private mutating func apply(csi: String, final: Character) {
        let numbers = csi.split(separator: ";").map { Int($0.filter(\.isNumber)) ?? 0 }
        let n = max(1, numbers.first ?? 1)
        switch final {
        case "H":
            y = max(0, (numbers.first ?? 1) - 1)
            x = max(0, (numbers.count > 1 ? numbers[1] : 1) - 1)
        case "A": y = max(0, y - n)
        case "B": y = min(height - 1, y + n)
        case "C": x = min(width, x + n)
        case "D": x = max(0, x - n)
        case "J":
            if csi == "2" {
                rows = Array(repeating: Array(repeating: " ", count: width), count: height)
            } else {
                for row in y..<height {
                    for column in (row == y ? x : 0)..<width { rows[row][column] = " " }
                }
            }
        default: break
        }
    }
}
