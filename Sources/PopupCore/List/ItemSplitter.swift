/// Cuts a byte stream into list items, a chunk at a time: one item per line (LF or CR LF) or, for
/// `find -print0`, per NUL. A line cut between two chunks is kept until its end arrives. Empty
/// items are skipped: a blank line is nothing to pick.
public struct ItemSplitter: Sendable {
    private let separator: UInt8
    private var partial: [UInt8] = []
    /// The first bytes are checked for a byte-order mark (editors on Windows write one).
    private var started = false
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A splitter at newlines, or at NULs when `nulSeparated`.
    public init(nulSeparated: Bool = false) {
        separator = nulSeparated ? 0 : 0x0A
    }

    /// Appends the whole items in `chunk` to `store`; keeps an unfinished last one. Returns false
    /// once the store is full.
    @discardableResult
    public mutating func feed(_ chunk: [UInt8], into store: ItemStore) -> Bool {
        var chunk = chunk
        if !started {
            chunk = partial + chunk
            partial = []
            if chunk.count < Self.byteOrderMark.count && Self.byteOrderMark.starts(with: chunk) {
                partial = chunk
                return true
            }
            started = true
            if chunk.starts(with: Self.byteOrderMark) { chunk.removeFirst(Self.byteOrderMark.count) }
        }
        var start = 0
        while let end = chunk[start...].firstIndex(of: separator) {
            if partial.isEmpty {
                guard add(chunk[start..<end], to: store) else { return false }
            } else {
                partial += chunk[start..<end]
                guard add(partial[...], to: store) else { return false }
                partial.removeAll(keepingCapacity: true)
            }
            start = end + 1
        }
        partial += chunk[start...]
        return true
    }

    /// The input ended: its last item needs no separator after it.
    @discardableResult
    public mutating func finish(into store: ItemStore) -> Bool {
        defer { partial = [] }
        if !started && partial == Self.byteOrderMark { return true }
        return add(partial[...], to: store)
    }

    private func add(_ line: ArraySlice<UInt8>, to store: ItemStore) -> Bool {
        var line = line
        if separator == 0x0A, line.last == 0x0D { line = line.dropLast() }
        guard !line.isEmpty else { return true }
        return store.append(line: line)
    }
}
