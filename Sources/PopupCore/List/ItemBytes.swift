/// What an `ItemStore` holds, as one value: every item's bytes back to back, where each ends and
/// where its tag ends. The store keeps it in one property, so that a chunk of a million lines is
/// appended with one access to the store, not several per line (each access to a class's stored
/// property is checked at run time for exclusivity).
struct ItemBytes {
    var bytes: [UInt8] = []
    var ends: [UInt32] = []
    var tagEnds: [UInt32] = []
    /// The item still arriving (`appendPart`): its bytes follow the last whole item's, unseen and
    /// uncounted until `endItem`, and where its first tab is once one came.
    var openTab: Int?
    /// The item still arriving did not fit: the rest of it is dropped up to its end.
    var openRefused = false
    /// The item still arriving reached `ItemStore.maxItemBytes`: kept that long, the rest dropped.
    var openCut = false
    /// How many items were cut to `ItemStore.maxItemBytes`.
    var cutItems = 0

    /// True while an item's bytes are arriving in parts and its end has not come.
    var hasOpenItem: Bool { bytes.count > start(ends.count) || openRefused || openCut }

    /// Adds bytes to the item still arriving (the first part begins it); a part that does not
    /// fit drops the whole item.
    mutating func appendPart(_ part: UnsafeBufferPointer<UInt8>) {
        guard !openRefused, !openCut, !part.isEmpty else { return }
        var part = part
        let room = ItemStore.maxItemBytes - (bytes.count - start(ends.count))
        if part.count > room {
            part = UnsafeBufferPointer(rebasing: part[..<Self.cut(part, at: room)])
            openCut = true
            cutItems += 1
        }
        guard bytes.count + part.count < ItemStore.maxBytes else {
            bytes.removeSubrange(start(ends.count)...)
            openTab = nil
            openRefused = true
            return
        }
        if openTab == nil, let tab = LineSplitter.next(0x09, in: part, from: 0) { openTab = bytes.count + tab }
        bytes.append(contentsOf: part)
    }

    /// The item still arriving is whole: its bytes (a CR it ends in dropped with
    /// `droppingCarriageReturn`), nil when there are none (empty, or dropped for not fitting).
    /// `keep` false takes them out again (a header line); true counts them as an item.
    mutating func endItem(droppingCarriageReturn: Bool, keep: (ArraySlice<UInt8>) -> Bool) {
        defer {
            openTab = nil
            openRefused = false
            openCut = false
        }
        guard !openRefused else { return }
        let first = start(ends.count)
        if droppingCarriageReturn, bytes.count > first, bytes.last == 0x0D { bytes.removeLast() }
        guard bytes.count > first else { return }
        guard keep(bytes[first...]) else {
            bytes.removeSubrange(first...)
            return
        }
        tagEnds.append(UInt32(min(openTab ?? bytes.count, bytes.count)))
        ends.append(UInt32(bytes.count))
    }

    /// Adds one line, split at its first tab; false when it does not fit in 32-bit offsets.
    mutating func append<Bytes: Collection>(line: Bytes) -> Bool where Bytes.Element == UInt8 {
        guard line.count <= ItemStore.maxItemBytes else {
            cutItems += 1
            return append(line: line.prefix(Self.cut(line, at: ItemStore.maxItemBytes)))
        }
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

    /// Where a line too long is cut: at `limit` bytes, or up to three before it, so that what is
    /// dropped begins a character and a cut item is still the text it was.
    static func cut<Bytes: Collection>(_ line: Bytes, at limit: Int) -> Int where Bytes.Element == UInt8 {
        let first = max(0, limit - 3)
        let window = Array(line.dropFirst(first).prefix(limit - first + 1))
        var length = limit
        while length > first, length - first < window.count, window[length - first] & 0xC0 == 0x80 { length -= 1 }
        return length
    }
}
