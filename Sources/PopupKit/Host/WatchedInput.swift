import PopupCore

/// The input a host reads besides the keys or lines, its bytes made events for the program: a
/// list's arriving items into its store (`ItemReader`), anything else (a progress box's lines, a
/// command's output, a followed file) as data on the dialog's clock. The one place a read that
/// failed is told from an end.
struct WatchedInput {
    /// Nil: nothing is read besides the keys or lines.
    let input: DataInput?
    /// The arriving items' reader; nil when the data is not items.
    private var items: ItemReader?

    init(_ input: DataInput?, items: ItemReader? = nil) {
        self.input = input
        self.items = items
    }

    /// Bytes of the input, read at `clock` on the dialog's clock.
    mutating func take(_ bytes: [UInt8], clock: Double) -> Event {
        items?.take(bytes) ?? .data(bytes, at: clock)
    }

    /// The input ended at `clock`; throws `PopupError.unreadable` when a read failed instead.
    mutating func ended(clock: Double) throws -> Event {
        if let failure = PopupError.failure(of: input) { throw failure }
        return items?.finish() ?? .dataEnded(at: clock)
    }
}
