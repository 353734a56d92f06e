/// A text wrapped to a width, as `Wrap.lines` wraps it. A short text holds its lines; a long one
/// (a message of megabytes) holds only the text and where every `stride`th line starts, and wraps
/// the few lines asked for when they are asked for: one String per line of 60 MB of newlines would
/// take gigabytes.
///
/// A long text is wrapped in segments: a paragraph, or a piece of a paragraph longer than
/// `segmentBytes`, which ends where the wrap of that piece began its last line. A greedy wrap
/// that starts at the start of a line makes the same lines as one that reached it, so the lines
/// are those of the whole text.
public struct WrappedText: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable {
        case lines([String])
        case lazy(Lazy)
    }

    /// A segment's first byte (a UTF-8 offset) and the index of its first line.
    private struct Mark: Sendable {
        var offset: Int
        var line: Int
    }

    private struct Lazy: Sendable {
        let text: String
        let width: Int
        let segmentBytes: Int
        let marks: [Mark]
    }

    private let storage: Storage
    /// The number of lines.
    public let endIndex: Int
    public var startIndex: Int { 0 }

    /// Texts longer than this many bytes are wrapped line by line as asked.
    static let lazyBytes = 1 << 16
    /// A paragraph is wrapped in pieces of about this many bytes.
    static let segmentBytes = 1 << 13
    /// A mark is kept at the first segment after every this many lines.
    static let stride = 256

    private init(storage: Storage, count: Int) {
        self.storage = storage
        endIndex = count
    }

    /// Lines as they are.
    public init(_ lines: [String]) { self.init(storage: .lines(lines), count: lines.count) }

    public init(arrayLiteral lines: String...) { self.init(lines) }

    /// `text` wrapped to `width` columns.
    public init(_ text: String, width: Int) {
        self.init(text, width: width, lazyBytes: Self.lazyBytes, segmentBytes: Self.segmentBytes, stride: Self.stride)
    }

    /// The same with other thresholds (tests make every text long).
    init(_ text: String, width: Int, lazyBytes: Int, segmentBytes: Int, stride: Int) {
        let width = Swift.max(1, width)
        guard text.utf8.count > lazyBytes, !UTF8Scan.contains(text, 0x0D),
              let scan = Self.scan(text, width: width, segmentBytes: segmentBytes, stride: stride) else {
            self.init(Wrap.lines(text, width: width))
            return
        }
        self.init(storage: .lazy(Lazy(text: text, width: width, segmentBytes: segmentBytes, marks: scan.marks)), count: scan.count)
    }

    public subscript(index: Int) -> String {
        switch storage {
        case .lines(let lines): return lines[index]
        case .lazy(let lazy): return Self.lines(index..<(index + 1), of: lazy).first ?? ""
        }
    }

    /// The lines in `range` (clamped to the lines there are), found in one walk.
    public func lines(_ range: Range<Int>) -> [String] {
        let range = range.clamped(to: 0..<endIndex)
        switch storage {
        case .lines(let lines): return Array(lines[range])
        case .lazy(let lazy): return Self.lines(range, of: lazy)
        }
    }

    public static func == (lhs: WrappedText, rhs: WrappedText) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.lines(let left), .lines(let right)): return left == right
        case (.lazy(let left), .lazy(let right)): return left.width == right.width && left.text == right.text
        default: return Array(lhs) == Array(rhs)
        }
    }

    // MARK: segments

    /// One pass over the text: the line count and the marks.
    private static func scan(_ text: String, width: Int, segmentBytes: Int, stride: Int) -> (count: Int, marks: [Mark])? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> (count: Int, marks: [Mark]) in
            var marks: [Mark] = []
            var line = 0
            var offset: Int? = 0
            var lastMarked = -stride
            while let start = offset {
                if start < bytes.count && bytes[start] == 0x0A {
                    // A run of empty lines, a line each: counted at the speed of the bytes.
                    var end = start
                    while end < bytes.count && bytes[end] == 0x0A { end += 1 }
                    var next = Swift.max(line, lastMarked + stride)
                    while next < line + end - start {
                        marks.append(Mark(offset: start + next - line, line: next))
                        lastMarked = next
                        next += stride
                    }
                    line += end - start
                    offset = end
                    continue
                }
                if line - lastMarked >= stride {
                    marks.append(Mark(offset: start, line: line))
                    lastMarked = line
                }
                let segment = Self.segment(bytes, at: start, width: width, segmentBytes: segmentBytes, wanted: 0..<0)
                line += segment.count
                offset = segment.next
            }
            return (line, marks)
        }
    }

    /// The lines in `range`: from the mark before it, segment by segment.
    private static func lines(_ range: Range<Int>, of lazy: Lazy) -> [String] {
        guard !range.isEmpty else { return [] }
        let index = range.lowerBound
        return lazy.text.utf8.withContiguousStorageIfAvailable { bytes -> [String] in
            var low = 0
            var high = lazy.marks.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lazy.marks[middle].line <= index { low = middle } else { high = middle - 1 }
            }
            var offset: Int? = lazy.marks[low].offset
            var line = lazy.marks[low].line
            var found: [String] = []
            while let start = offset, line < range.upperBound {
                let segment = Self.segment(bytes, at: start, width: lazy.width, segmentBytes: lazy.segmentBytes,
                                           wanted: (range.lowerBound - line)..<(range.upperBound - line))
                found += segment.lines
                line += segment.count
                offset = segment.next
            }
            return found
        } ?? []
    }

    /// The segment starting at byte `start` (a paragraph start or a line start inside one): how many
    /// lines it has, where the next begins (nil after the last), and those of its lines in `wanted`.
    private static func segment(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, width: Int, segmentBytes: Int,
                                wanted: Range<Int>) -> (count: Int, next: Int?, lines: [String]) {
        var end = start
        let limit = Swift.min(bytes.count, start + segmentBytes)
        while end < limit && bytes[end] != 0x0A { end += 1 }
        if end == bytes.count || bytes[end] == 0x0A {
            return lastSegment(bytes, start: start, end: end, width: width, wanted: wanted)
        }
        // A long paragraph: a piece of it, ending after a space (whole words) when one is in its
        // second half, else after a whole character. Its wrap's last line may go on past the piece:
        // it begins the next segment. A piece too short to end a line grows.
        var size = segmentBytes
        while true {
            let end = Swift.min(bytes.count, start + size)
            if let paragraphEnd = bytes[start..<end].firstIndex(of: 0x0A) ?? (end == bytes.count ? end : nil) {
                return lastSegment(bytes, start: start, end: paragraphEnd, width: width, wanted: wanted)
            }
            var cut = end
            while cut > start + size / 2 && bytes[cut - 1] != 0x20 { cut -= 1 }
            if bytes[cut - 1] != 0x20 {
                cut = end
                while cut > start + 1 && bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
            }
            let piece = UnsafeBufferPointer(rebasing: bytes[start..<cut])
            let lines = Wrap.lines(String(decoding: piece, as: UTF8.self), width: width)
            if lines.count > 1, let last = startOfLast(lines, in: piece), last > 0 {
                let kept = lines.count - 1
                return (kept, start + last, Array(lines[wanted.clamped(to: 0..<kept)]))
            }
            size *= 2
        }
    }

    /// The segment that ends its paragraph at `end`. Begun inside the paragraph, its one line is
    /// not the paragraph kept whole: it loses its trailing spaces as a wrapped last line does.
    private static func lastSegment(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, width: Int,
                                    wanted: Range<Int>) -> (count: Int, next: Int?, lines: [String]) {
        let next = end == bytes.count ? nil : end + 1
        var end = end
        if start > 0 && bytes[start - 1] != 0x0A {
            while end > start && bytes[end - 1] == 0x20 { end -= 1 }
        }
        let piece = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if piece.count <= width && piece.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            // Printable ASCII that fits: its one line, as Wrap keeps it.
            return (1, next, wanted.contains(0) ? [String(decoding: piece, as: UTF8.self)] : [])
        }
        let lines = Wrap.lines(String(decoding: piece, as: UTF8.self), width: width)
        return (lines.count, next, Array(lines[wanted.clamped(to: lines.indices)]))
    }

    /// The byte offset in `piece` where its wrap's last line starts: lines are runs of the text in
    /// order, so it is the last place the last line's bytes occur. Nil when they do not (then the
    /// piece ends its segment whole: a line break the whole wrap would not have made).
    private static func startOfLast(_ lines: [String], in piece: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let last = lines.last, !last.isEmpty else { return nil }
        let needle = Array(last.utf8)
        var start = piece.count - needle.count
        while start > 0 {
            if piece[start..<(start + needle.count)].elementsEqual(needle) { return start }
            start -= 1
        }
        return nil
    }
}
