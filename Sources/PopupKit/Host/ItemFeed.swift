import PopupCore
import PopupTTY

/// Where a list's items come from, decided once from its input: all of them in the list's store
/// already, or still arriving from an input (stdin, a file) that the host reads while the dialog
/// is shown, a line each, until it ends. Whether a list streams is this, and nothing else.
public struct ItemFeed: Sendable {
    /// The input the items still to come are read from; nil when they are all in.
    public let input: DataInput?
    /// The bytes left to read when that input is a regular file (`< file`, `--items-from FILE`):
    /// the store makes room for them once, as the host starts reading.
    public let size: Int?

    /// Every item is in the store.
    public static let complete = ItemFeed(input: nil, size: nil)

    /// The items still arrive from `input`; its size is taken now, before any of it is read.
    public static func arriving(from input: DataInput) -> ItemFeed {
        ItemFeed(input: input, size: input.bytesLeftInFile)
    }

    /// Items are still arriving as the dialog opens.
    public var isArriving: Bool { input != nil }

    /// Reads the items still to come now, to the input's end, into `store` (cut at line breaks,
    /// or at NULs): for a list that is not shown while they arrive. Throws the read's error.
    public func readToEnd(into store: ItemStore, nulSeparated: Bool) throws {
        guard let input else { return }
        var reader = ItemReader(into: store, nulSeparated: nulSeparated, feed: self)
        try input.readToEnd { _ = reader.take($0) }
        _ = reader.finish()
    }
}
