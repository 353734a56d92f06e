/// The items of a list, all of them in one byte buffer with offsets: ten million lines cost their
/// bytes and twelve bytes each, not an object per line. Append-only: a copy of a `ListState`
/// that counted fewer items still sees exactly those, so snapshots need no copying.
///
/// Each item is a tag and an optional description. A line written `TAG<TAB>DESCRIPTION` is split
/// at its first tab; the tag is what the item answers with, in its original bytes.
public final class ItemStore: @unchecked Sendable {
    // Only the run loop appends, between events; readers see a count they were given.
    private var bytes: [UInt8] = []
    private var ends: [UInt32] = []
    private var tagEnds: [UInt32] = []
    /// The item still arriving (`appendPart`): its bytes follow the last whole item's, unseen and
    /// uncounted until `endItem`, and where its first tab is once one came.
    private var openTab: Int?
    /// The item still arriving did not fit: the rest of it is dropped up to its end.
    private var openRefused = false

    /// The most bytes a store holds (offsets are 32-bit); items past it are refused.
    public static let maxBytes = Int(UInt32.max) - 1

    /// The first lines appended, kept apart as a header (never items).
    public private(set) var headerLines: [[UInt8]] = []
    private let headerCount: Int

    /// An empty store.
    public convenience init() { self.init(headerLines: 0) }

    /// An empty store whose first `headerLines` lines are a header, not items (`--header-lines`).
    public init(headerLines: Int) {
        headerCount = max(0, headerLines)
    }

    /// A store of these lines, each split at its first tab.
    public convenience init(lines: [String]) {
        self.init()
        for line in lines { append(line: Array(line.utf8)) }
    }

    /// A store of (tag, description) pairs, as whiptail and dialog give them.
    public convenience init(pairs: [(tag: String, description: String?)]) {
        self.init()
        for pair in pairs { append(tag: Array(pair.tag.utf8), description: pair.description.map { Array($0.utf8) }) }
    }

    /// Makes room for `count` more bytes at once, when the size is known (a file read whole), so
    /// the buffer is not copied as it doubles.
    public func reserve(bytes count: Int) {
        bytes.reserveCapacity(self.bytes.count + min(count, Self.maxBytes))
    }

    /// How many items have been appended.
    public var count: Int { ends.count }

    /// Adds one line, split at its first tab; false when the store is full.
    @discardableResult
    public func append<Bytes: Collection>(line: Bytes) -> Bool where Bytes.Element == UInt8 {
        if headerLines.count < headerCount {
            headerLines.append(Array(line.prefix(ListRow.maxBytes)))
            return true
        }
        guard bytes.count + line.count < Self.maxBytes else { return false }
        let start = bytes.count
        bytes.append(contentsOf: line)
        let tab = bytes[start...].firstIndex(of: 0x09) ?? bytes.count
        tagEnds.append(UInt32(tab))
        ends.append(UInt32(bytes.count))
        return true
    }

    /// Adds one item from its parts; false when the store is full.
    @discardableResult
    public func append(tag: [UInt8], description: [UInt8]?) -> Bool {
        let size = tag.count + (description.map { $0.count + 1 } ?? 0)
        guard bytes.count + size < Self.maxBytes else { return false }
        bytes.append(contentsOf: tag)
        tagEnds.append(UInt32(bytes.count))
        if let description {
            bytes.append(0x09)
            bytes.append(contentsOf: description)
        }
        ends.append(UInt32(bytes.count))
        return true
    }

    /// True while an item's bytes are arriving in parts (`appendPart`) and its end has not come.
    public var hasOpenItem: Bool { bytes.count > start(count) || openRefused }

    /// Adds bytes to the item still arriving (the first part begins it): a line longer than any
    /// read comes in parts, each copied once and searched once for the tab, so that its end costs
    /// nothing however long it is. A part that does not fit drops the whole item.
    public func appendPart(_ part: UnsafeBufferPointer<UInt8>) {
        guard !openRefused, !part.isEmpty else { return }
        guard bytes.count + part.count < Self.maxBytes else {
            bytes.removeSubrange(start(count)...)
            openTab = nil
            openRefused = true
            return
        }
        if openTab == nil, let tab = LineSplitter.next(0x09, in: part, from: 0) { openTab = bytes.count + tab }
        bytes.append(contentsOf: part)
    }

    /// The item still arriving is whole: it is counted, split at its first tab. A CR it ends in is
    /// dropped with `droppingCarriageReturn` (CR LF line ends); an empty item is nothing to pick.
    public func endItem(droppingCarriageReturn: Bool) {
        defer {
            openTab = nil
            openRefused = false
        }
        guard !openRefused else { return }
        let first = start(count)
        if droppingCarriageReturn, bytes.count > first, bytes.last == 0x0D { bytes.removeLast() }
        guard bytes.count > first else { return }
        if headerLines.count < headerCount {
            headerLines.append(Array(bytes[first..<min(bytes.count, first + ListRow.maxBytes)]))
            bytes.removeSubrange(first...)
            return
        }
        tagEnds.append(UInt32(min(openTab ?? bytes.count, bytes.count)))
        ends.append(UInt32(bytes.count))
    }

    private func start(_ index: Int) -> Int { index == 0 ? 0 : Int(ends[index - 1]) }

    /// The item's length in bytes (tag, tab, description).
    public func lineLength(_ index: Int) -> Int { Int(ends[index]) - start(index) }

    /// The whole item as given (tag, tab, description).
    public func lineBytes(_ index: Int) -> ArraySlice<UInt8> { bytes[start(index)..<Int(ends[index])] }

    /// The tag's original bytes: what the item answers with.
    public func tagBytes(_ index: Int) -> ArraySlice<UInt8> { bytes[start(index)..<Int(tagEnds[index])] }

    /// The description's bytes, nil when the item has none.
    public func descriptionBytes(_ index: Int) -> ArraySlice<UInt8>? {
        let tagEnd = Int(tagEnds[index])
        let end = Int(ends[index])
        return tagEnd < end ? bytes[(tagEnd + 1)..<end] : nil
    }

    /// The tag as text (invalid UTF-8 as U+FFFD), not yet sanitised.
    public func tag(_ index: Int) -> String { String(decoding: tagBytes(index), as: UTF8.self) }

    /// The description as text, nil when the item has none.
    public func description(_ index: Int) -> String? { descriptionBytes(index).map { String(decoding: $0, as: UTF8.self) } }

    /// The first item whose tag is exactly `tag`, among the first `count` items.
    public func index(ofTag tag: String, in count: Int? = nil) -> Int? {
        let wanted = Array(tag.utf8)
        for index in 0..<min(count ?? self.count, self.count) where tagBytes(index).elementsEqual(wanted) {
            return index
        }
        return nil
    }

    /// For each of `tags`, the first item whose tag is exactly it (nil when none is), among the
    /// first `count` items: one pass over the items however many tags are asked for.
    public func indices(ofTags tags: [String], in count: Int? = nil) -> [Int?] {
        let wanted = Set(tags.map { Array($0.utf8)[...] })
        var found: [ArraySlice<UInt8>: Int] = [:]
        for index in 0..<min(count ?? self.count, self.count) where found.count < wanted.count {
            let tag = tagBytes(index)
            if found[tag] == nil, wanted.contains(tag) { found[tag] = index }
        }
        return tags.map { found[Array($0.utf8)[...]] }
    }

    /// Calls `body` with the raw buffer and an item's range, for scans that must not copy.
    func withLine<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let range = start(index)..<Int(ends[index])
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }
}

extension ItemStore: Equatable {
    /// Stores are equal when they are the same store: a list is its source, not a copy of its text.
    public static func == (lhs: ItemStore, rhs: ItemStore) -> Bool { lhs === rhs }
}
