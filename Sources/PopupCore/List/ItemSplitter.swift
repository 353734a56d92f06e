/// Cuts a byte stream into list items, a chunk at a time (`LineSplitter`, with no cap short of
/// what a store holds): one item per line (LF or CR LF) or, for `find -print0`, per NUL. Empty
/// items are skipped (a blank line is nothing to pick), and so is a leading byte-order mark.
public struct ItemSplitter: Sendable {
    private var lines: LineSplitter
    /// The first bytes are checked for a byte-order mark (editors on Windows write one).
    private var started = false
    private var head: [UInt8] = []
    private static let byteOrderMark = InputText.byteOrderMark

    /// A splitter at newlines, or at NULs when `nulSeparated`.
    public init(nulSeparated: Bool = false) {
        lines = LineSplitter(cap: Int(Int32.max), separator: nulSeparated ? 0 : 0x0A)
    }

    /// Appends the whole items in `chunk` to `store`; keeps an unfinished last one.
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
        store.appendLines { add in lines.split(chunk) { line in if !line.isEmpty { add(line) } } }
    }

    /// The input ended: its last item needs no separator after it.
    public mutating func finish(into store: ItemStore) {
        if !started && !head.starts(with: Self.byteOrderMark) {
            lines.split(head) { _ in }
        }
        head = []
        lines.finish { line in if !line.isEmpty { store.append(line: line) } }
    }
}
