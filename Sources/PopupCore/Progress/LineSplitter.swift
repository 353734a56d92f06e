/// Bytes arriving in chunks → whole lines. The unfinished last line of a chunk is kept for the
/// next; a line longer than `cap` bytes is cut there (the rest, up to its line break, is dropped),
/// so memory stays bounded whatever arrives. A CR before the LF is dropped.
public struct LineSplitter: Sendable, Equatable {
    /// The longest line kept, in bytes.
    public let cap: Int
    private var partial: [UInt8] = []
    /// The current line passed the cap: its bytes are dropped until the line break.
    private var overflowing = false

    public static let standardCap = 4096

    public init(cap: Int = standardCap) {
        self.cap = max(1, cap)
    }

    /// Calls `line` for each line the bytes complete, in order. Lines inside the chunk are slices
    /// of it: nothing is copied for them.
    public mutating func split(_ bytes: [UInt8], _ line: (ArraySlice<UInt8>) -> Void) {
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                if buffer[index] != 0x0A {
                    index += 1
                    continue
                }
                if partial.isEmpty && !overflowing {
                    line(trimmed(bytes[start..<min(index, start + cap)]))
                } else {
                    append(bytes[start..<index])
                    line(trimmed(partial[...]))
                    partial.removeAll(keepingCapacity: true)
                    overflowing = false
                }
                index += 1
                start = index
            }
        }
        if start < bytes.count { append(bytes[start...]) }
    }

    /// The last line, if it did not end in a line break (called at end of input).
    public mutating func finish(_ line: (ArraySlice<UInt8>) -> Void) {
        if !partial.isEmpty || overflowing { line(trimmed(partial[...])) }
        partial.removeAll()
        overflowing = false
    }

    private mutating func append(_ bytes: ArraySlice<UInt8>) {
        guard !overflowing else { return }
        let room = cap - partial.count
        if bytes.count > room {
            partial += bytes.prefix(room)
            overflowing = true
        } else {
            partial += bytes
        }
    }

    private func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == 0x0D ? line.dropLast() : line
    }
}
