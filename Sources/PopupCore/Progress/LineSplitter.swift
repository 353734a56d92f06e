/// Bytes arriving in chunks → whole lines (a progress box's input, a streamed list's items). The
/// unfinished last line of a chunk is kept for the next; a line longer than `cap` bytes is cut
/// there (the rest, up to its line break, is dropped), so memory stays bounded whatever arrives.
/// A CR before the LF is dropped. Lines end at LF, or at NUL for `find -print0`.
public struct LineSplitter: Sendable, Equatable {
    /// The longest line kept, in bytes.
    public let cap: Int
    /// The byte that ends a line.
    public let separator: UInt8
    private var partial: [UInt8] = []
    /// The current line passed the cap: its bytes are dropped until the line break.
    private var overflowing = false

    /// A progress line longer than this is cut: the box shows a tail, not a file.
    public static let standardCap = 4096

    /// A splitter keeping at most `cap` bytes of a line, ending lines at `separator` (LF, or NUL).
    public init(cap: Int = standardCap, separator: UInt8 = 0x0A) {
        self.cap = min(max(1, cap), Int(Int32.max))
        self.separator = separator
    }

    /// Calls `line` for each line the bytes complete, in order. A line is lent for the call only:
    /// lines inside the chunk are not copied (a million lines of output cost no allocation each).
    public mutating func split(_ bytes: [UInt8], _ line: (UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { split($0, line) }
    }

    /// The same for bytes the caller holds: a line inside them is lent as a part of `buffer`.
    public mutating func split(_ buffer: UnsafeBufferPointer<UInt8>, _ line: (UnsafeBufferPointer<UInt8>) -> Void) {
        var start = 0
        while let newline = Self.next(separator, in: buffer, from: start) {
            if partial.isEmpty && !overflowing {
                emit(UnsafeBufferPointer(rebasing: buffer[start..<min(newline, start + cap)]), line)
            } else {
                append(buffer[start..<newline])
                partial.withUnsafeBufferPointer { emit($0, line) }
                partial.removeAll(keepingCapacity: true)
                overflowing = false
            }
            start = newline + 1
        }
        if start < buffer.count { append(buffer[start...]) }
    }

    /// The last line, if it did not end in a line break (called at end of input).
    public mutating func finish(_ line: (UnsafeBufferPointer<UInt8>) -> Void) {
        if !partial.isEmpty || overflowing { partial.withUnsafeBufferPointer { emit($0, line) } }
        partial.removeAll()
        overflowing = false
    }

    private mutating func append(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
        guard !overflowing else { return }
        let room = cap - partial.count
        if bytes.count > room {
            partial += bytes.prefix(room)
            overflowing = true
        } else {
            partial += bytes
        }
    }

    private func emit(_ line: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        body(separator == 0x0A && line.last == 0x0D ? UnsafeBufferPointer(rebasing: line.dropLast()) : line)
    }

    /// The next LF at or after `start`.
    static func newline(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        next(0x0A, in: buffer, from: start)
    }

    /// The next `separator` at or after `start`, eight bytes at a time: most of the work when
    /// output pours in. The words are loaded where they are aligned (the unaligned load is
    /// generic and was not inlined: a call per word).
    static func next(_ separator: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        var index = start
        // Byte by byte up to the first aligned word.
        while index < buffer.count && (Int(bitPattern: base + index) & 7) != 0 {
            if base[index] == separator { return index }
            index += 1
        }
        let pattern = UInt64(separator) &* 0x0101_0101_0101_0101
        let words = UnsafeRawPointer(base + index)
        var word = 0
        let wordCount = (buffer.count - index) / 8
        while word < wordCount {
            let bits = UInt64(littleEndian: words.load(fromByteOffset: word * 8, as: UInt64.self)) ^ pattern
            // A zero byte in `bits` is a separator; the lowest flagged byte is the first (carries only run upwards).
            let found = (bits &- 0x0101_0101_0101_0101) & ~bits & 0x8080_8080_8080_8080
            if found != 0 { return index + word * 8 + found.trailingZeroBitCount / 8 }
            word += 1
        }
        index += wordCount * 8
        while index < buffer.count {
            if base[index] == separator { return index }
            index += 1
        }
        return nil
    }
}
