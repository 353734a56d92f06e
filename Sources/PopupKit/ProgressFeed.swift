import PopupCore
import PopupTTY
import Synchronization

/// The typed updates a program sends its progress box (`ProgressPopup`), from the program's thread
/// to the box's: a locked queue, one entry per call, and a descriptor that is readable exactly while
/// the queue holds any, for the run loop's poll. Sending never waits on the box or its screen.
public final class ProgressFeed: Sendable {
    private let queue = Mutex<(calls: [[ProgressUpdate]], open: Bool)>(([], true))
    /// Holds one byte while `calls` is not empty, none while it is: a write never finds it full
    /// and a read never waits.
    private let wake: DataPipe

    init() throws {
        wake = try DataPipe()
    }

    /// Readable while updates wait to be taken: poll it with the terminal.
    public var descriptor: Int32 { wake.input.fd }

    /// Queues the updates of one call; false once the box is gone (`close`): time to stop the work.
    func send(_ updates: [ProgressUpdate]) -> Bool {
        queue.withLock { queue in
            guard queue.open else { return false }
            if queue.calls.isEmpty && !wake.write([1]) {
                queue.open = false
                return false
            }
            queue.calls.append(updates)
            return true
        }
    }

    /// False once the box is gone.
    var isOpen: Bool { queue.withLock { $0.open } }

    /// The box is gone: what is sent from now on is dropped, and `send` says so.
    func close() {
        queue.withLock { $0.open = false }
    }

    /// Every update sent and not yet taken, oldest first; none when nothing waits.
    public func take() -> [ProgressUpdate] {
        queue.withLock { queue in
            guard !queue.calls.isEmpty else { return [] }
            let updates = queue.calls.flatMap { $0 }
            queue.calls.removeAll()
            consumeWakeByte()
            return updates
        }
    }

    /// The updates of the oldest call not yet taken, waiting for one at most `seconds` of real
    /// time; nil when none came (a terminal in memory takes one call per scripted step).
    public func next(waitingAtMost seconds: Double) -> [ProgressUpdate]? {
        let deadline = MonotonicClock.now() + seconds
        while true {
            let left = deadline - MonotonicClock.now()
            guard left > 0 else { return nil }
            // Woken early by a signal, it just waits again for what is left.
            guard Poll.wait([descriptor], timeout: left).readable.contains(descriptor) else { continue }
            let call: [ProgressUpdate]? = queue.withLock { queue in
                guard !queue.calls.isEmpty else { return nil }
                let call = queue.calls.removeFirst()
                if queue.calls.isEmpty { consumeWakeByte() }
                return call
            }
            if let call { return call }
        }
    }

    /// Reads the one byte `send` wrote, called with the lock held and the queue just emptied.
    private func consumeWakeByte() {
        // nil: a signal came first; the byte is still there.
        while wake.input.read() == nil {}
    }
}
