import PopupCore
import PopupTTY

/// The channel a wrapped command reports its progress on (`POPUPCTL_PROGRESS_FD`), apart from
/// its output, which is only shown: its lines read as stdin-fed progress is (`N`, `N%`, `# text`,
/// `XXX` blocks), each change sent to the box as a typed update. It is read on a thread of its
/// own, as long as the command (or what it left running) holds it open; never joined, since a
/// background job may hold it for ever: what it reads once the box is gone is dropped.
enum ProgressChannel {
    /// Starts reading `input` into `feed`.
    static func start(_ input: DataInput, into feed: ProgressFeed) throws {
        _ = try Worker {
            var state = ProgressState()
            var clock = 0.0
            var sent: (percent: Double?, message: String?) = (nil, nil)
            while true {
                guard let bytes = input.read() else { continue }
                clock += 1
                if bytes.isEmpty { state.flush(at: clock) } else { state.consume(bytes, at: clock) }
                var updates: [ProgressUpdate] = []
                if let percent = state.percent, percent != sent.percent { updates.append(.percent(percent)) }
                if let message = state.message, message != sent.message { updates.append(.message(message)) }
                sent = (state.percent, state.message)
                if !updates.isEmpty, !feed.send(updates) { return }
                if bytes.isEmpty { return }
            }
        }
    }
}
