import PopupCore
import PopupTTY

/// The reading end of an arriving `ItemFeed`: the input's bytes cut into items (at line breaks,
/// or at NULs) in the list's store, each chunk told to the program as `Event.listGrew`. The one
/// place room is made for a feed's items.
struct ItemReader {
    private let store: ItemStore
    private var splitter: ItemSplitter

    /// Reads into `store`; room for the feed's items is made at once (`ItemStore.reserve(stream:)`)
    /// where it can be had, so the store's buffers are not copied as they double.
    init(into store: ItemStore, nulSeparated: Bool, feed: ItemFeed) {
        self.store = store
        splitter = ItemSplitter(nulSeparated: nulSeparated)
        // Room ahead only where the address space allows it (`ulimit -v`, strict overcommit):
        // otherwise the buffers grow as the items come.
        let room = min(feed.size ?? ItemStore.maxReserved, ItemStore.maxReserved)
        if AddressSpace.canReserve(ItemStore.footprint(ofStream: room)) { store.reserve(stream: feed.size) }
    }

    /// Reads into `list`'s store.
    init(_ list: ListSpec, feed: ItemFeed) {
        self.init(into: list.items, nulSeparated: list.nulSeparated, feed: feed)
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
