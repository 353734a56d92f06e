/// What a terminal shows, as far as the bench needs to read it: the characters at each place, no
/// colours. OutputScanner parses the escape sequences and calls in here. Every character takes one
/// cell: the tools are measured on ASCII items, box lines and a few symbols.
struct Screen {
    let columns: Int
    let rows: Int
    private var cells: [Unicode.Scalar]
    private var row = 0
    private var column = 0
    /// A character went into the last column; the next one starts a new line (autowrap).
    private var wrapPending = false
    private var top = 0
    private var bottom: Int
    private var saved = (row: 0, column: 0)
    private var last: Unicode.Scalar = " "
    private var utf8: [UInt8] = []
    private var utf8Length = 0

    init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        cells = Array(repeating: " ", count: self.columns * self.rows)
        bottom = self.rows - 1
    }

    /// The rows as text, trailing blanks kept.
    var lines: [String] {
        (0..<rows).map { y in
            var line = ""
            line.unicodeScalars.append(contentsOf: cells[(y * columns)..<((y + 1) * columns)])
            return line
        }
    }

    /// True when some row shows `text`.
    func shows(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// One byte of printed text (UTF-8, assembled here).
    mutating func print(_ byte: UInt8) {
        if utf8Length > 0 && byte & 0xC0 == 0x80 {
            utf8.append(byte)
            guard utf8.count == utf8Length else { return }
            put(String(decoding: utf8, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}")
            utf8Length = 0
            return
        }
        utf8Length = 0
        switch byte {
        case 0xC0...0xDF: utf8Length = 2
        case 0xE0...0xEF: utf8Length = 3
        case 0xF0...0xF7: utf8Length = 4
        default:
            put(byte < 0x80 ? Unicode.Scalar(byte) : "\u{FFFD}")
            return
        }
        utf8 = [byte]
    }

    /// A C0 control character.
    mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x08: move(row: row, column: column - 1)
        case 0x09: move(row: row, column: (column / 8 + 1) * 8)
        case 0x0A, 0x0B, 0x0C:
            wrapPending = false
            lineFeed()
        case 0x0D: move(row: row, column: 0)
        default: break
        }
    }

    /// ESC followed by `final` (no intermediates).
    mutating func escape(_ final: UInt8) {
        switch final {
        case UInt8(ascii: "7"): saved = (row, column)
        case UInt8(ascii: "8"): move(row: saved.row, column: saved.column)
        case UInt8(ascii: "D"):
            wrapPending = false
            lineFeed()
        case UInt8(ascii: "E"):
            move(row: row, column: 0)
            lineFeed()
        case UInt8(ascii: "M"):
            if row == top { scroll(down: 1) } else { move(row: row - 1, column: column) }
        case UInt8(ascii: "c"):
            self = Screen(columns: columns, rows: rows)
        default: break
        }
    }

    /// A control sequence: the bytes between CSI and `final`.
    mutating func csi(_ sequence: [UInt8], final: UInt8) {
        if let first = sequence.first, first >= 0x3C {
            // Private modes: entering or leaving the alternate screen starts from a blank one.
            let modes = String(decoding: sequence.dropFirst(), as: UTF8.self).split(separator: ";")
            if first == UInt8(ascii: "?"), final == UInt8(ascii: "h") || final == UInt8(ascii: "l"),
               modes.contains(where: { ["47", "1047", "1049"].contains($0) }) {
                erase(0..<cells.count)
            }
            return
        }
        guard !sequence.contains(where: { (0x20...0x2F).contains($0) }) else { return }
        let numbers = String(decoding: sequence, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) ?? 0 }
        func parameter(_ index: Int, default value: Int = 1) -> Int {
            index < numbers.count && numbers[index] > 0 ? numbers[index] : value
        }
        let count = parameter(0)
        let here = row * columns + column
        let lineStart = row * columns
        switch final {
        case UInt8(ascii: "A"): move(row: row - count, column: column)
        case UInt8(ascii: "B"): move(row: row + count, column: column)
        case UInt8(ascii: "C"): move(row: row, column: column + count)
        case UInt8(ascii: "D"): move(row: row, column: column - count)
        case UInt8(ascii: "E"): move(row: row + count, column: 0)
        case UInt8(ascii: "F"): move(row: row - count, column: 0)
        case UInt8(ascii: "G"), UInt8(ascii: "`"): move(row: row, column: count - 1)
        case UInt8(ascii: "d"): move(row: count - 1, column: column)
        case UInt8(ascii: "H"), UInt8(ascii: "f"): move(row: parameter(0) - 1, column: parameter(1) - 1)
        case UInt8(ascii: "J"):
            switch parameter(0, default: 0) {
            case 0: erase(here..<cells.count)
            case 1: erase(0..<(here + 1))
            default: erase(0..<cells.count)
            }
        case UInt8(ascii: "K"):
            switch parameter(0, default: 0) {
            case 0: erase(here..<(lineStart + columns))
            case 1: erase(lineStart..<(here + 1))
            default: erase(lineStart..<(lineStart + columns))
            }
        case UInt8(ascii: "X"): erase(here..<min(lineStart + columns, here + count))
        case UInt8(ascii: "P"): shiftLine(by: -count)
        case UInt8(ascii: "@"): shiftLine(by: count)
        case UInt8(ascii: "L"): if (top...bottom).contains(row) { scroll(down: count, from: row) }
        case UInt8(ascii: "M"): if (top...bottom).contains(row) { scroll(up: count, from: row) }
        case UInt8(ascii: "S"): scroll(up: count)
        case UInt8(ascii: "T"): scroll(down: count)
        case UInt8(ascii: "b"): for _ in 0..<min(count, cells.count) { put(last) }
        case UInt8(ascii: "r"):
            let (newTop, newBottom) = (parameter(0) - 1, parameter(1, default: rows) - 1)
            if newTop < newBottom && newBottom < rows { (top, bottom) = (newTop, newBottom) }
            move(row: 0, column: 0)
        case UInt8(ascii: "s") where numbers.count <= 1: saved = (row, column)
        case UInt8(ascii: "u"): move(row: saved.row, column: saved.column)
        default: break
        }
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        if wrapPending {
            wrapPending = false
            column = 0
            lineFeed()
        }
        cells[row * columns + column] = scalar
        last = scalar
        if column == columns - 1 { wrapPending = true } else { column += 1 }
    }

    private mutating func move(row newRow: Int, column newColumn: Int) {
        wrapPending = false
        row = min(max(0, newRow), rows - 1)
        column = min(max(0, newColumn), columns - 1)
    }

    private mutating func lineFeed() {
        if row == bottom { scroll(up: 1) } else if row < rows - 1 { row += 1 }
    }

    private mutating func erase(_ range: Range<Int>) {
        let clamped = range.clamped(to: 0..<cells.count)
        cells.replaceSubrange(clamped, with: repeatElement(" ", count: clamped.count))
    }

    /// Moves the rows from `first` to the bottom of the scrolling region up by `count`.
    private mutating func scroll(up count: Int, from first: Int? = nil) {
        let start = first ?? top
        let moved = min(count, bottom - start + 1)
        for y in start...bottom {
            let source = y + moved
            for x in 0..<columns { cells[y * columns + x] = source <= bottom ? cells[source * columns + x] : " " }
        }
    }

    /// Moves the rows from `first` to the bottom of the scrolling region down by `count`.
    private mutating func scroll(down count: Int, from first: Int? = nil) {
        let start = first ?? top
        let moved = min(count, bottom - start + 1)
        for y in stride(from: bottom, through: start, by: -1) {
            let source = y - moved
            for x in 0..<columns { cells[y * columns + x] = source >= start ? cells[source * columns + x] : " " }
        }
    }

    /// Deletes (negative) or inserts blank characters at the cursor, within its row.
    private mutating func shiftLine(by offset: Int) {
        let lineStart = row * columns
        var line = Array(cells[lineStart..<(lineStart + columns)])
        let count = min(abs(offset), columns - column)
        if offset < 0 {
            line.removeSubrange(column..<(column + count))
            line += repeatElement(" ", count: count)
        } else {
            line.insert(contentsOf: repeatElement(" ", count: count), at: column)
            line.removeLast(count)
        }
        cells.replaceSubrange(lineStart..<(lineStart + columns), with: line)
    }
}
