/// Cuts a byte stream into list items, a chunk at a time: one item per line (LF or CR LF) or,
/// for `find -print0`, per NUL. Empty items are skipped (a blank line is nothing to pick), and so
/// is a leading byte-order mark. A chunk's whole lines go into the store in one access to it
/// (`ItemStore.appendLines`); a line the chunk does not end is handed over in parts
/// (`ItemStore.appendPart`), so a line of a gigabyte is copied once, as it arrives, never held
/// apart and copied again at its end.
public struct ItemSplitter: Sendable {
    private let separator: UInt8
    /// The first bytes are checked for a byte-order mark (editors on Windows write one).
    private var started = false
    private var head: [UInt8] = []
    private static let byteOrderMark = InputText.byteOrderMark

    /// A splitter at newlines, or at NULs when `nulSeparated`.
    public init(nulSeparated: Bool = false) {
        separator = nulSeparated ? 0 : 0x0A
    }

    /// Appends the whole items in `chunk` to `store`, and the start of an unfinished last one.
    public mutating func feed(_ chunk: [UInt8], into store: ItemStore) {
        var chunk = chunk
        if !started {
            chunk = head + chunk
            head = []
            if chunk.count < Self.byteOrderMark.count && Self.byteOrderMark.starts(with: chunk) {
                head = chunk
                return
            }
            started = true
            if chunk.starts(with: Self.byteOrderMark) { chunk.removeFirst(Self.byteOrderMark.count) }
        }
        let separator = separator
        let dropsCarriageReturn = dropsCarriageReturn
        chunk.withUnsafeBufferPointer { buffer in
            var start = 0
            if store.hasOpenItem {
                // The rest of the line an earlier chunk began, up to its end if this chunk has it.
                guard let end = LineSplitter.next(separator, in: buffer, from: 0) else {
                    store.appendPart(buffer)
                    return
                }
                store.appendPart(UnsafeBufferPointer(rebasing: buffer[..<end]))
                store.endItem(droppingCarriageReturn: dropsCarriageReturn)
                start = end + 1
            }
            store.appendLines { add in
                while let end = LineSplitter.next(separator, in: buffer, from: start) {
                    let line = UnsafeBufferPointer(rebasing: buffer[start..<end])
                    let kept = dropsCarriageReturn && line.last == 0x0D ? UnsafeBufferPointer(rebasing: line.dropLast()) : line
                    if !kept.isEmpty { add(kept) }
                    start = end + 1
                }
            }
            if start < buffer.count { store.appendPart(UnsafeBufferPointer(rebasing: buffer[start...])) }
        }
    }

    /// The input ended: its last item needs no separator after it.
    public mutating func finish(into store: ItemStore) {
        if !started, !head.isEmpty {
            // A few bytes that only began like a byte-order mark: an item after all.
            let bytes = head
            head = []
            started = true
            feed(bytes, into: store)
        }
        if store.hasOpenItem { store.endItem(droppingCarriageReturn: dropsCarriageReturn) }
    }

    /// A CR before an LF is part of the line end, not of the item.
    private var dropsCarriageReturn: Bool { separator == 0x0A }
}
