import PopupCore

/// The host's end of an arriving `ItemFeed`: the input's bytes cut into items (at line breaks, or
/// at NULs) in the list's store, each chunk told to the program as `Event.listGrew`.
struct ItemReader {
    private let store: ItemStore
    private var splitter: ItemSplitter

    /// Reads into `list`'s store; room for a file's worth of items is made at once, so the
    /// store's buffers are not copied as they double.
    init(_ list: ListSpec, feed: ItemFeed) {
        store = list.items
        splitter = ItemSplitter(nulSeparated: list.nulSeparated)
        if let size = feed.size { store.reserve(streamOf: size) }
    }

    /// Takes a chunk of the input.
    mutating func take(_ bytes: [UInt8]) -> Event {
        splitter.feed(bytes, into: store)
        return .listGrew(count: store.count, finished: false)
    }

    /// The input ended: an unfinished last line is an item too.
    mutating func finish() -> Event {
        splitter.finish(into: store)
        return .listGrew(count: store.count, finished: true)
    }
}
