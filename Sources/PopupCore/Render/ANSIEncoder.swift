/// Turns cell updates into escape sequences, tracking the cursor and pen so that it sends only
/// what changes: no move when the next cell is where the cursor already is, no SGR when the style
/// is unchanged. After a cluster whose width terminals disagree on (`WidthAgreement`) the cursor's
/// column is unknown, and the next cell is placed explicitly.
public struct ANSIEncoder: Sendable {
    /// How the cursor is addressed.
    public enum Addressing: Sendable, Equatable {
        /// Absolute rows and columns (full screen, alternate screen).
        case absolute
        /// Relative moves from the region's top-left, where the cursor stands when the encoder starts
        /// (inline mode: the terminal's own rows, whose screen position is unknown).
        case relative
    }

    /// The colours the terminal shows; every style is brought down to it before it is sent.
    public let depth: ColorDepth
    /// Whether cursor moves are absolute or relative to the region's top-left.
    public let addressing: Addressing
    /// The terminal's width in columns, to know when the cursor stands past the last column.
    public let screenWidth: Int
    /// The terminal's character set: text is sent in it, `?` for what it cannot encode.
    public let charset: Charset
    private var cursor: Point?
    /// The cursor's row is known, its column is not: a cluster of disputed width was just drawn.
    private var columnLost = false
    /// Auto-wrap is off, so a cluster drawn wider than counted at the right edge cannot wrap onto
    /// the next row; turned off before the first such cluster only (the host turns it on again).
    private var autowrapOff = false
    private var pen: CellStyle?

    /// An encoder that assumes nothing about the pen; a relative one starts with the cursor at the
    /// region's top-left.
    public init(depth: ColorDepth, addressing: Addressing = .absolute, screenWidth: Int, charset: Charset = .utf8) {
        self.depth = depth
        self.addressing = addressing
        self.screenWidth = screenWidth
        self.charset = charset
        cursor = addressing == .relative ? Point(x: 0, y: 0) : nil
        pen = nil
    }

    /// Forget where the cursor and pen are (after anything else wrote to the terminal).
    public mutating func invalidate() {
        if addressing == .absolute { cursor = nil }
        pen = nil
        autowrapOff = false
    }

    /// Encodes a whole frame: clears, then draws every cell that is not blank.
    public mutating func encodeFull(_ frame: Buffer, into out: inout [UInt8]) {
        setPen(.plain, into: &out)
        switch addressing {
        case .absolute:
            out += Array("\u{1B}[H\u{1B}[2J".utf8)
            cursor = Point(x: 0, y: 0)
        case .relative:
            move(to: Point(x: 0, y: 0), into: &out)
            out += Array("\u{1B}[J".utf8)
        }
        encode(Buffer(size: frame.size).diff(frame), into: &out)
    }

    /// Encodes the cells that changed.
    public mutating func encode(_ updates: [CellUpdate], into out: inout [UInt8]) {
        for update in updates {
            let point = Point(x: update.x, y: update.y)
            let width = Int(max(1, update.cell.width))
            move(to: point, into: &out)
            setPen(update.cell.style, into: &out)
            if charset != .utf8 {
                appendEncoded(update.cell.grapheme, width: width, into: &out)
            } else if WidthAgreement.isSettled(update.cell.grapheme) {
                out.append(contentsOf: update.cell.grapheme.utf8)
            } else {
                appendDisputed(update.cell.grapheme, at: point, width: width, into: &out)
                columnLost = true
            }
            cursor = Point(x: update.x + width, y: update.y)
        }
    }

    /// A cluster terminals may draw narrower or wider than `width`: its columns are cleared first,
    /// so that a narrower one leaves no old text beside it (what it spills over on the right is
    /// the diff's to repaint).
    private mutating func appendDisputed(_ grapheme: Character, at point: Point, width: Int, into out: inout [UInt8]) {
        if !autowrapOff {
            out += Array("\u{1B}[?7l".utf8)
            autowrapOff = true
        }
        out += Array(repeating: 0x20, count: width)
        cursor = Point(x: point.x + width, y: point.y)
        move(to: point, into: &out)
        out.append(contentsOf: grapheme.utf8)
    }

    /// A cell in a single-byte character set: its byte, or `?` in each of its columns.
    private func appendEncoded(_ grapheme: Character, width: Int, into out: inout [UInt8]) {
        if width == 1, let byte = charset.byte(for: grapheme) {
            out.append(byte)
        } else {
            out += Array(repeating: UInt8(ascii: "?"), count: width)
        }
    }

    /// Moves the cursor to `point` (e.g. to park it in a text field).
    public mutating func move(to point: Point, into out: inout [UInt8]) {
        if let current = cursor, current == point, !columnLost { return }
        switch addressing {
        case .absolute:
            if let current = cursor, !columnLost, current.y == point.y, point.x > current.x, current.x < screenWidth {
                appendCSI(point.x - current.x, "C", into: &out)
            } else {
                out.append(contentsOf: "\u{1B}[\(point.y + 1);\(point.x + 1)H".utf8)
            }
        case .relative:
            var current = cursor ?? Point(x: 0, y: 0)
            if columnLost {
                // The row is known: back to its first column, then across.
                out.append(0x0D)
                current.x = 0
            }
            if current.x >= screenWidth {
                // Past the last column the terminal holds a pending wrap; CR resolves it.
                out.append(0x0D)
                current.x = 0
            }
            if point.y < current.y { appendCSI(current.y - point.y, "A", into: &out) }
            if point.y > current.y { appendCSI(point.y - current.y, "B", into: &out) }
            if point.x == 0 && current.x != 0 {
                out.append(0x0D)
            } else if point.x > current.x {
                appendCSI(point.x - current.x, "C", into: &out)
            } else if point.x < current.x {
                appendCSI(current.x - point.x, "D", into: &out)
            }
        }
        cursor = point
        columnLost = false
    }

    private func appendCSI(_ count: Int, _ final: String, into out: inout [UInt8]) {
        out += Array((count == 1 ? "\u{1B}[\(final)" : "\u{1B}[\(count)\(final)").utf8)
    }

    /// Sets the pen with the fewest bytes: a reset only when an attribute must go away.
    public mutating func setPen(_ wanted: CellStyle, into out: inout [UInt8]) {
        let style = CellStyle(foreground: depth.reduce(wanted.foreground),
                              background: depth.reduce(wanted.background),
                              attributes: wanted.attributes)
        if let current = pen, current == style { return }
        var codes: [String] = []
        let previous: CellStyle
        if let current = pen, current.attributes.isSubset(of: style.attributes) {
            previous = current
        } else {
            codes.append("0")
            previous = .plain
        }
        let added = style.attributes.subtracting(previous.attributes)
        if added.contains(.bold) { codes.append("1") }
        if added.contains(.dim) { codes.append("2") }
        if added.contains(.italic) { codes.append("3") }
        if added.contains(.underline) { codes.append("4") }
        if added.contains(.reverse) { codes.append("7") }
        if added.contains(.strikethrough) { codes.append("9") }
        if style.foreground != previous.foreground { codes.append(Self.sgr(style.foreground, foreground: true)) }
        if style.background != previous.background { codes.append(Self.sgr(style.background, foreground: false)) }
        if !codes.isEmpty {
            out += Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
        }
        pen = style
    }

    static func sgr(_ color: Color, foreground: Bool) -> String {
        switch color {
        case .default: return foreground ? "39" : "49"
        case .ansi(let index):
            let base = index < 8 ? (foreground ? 30 : 40) : (foreground ? 90 : 100)
            return String(base + Int(index & 7))
        case .indexed(let index): return (foreground ? "38;5;" : "48;5;") + String(index)
        case .rgb(let r, let g, let b): return (foreground ? "38;2;" : "48;2;") + "\(r);\(g);\(b)"
        }
    }
}
