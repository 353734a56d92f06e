/// The items of a list, all of them in one byte buffer with offsets: ten million lines cost their
/// bytes and twelve bytes each, not an object per line. Append-only: a copy of a `ListState`
/// that counted fewer items still sees exactly those, so snapshots need no copying.
///
/// Each item is a tag and an optional description. A line written `TAG<TAB>DESCRIPTION` is split
/// at its first tab; the tag is what the item answers with, in its original bytes.
public final class ItemStore: @unchecked Sendable {
    // Only the run loop appends, between events; readers see a count they were given (matching
    // threads read it while nothing appends).
    private var contents = ItemBytes()

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

    /// Drops every item and header line, for the items to be read afresh (fzf's `reload`): the
    /// one time the store is not only appended to, so every `ListState` counted over it is made
    /// again (`Update.listReplaced`). Only the run loop calls it, between events.
    public func removeAll() {
        contents = ItemBytes()
        headerLines = []
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
        contents.bytes.reserveCapacity(contents.bytes.count + min(count, Self.maxBytes))
    }

    /// Makes room for a stream of `count` bytes about to be read (up to `maxReserved`): the
    /// bytes, and offsets for lines of 16 bytes on average. Room not written to is never
    /// resident, so more than is used costs only address space; each doubling of a buffer millions
    /// of lines long would leave the old one behind in the heap, a peak as large as the items.
    public func reserve(streamOf count: Int) {
        let count = min(count, Self.maxReserved)
        contents.bytes.reserveCapacity(contents.bytes.count + count)
        contents.ends.reserveCapacity(contents.ends.count + count / 16)
        contents.tagEnds.reserveCapacity(contents.tagEnds.count + count / 16)
    }

    /// The longest an item may be (4 MiB): an endless line (`< /dev/zero`) is cut there, the rest
    /// of it dropped up to its end, so that memory stays bounded.
    public static let maxItemBytes = 4 << 20

    /// How many items were cut to `maxItemBytes`.
    public var cutItems: Int { contents.cutItems }

    private var jumpIndexes: [JumpIndex.Key: JumpIndex] = [:]

    /// The jump index for items' texts read as `key` says (made the first time it is asked for).
    public func jumpIndex(_ key: JumpIndex.Key) -> JumpIndex {
        if let index = jumpIndexes[key] { return index }
        let index = JumpIndex()
        jumpIndexes[key] = index
        return index
    }

    /// The most bytes room is made for ahead of a stream.
    public static let maxReserved = 1 << 30

    /// The address space `reserve(streamOf: count)` takes: the bytes and two offsets per 16 of them.
    public static func footprint(ofStream count: Int) -> Int {
        let count = min(count, maxReserved)
        return count + 2 * (count / 16) * MemoryLayout<UInt32>.stride
    }

    /// Makes room for a stream about to be read: `size` bytes when it is known (a file), else (a
    /// pipe) the most a stream is given room for. Room is address space until it is written, so a
    /// pipe's items cost what they hold; grown by doubling instead, a store millions of lines long
    /// would be copied whole at each step, the old copy and the new resident together (half as
    /// much memory again as the items, at the worst moment).
    public func reserve(stream size: Int?) {
        reserve(streamOf: size ?? Self.maxReserved)
    }

    /// How many items have been appended.
    public var count: Int { contents.ends.count }

    /// Adds one line, split at its first tab; false when the store is full.
    @discardableResult
    public func append<Bytes: Collection>(line: Bytes) -> Bool where Bytes.Element == UInt8 {
        if headerLines.count < headerCount {
            headerLines.append(Array(line.prefix(ListRow.maxBytes)))
            return true
        }
        return contents.append(line: line)
    }

    /// Appends the lines `produce` lends, one at a time, as `append(line:)` does each, with one
    /// access to the store for all of them: a streamed chunk's lines go in at the cost of their
    /// bytes. The store is not to be read until it returns.
    public func appendLines(_ produce: (_ add: (UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        var headerLeft = headerCount - headerLines.count
        var taken = ItemBytes()
        swap(&taken, &contents)
        defer { swap(&taken, &contents) }
        produce { line in
            if headerLeft > 0 {
                headerLines.append(Array(line.prefix(ListRow.maxBytes)))
                headerLeft -= 1
            } else {
                _ = taken.append(line: line)
            }
        }
    }

    /// True while an item's bytes are arriving in parts (`appendPart`) and its end has not come.
    public var hasOpenItem: Bool { contents.hasOpenItem }

    /// Adds bytes to the item still arriving (the first part begins it): a line longer than any
    /// read comes in parts, each copied once and searched once for the tab, so that its end costs
    /// nothing however long it is. A part that does not fit drops the whole item.
    public func appendPart(_ part: UnsafeBufferPointer<UInt8>) { contents.appendPart(part) }

    /// The item still arriving is whole: it is counted, split at its first tab (or it is a header
    /// line). A CR it ends in is dropped with `droppingCarriageReturn` (CR LF line ends); an empty
    /// item is nothing to pick.
    public func endItem(droppingCarriageReturn: Bool) {
        var header: [UInt8]?
        contents.endItem(droppingCarriageReturn: droppingCarriageReturn) { line in
            guard headerLines.count < headerCount else { return true }
            header = Array(line.prefix(ListRow.maxBytes))
            return false
        }
        if let header { headerLines.append(header) }
    }

    /// Adds one item from its parts; false when the store is full.
    @discardableResult
    public func append(tag: [UInt8], description: [UInt8]?) -> Bool {
        contents.append(tag: tag, description: description)
    }

    /// The item's length in bytes (tag, tab, description).
    public func lineLength(_ index: Int) -> Int {
        contents.ends.withUnsafeBufferPointer { ends in Int(ends[index]) - (index == 0 ? 0 : Int(ends[index - 1])) }
    }

    /// The whole item as given (tag, tab, description).
    public func lineBytes(_ index: Int) -> ArraySlice<UInt8> {
        let contents = contents
        return contents.bytes[contents.start(index)..<Int(contents.ends[index])]
    }

    /// The tag's original bytes: what the item answers with.
    public func tagBytes(_ index: Int) -> ArraySlice<UInt8> {
        let contents = contents
        return contents.bytes[contents.start(index)..<Int(contents.tagEnds[index])]
    }

    /// The description's bytes, nil when the item has none.
    public func descriptionBytes(_ index: Int) -> ArraySlice<UInt8>? {
        let contents = contents
        let tagEnd = Int(contents.tagEnds[index])
        let end = Int(contents.ends[index])
        return tagEnd < end ? contents.bytes[(tagEnd + 1)..<end] : nil
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
        contents.withLine(index, body)
    }

    /// Calls `body` with every item's bytes and where each ends (item `i` is from the end of
    /// `i - 1`, or 0, to `ends[i]`): for scans of many items at the cost of one look at the store.
    func withBuffers<R>(_ body: (_ bytes: UnsafeBufferPointer<UInt8>, _ ends: UnsafeBufferPointer<UInt32>) -> R) -> R {
        contents.withBuffers(body)
    }
}

extension ItemStore: Equatable {
    /// Stores are equal when they are the same store: a list is its source, not a copy of its text.
    public static func == (lhs: ItemStore, rhs: ItemStore) -> Bool { lhs === rhs }
}
