import PopupCore
import PopupKit
import PopupTTY

/// The caller's side while its tmux popup is open: waits for the guest to connect, passes on what
/// it writes, learns how the popup ended, and closes it when a signal asks us to end.
struct PopupRelay {
    private let tmux: ChildProcess
    private let listener: LocalSocket
    private let io: CommandIO
    private var connection: LocalSocket?
    private var decoder = PopupMessage.Decoder()
    private var shown: Shown?
    private var failure: Int32?
    private var clientEnded = false
    private var guestEnded = false
    private var signals: Int32 = -1

    init(tmux: ChildProcess, listener: LocalSocket, io: CommandIO) {
        self.tmux = tmux
        self.listener = listener
        self.io = io
    }

    /// How the popup ended; nil when the guest never came (tmux could not open the popup).
    /// `connected` runs once the guest is there; `closing` closes the popup by force.
    mutating func run(connected: () -> Void, closing: () -> Void) throws -> Shown? {
        signals = try SignalRelay.acquire()
        defer { SignalRelay.release() }
        var stopping: Int32?
        var giveUpAt: Double?
        // A popup whose guest has not come by then is not coming (tmux does not answer).
        let openingDeadline = MonotonicClock.now() + TmuxPopup.openingTimeout
        while true {
            let now = MonotonicClock.now()
            if stopping == nil, let signal = SignalRelay.pendingTermination {
                // Closing our end tells the guest to go; the popup closes with it. No guest yet:
                // nothing to wait for.
                stopping = signal
                giveUpAt = now + (connection == nil ? 0 : TmuxPopup.closingGrace)
                connection?.close()
                listener.close()
            }
            if connection == nil, stopping == nil, now >= openingDeadline { break }
            if clientEnded && (connection == nil || guestEnded || stopping != nil) { break }
            // The popup has closed: what the guest said last is on its way, or never comes. Or the
            // guest has gone: tmux closes its popup now, or it is closed by force.
            if (clientEnded || guestEnded) && giveUpAt == nil { giveUpAt = now + 0.5 }
            if let giveUpAt, now >= giveUpAt { break }
            var watched = [signals]
            if !clientEnded { watched.append(tmux.output.fd) }
            if stopping == nil { watched.append(connection.map { guestEnded ? -1 : $0.fd } ?? listener.fd) }
            let wake = giveUpAt ?? (connection == nil ? openingDeadline : nil)
            let ready = Poll.wait(watched.filter { $0 >= 0 }, timeout: wake.map { max(0, $0 - now) })
            _ = SignalRelay.drain()
            if !clientEnded, ready.readable.contains(tmux.output.fd) || ready.broken.contains(tmux.output.fd) {
                if tmux.output.read() == [] { clientEnded = true }
            }
            guard stopping == nil else { continue }
            if connection == nil, ready.readable.contains(listener.fd), let accepted = listener.accept() {
                connection = accepted
                connected()
            }
            if let connection, !guestEnded, ready.readable.contains(connection.fd) || ready.broken.contains(connection.fd) {
                try receive(from: connection)
            }
        }
        if !clientEnded {
            closing()
            tmux.end(grace: ChildProcess.helperGrace)
        }
        if let stopping { return Shown(outcome: .interrupted(signal: stopping)) }
        if let shown { return shown }
        if let failure { throw RelayedFailure(status: failure) }
        // Opened but gone without a word (killed): its terminal went away under it.
        return connection == nil ? nil : Shown(outcome: .interrupted(signal: SignalNumbers.hangup))
    }

    /// Done with tmux: our client of it is reaped (ended first if it still runs: one that ignores
    /// SIGTERM gets SIGKILL at once, for we answer signals within half a second).
    func close() {
        connection?.close()
        listener.close()
        tmux.end(grace: ChildProcess.helperGrace)
    }

    private mutating func receive(from connection: LocalSocket) throws {
        while let bytes = connection.receive() {
            if bytes.isEmpty {
                guestEnded = true
                return
            }
            for message in decoder.feed(bytes) {
                switch message {
                case .output(let bytes): try io.writeStdout(bytes: bytes)
                case .error(let text): io.writeStderr(text)
                case .shown(let outcome, let progress): shown = Shown(outcome: outcome, progress: progress)
                case .failed(let status): failure = status
                }
            }
            if decoder.isBroken { guestEnded = true }
        }
    }
}
