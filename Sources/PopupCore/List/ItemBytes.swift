/// What an `ItemStore` holds, as one value: every item's bytes back to back, where each ends and
/// where its tag ends. The store keeps it in one property, so that a chunk of a million lines is
/// appended with one access to the store, not several per line (each access to a class's stored
/// property is checked at run time for exclusivity).
struct ItemBytes {
    var bytes: [UInt8] = []
    var ends: [UInt32] = []
    var tagEnds: [UInt32] = []

    /// Adds one line, split at its first tab; false when it does not fit in 32-bit offsets.
    mutating func append<Bytes: Collection>(line: Bytes) -> Bool where Bytes.Element == UInt8 {
        guard bytes.count + line.count < ItemStore.maxBytes else { return false }
        let start = bytes.count
        bytes.append(contentsOf: line)
        let tab = line.firstIndex(of: 0x09).map { start + line.distance(from: line.startIndex, to: $0) } ?? bytes.count
        tagEnds.append(UInt32(tab))
        ends.append(UInt32(bytes.count))
        return true
    }

    /// Adds one item from its parts; false when it does not fit.
    mutating func append(tag: [UInt8], description: [UInt8]?) -> Bool {
        let size = tag.count + (description.map { $0.count + 1 } ?? 0)
        guard bytes.count + size < ItemStore.maxBytes else { return false }
        bytes.append(contentsOf: tag)
        tagEnds.append(UInt32(bytes.count))
        if let description {
            bytes.append(0x09)
            bytes.append(contentsOf: description)
        }
        ends.append(UInt32(bytes.count))
        return true
    }

    func start(_ index: Int) -> Int { index == 0 ? 0 : Int(ends[index - 1]) }

    /// Calls `body` with every item's bytes and where each ends, where they are.
    func withBuffers<R>(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt32>) -> R) -> R {
        bytes.withUnsafeBufferPointer { bytes in ends.withUnsafeBufferPointer { ends in body(bytes, ends) } }
    }

    /// Calls `body` with an item's bytes where they are.
    func withLine<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        ends.withUnsafeBufferPointer { ends in
            let range = (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
            return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
        }
    }
}
