import PopupCore

/// Keys on their way to the program: the decoder, what it holds back until a quiet time has passed
/// (a lone Esc, a paste whose end marker has not come), and the events read but not handled yet,
/// handled a batch at a time so that the terminal is read again between batches.
struct InputQueue {
    private var decoder = InputDecoder()
    /// When the decoder's held bytes have been quiet long enough to decide what they were.
    private(set) var holdDeadline: Double?
    /// Events read but not handled yet.
    private var backlog: [Event] = []
    private let presentation: Presentation

    /// The longest a batch of input events is handled before the terminal is read again.
    static let batchTime = 0.05

    init(_ presentation: Presentation) {
        self.presentation = presentation
    }

    /// Events wait to be handled.
    var isWaiting: Bool { !backlog.isEmpty }

    /// Takes the bytes read from the terminal at `now`, the dialog's clock then at `clock`.
    mutating func read(_ bytes: [UInt8], now: Double, clock: Double, in dialog: Dialog) {
        let events = decoder.feed(presentation.charset.decode(bytes))
        noteHold(now: now)
        enqueue([.tick(clock)] + events, in: dialog)
    }

    /// Decides what the held bytes were once their quiet time has passed.
    mutating func expire(now: Double, in dialog: Dialog) {
        guard let deadline = holdDeadline, now >= deadline else { return }
        let events = decoder.expire()
        noteHold(now: now)
        enqueue(events, in: dialog)
    }

    /// The events waiting, oldest first; none wait afterwards.
    mutating func takeAll() -> [Event] {
        defer { backlog = [] }
        return backlog
    }

    /// Events taken and not handled in their batch: they go first next time.
    mutating func putBack(_ events: ArraySlice<Event>) {
        backlog = Array(events) + backlog
    }

    /// Bytes the terminal sent as the dialog ends, decoded as they are (its replies).
    mutating func decodeAsItEnds(_ bytes: [UInt8]) -> [Event] {
        decoder.feed(bytes)
    }

    /// The quiet time the decoder's held bytes wait for, from now.
    private mutating func noteHold(now: Double) {
        let delay: Double?
        switch decoder.hold {
        case .untimed: delay = nil
        case .escape: delay = presentation.escapeDelay
        case .paste: delay = presentation.pasteDelay
        case .pasteEscape: delay = presentation.pasteEscapeDelay
        }
        holdDeadline = delay.map { now + $0 }
    }

    /// Queues events behind those not handled yet. An interrupt key (Ctrl-C, Ctrl-\) goes first,
    /// and what was queued before it is dropped: as a terminal's own Ctrl-C flushes what was
    /// typed and not yet read.
    private mutating func enqueue(_ events: [Event], in dialog: Dialog) {
        if let interrupt = events.firstIndex(where: { Update.interruptSignal($0, in: dialog) != nil }) {
            backlog = [events[interrupt]]
        } else {
            backlog += events
        }
    }
}
