import PopupCore
import PopupTTY

/// The one place a terminal waits: its own descriptor (keys, or typed lines), the relayed signals
/// (handed over before anything else; SIGCHLD goes to the preview runner), a data input (a
/// progress box's stdin, a command's output, arriving items), a program's progress updates, and
/// the preview command's output.
final class EventSources {
    private let signalFD: Int32?
    private var queuedSignals: [Int32] = []
    /// The data input watched until it ends.
    var data: DataInput?
    /// The updates watched until their `.end`.
    var feed: ProgressFeed?
    private let previews = PreviewRunner()
    /// What the preview runner reported and `wait` has not handed over yet.
    private var previewInputs: [TerminalInput] = []

    /// What a wait came to: the terminal's descriptor is ready (readable, or hung up), or an input.
    enum Ready {
        case device(readable: Bool, broken: Bool)
        case input(TerminalInput)
    }

    /// Relays signals (`SignalRelay.acquire`) until it goes away, when it can.
    init() {
        signalFD = try? SignalRelay.acquire()
    }

    deinit {
        if signalFD != nil { SignalRelay.release() }
    }

    /// Signals are relayed to the waits.
    var relaysSignals: Bool { signalFD != nil }

    /// A relayed signal not handed over yet, oldest first.
    func nextSignal() -> Int32? {
        takeSignals()
        return queuedSignals.isEmpty ? nil : queuedSignals.removeFirst()
    }

    /// Waits at most `timeout` seconds (nil: for ever) for a signal, `device` (when given), the
    /// previews, the data and the updates, in that order of precedence.
    func wait(device: Int32?, timeout: Double?) -> Ready {
        if let signal = nextSignal() { return .input(.signal(signal)) }
        if !previewInputs.isEmpty { return .input(previewInputs.removeFirst()) }
        let watched = (data.map { [$0.fd] } ?? []) + (feed.map { [$0.descriptor] } ?? []) + (previews.descriptor.map { [$0] } ?? [])
        let ready = Poll.wait((device.map { [$0] } ?? []) + (signalFD.map { [$0] } ?? []) + watched, timeout: timeout)
        if let signal = nextSignal() { return .input(.signal(signal)) }
        if let device, ready.readable.contains(device) || ready.broken.contains(device) {
            return .device(readable: ready.readable.contains(device), broken: ready.broken.contains(device))
        }
        // Before the items: a preview's few lines must not wait for a million of them to be read.
        if let fd = previews.descriptor, ready.readable.contains(fd) || ready.broken.contains(fd) {
            previewInputs += previews.read()
            if !previewInputs.isEmpty { return .input(previewInputs.removeFirst()) }
        }
        if let data, ready.readable.contains(data.fd) || ready.broken.contains(data.fd) {
            guard let bytes = data.read() else { return .input(.timeout) }
            if bytes.isEmpty { self.data = nil }
            return .input(bytes.isEmpty ? .dataEnded : .data(bytes))
        }
        if let feed, ready.readable.contains(feed.descriptor) {
            let updates = feed.take()
            if updates.contains(.end) { self.feed = nil }
            return .input(updates.isEmpty ? .timeout : .progress(updates))
        }
        return .input(previewInputs.isEmpty ? .timeout : previewInputs.removeFirst())
    }

    /// Stops the preview command that runs and starts `request`'s (see `PreviewRunner`); nil
    /// stops every one, waiting until they are reaped.
    func preview(_ request: PreviewRequest?) {
        // What the last command said and was not handed over is of no use now.
        previewInputs = []
        previewInputs += previews.run(request)
        if request == nil { previews.stopAll() }
    }

    /// Stops every preview command, waiting until they are reaped.
    func stopPreviews() {
        previews.stopAll()
    }

    /// Relayed signals into the queue; SIGCHLD is the preview runner's, never handed over.
    private func takeSignals() {
        let signals = SignalRelay.drain()
        if signals.contains(SignalNumbers.childEnded) { previewInputs += previews.childEnded() }
        queuedSignals += signals.filter { $0 != SignalNumbers.childEnded }
    }
}
