import PopupCore

/// A terminal's screen for tests: replays the bytes popupctl wrote (cursor moves, erase, auto-wrap
/// on and off, text; SGR and other modes ignored) onto a grid, splitting text into cells in one
/// of the ways real terminals do. With `.clusters`, popupctl's own count, the grid is the frame
/// that was meant: if the encoder ever put a cluster where its width disagrees with the cells it
/// reserved, or let two cells' text fuse into one cluster, what lands here differs. With the
/// other models tests see where a cluster of disputed width leaves everything after it.
public struct TerminalScreen {
    /// How text becomes cells.
    public enum Clustering: Sendable {
        /// One cell per grapheme cluster, as wide as `DisplayWidth` says: what popupctl counts.
        case clusters
        /// VTE and xterm: every code point with a width starts a cell of that width (`wcwidth`);
        /// zero-width ones (marks, ZWJ, selectors) join the cell before.
        case perCodePoint
        /// tmux 3.3: zero-width code points and the one after a ZWJ join the cell before, while it
        /// holds at most `tmuxCellBytes` bytes; what does not fit starts a cell of its own.
        case tmux
        /// An emulator of Unicode 8: per code point, but emoji that became wide in Unicode 9 and
        /// everything newer take one column.
        case unicode8
    }

    public static let tmuxCellBytes = 21

    /// What one column shows. A cell reads as its text (`"│"` is the one-column cell holding │),
    /// so tests compare cells with string literals.
    public struct Cell: Equatable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        public var text: String
        /// Columns the cell takes; 0 for the columns after a wide one's first.
        public var width: Int
        public static let blank = Cell(text: " ", width: 1)

        public init(text: String, width: Int) {
            self.text = text
            self.width = width
        }

        /// The cell holding `text`, as wide as popupctl counts it (`""`: a wide cell's second column).
        public init(stringLiteral text: String) { self.init(text: text, width: DisplayWidth.of(text)) }

        public var description: String { text }
    }

    public let width: Int
    public let height: Int
    public let clustering: Clustering
    public private(set) var rows: [[Cell]]
    public private(set) var cursor = (x: 0, y: 0)
    public private(set) var autowrap = true
    /// Where the last cell was written, for zero-width code points to join it.
    private var lastCell: (x: Int, y: Int)?
    private var afterJoiner = false

    public init(width: Int, height: Int, clustering: Clustering = .clusters) {
        self.width = width
        self.height = height
        self.clustering = clustering
        rows = Array(repeating: Self.blankRow(width), count: height)
    }

    /// The screen as text, a wide cell once.
    public var lines: [String] { rows.map { $0.filter { $0.width > 0 }.map(\.text).joined() } }

    public mutating func feed(_ bytes: [UInt8]) {
        var index = 0
        var textStart = 0
        func flush(_ end: Int) {
            if textStart < end { text(String(decoding: bytes[textStart..<end], as: UTF8.self)) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x1B || byte < 0x20 else {
                index += 1
                continue
            }
            flush(index)
            lastCell = nil
            if byte == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                var end = index + 2
                while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
                if end < bytes.count { csi(String(decoding: bytes[(index + 2)..<end], as: UTF8.self), final: bytes[end]) }
                index = end + 1
            } else if byte == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "]") {
                // OSC: skip to BEL or ST.
                var end = index + 2
                while end < bytes.count, bytes[end] != 0x07, bytes[end] != 0x1B { end += 1 }
                index = end + (end < bytes.count && bytes[end] == 0x1B ? 2 : 1)
            } else if byte == 0x1B {
                // Any other escape is two bytes (ESC 7, ESC =, …) and draws nothing.
                index = min(bytes.count, index + 2)
            } else {
                control(byte)
                index += 1
            }
            textStart = index
        }
        flush(bytes.count)
    }

    private static func blankRow(_ width: Int) -> [Cell] { Array(repeating: .blank, count: width) }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D: cursor.x = 0
        case 0x0A: lineFeed()
        case 0x08: cursor.x = max(0, min(cursor.x, width - 1) - 1)
        default: break
        }
    }

    /// Down a row; on the last one the screen scrolls up.
    private mutating func lineFeed() {
        if cursor.y + 1 < height {
            cursor.y += 1
        } else if height > 0 {
            rows.removeFirst()
            rows.append(Self.blankRow(width))
        }
    }

    private mutating func csi(_ parameters: String, final: UInt8) {
        if parameters.hasPrefix("?") {
            if parameters == "?7" { autowrap = final == UInt8(ascii: "h") }
            return
        }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        func count(_ at: Int = 0) -> Int { max(1, at < numbers.count ? numbers[at] : 1) }
        switch Character(Unicode.Scalar(final)) {
        case "H":
            cursor = (min(width - 1, count(1) - 1), min(height - 1, count(0) - 1))
        case "A": cursor.y = max(0, cursor.y - count())
        case "B": cursor.y = min(height - 1, cursor.y + count())
        case "C": cursor.x = min(width - 1, cursor.x + count())
        case "D": cursor.x = max(0, min(cursor.x, width - 1) - count())
        case "J":
            let mode = numbers.first ?? 0
            for row in 0..<height where mode == 2 || row >= cursor.y {
                for column in 0..<width where mode == 2 || row > cursor.y || column >= cursor.x { rows[row][column] = .blank }
            }
        default: break
        }
    }

    private mutating func text(_ text: String) {
        switch clustering {
        case .clusters:
            for character in text { put(String(character), width: DisplayWidth.of(character)) }
        case .perCodePoint, .tmux, .unicode8:
            for scalar in text.unicodeScalars { codePoint(scalar) }
        }
    }

    private mutating func codePoint(_ scalar: Unicode.Scalar) {
        var scalarWidth = DisplayWidth.of(scalar: scalar)
        if clustering == .unicode8, scalarWidth == 2,
           scalar.properties.isEmojiPresentation || (scalar.properties.age?.major ?? 0) > 8 {
            scalarWidth = 1
        }
        let joins = scalarWidth == 0 || (clustering == .tmux && afterJoiner)
        afterJoiner = scalar == "\u{200D}"
        if joins, let last = lastCell {
            let joined = rows[last.y][last.x].text + String(scalar)
            if clustering != .tmux || joined.utf8.count <= Self.tmuxCellBytes {
                rows[last.y][last.x].text = joined
                return
            }
        }
        if scalarWidth == 0 { return }
        put(String(scalar), width: scalarWidth)
    }

    /// Writes a cell at the cursor as a terminal does: wrapping or pinned to the last column,
    /// blanking what is left of the wide cells it cuts. A zero-width cluster has nothing to join
    /// in this model (it would attach to whatever is left of it) and is dropped.
    private mutating func put(_ text: String, width cellWidth: Int) {
        guard cellWidth > 0 else { return }
        if cursor.x + cellWidth > width {
            if autowrap {
                cursor.x = 0
                lineFeed()
            } else {
                cursor.x = max(0, width - cellWidth)
            }
        }
        let (x, y) = cursor
        guard cellWidth <= width else { return }
        clearCut(x: x, y: y, through: x + cellWidth - 1)
        rows[y][x] = Cell(text: text, width: cellWidth)
        for column in (x + 1)..<(x + cellWidth) { rows[y][column] = Cell(text: "", width: 0) }
        lastCell = (x, y)
        cursor.x = autowrap ? x + cellWidth : min(width - 1, x + cellWidth)
        if !autowrap, x + cellWidth >= width { cursor.x = width - 1 }
    }

    private mutating func clearCut(x: Int, y: Int, through last: Int) {
        var head = x
        while head > 0, rows[y][head].width == 0 { head -= 1 }
        for column in head..<x { rows[y][column] = .blank }
        var tail = last + 1
        while tail < width, rows[y][tail].width == 0 {
            rows[y][tail] = .blank
            tail += 1
        }
    }
}
