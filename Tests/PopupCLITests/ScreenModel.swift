import PopupCore

/// A minimal terminal for tests: replays the bytes popupctl wrote (the audited subset: moves,
/// erase, SGR ignored, modes ignored) onto a grid, placing each grapheme cluster by its display
/// width and wrapping at the right edge as xterm does. If the encoder ever put a cluster where
/// its width disagrees with the cells it reserved, or let two cells' text fuse into one cluster,
/// what lands on this grid differs from the frame that was meant.
struct ScreenModel {
    let width: Int
    let height: Int
    private(set) var rows: [[String]]
    private var x = 0
    private var y = 0

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        rows = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    /// The screen as text lines (a wide cluster once, its other cells skipped).
    var lines: [String] { rows.map { $0.joined() } }

    mutating func feed(_ bytes: [UInt8]) {
        var index = 0
        var textStart = 0
        func flushText(_ end: Int) {
            if textStart < end { put(String(decoding: bytes[textStart..<end], as: UTF8.self)) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B || byte < 0x20 {
                flushText(index)
                if byte == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                    var end = index + 2
                    while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
                    if end < bytes.count {
                        csi(String(decoding: bytes[(index + 2)..<end], as: UTF8.self), final: bytes[end])
                    }
                    index = end + 1
                } else {
                    control(byte)
                    index += 1
                }
                textStart = index
            } else {
                index += 1
            }
        }
        flushText(bytes.count)
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D: x = 0
        case 0x0A: lineFeed()
        default: break
        }
    }

    private mutating func csi(_ parameters: String, final: UInt8) {
        guard !parameters.hasPrefix("?") else { return }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        func count(_ at: Int = 0) -> Int { max(1, at < numbers.count ? numbers[at] : 1) }
        switch Character(Unicode.Scalar(final)) {
        case "H":
            y = min(height - 1, count(0) - 1)
            x = min(width - 1, count(1) - 1)
        case "A": y = max(0, y - count())
        case "B": y = min(height - 1, y + count())
        case "C": x = min(width - 1, x + count())
        case "D": x = max(0, min(x, width - 1) - count())
        case "J":
            let mode = numbers.first ?? 0
            for row in 0..<height where mode == 2 || row > y || (row == y) {
                for column in 0..<width where mode == 2 || row > y || column >= x { rows[row][column] = " " }
            }
        default: break
        }
    }

    private mutating func put(_ text: String) {
        for character in text {
            let cells = DisplayWidth.of(character)
            if cells == 0 {
                // Nothing to join onto in this model: it would attach to whatever is left of it.
                continue
            }
            if x + cells > width {
                x = 0
                lineFeed()
            }
            rows[y][x] = String(character)
            for column in (x + 1)..<(x + cells) { rows[y][column] = "" }
            x += cells
        }
    }

    private mutating func lineFeed() {
        if y + 1 < height {
            y += 1
        } else {
            rows.removeFirst()
            rows.append(Array(repeating: " ", count: width))
        }
    }
}
