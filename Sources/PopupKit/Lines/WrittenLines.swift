import PopupTTY

/// The surface plain progress runs on: its input read (with the signals) as the box would read
/// it, its lines handed to `write` (a line terminal, a log), its time from `clock`. Nothing is
/// typed to it.
final class WrittenLines: LineSurface {
    private let sources = EventSources()
    private let writer: (String) -> Void
    private let clock: () -> Double

    /// Reads `input` to its end; lines go to `write`, seconds come from `clock`.
    init(_ input: DataInput, clock: @escaping () -> Double, write: @escaping (String) -> Void) {
        sources.data = input
        self.clock = clock
        writer = write
    }

    func next(timeout: Double?) throws -> LineSurfaceInput {
        guard case .input(let input) = sources.wait(device: nil, timeout: timeout) else { return .timeout }
        switch input {
        case .signal(let signal): return .signal(signal)
        case .data(let bytes): return .data(bytes)
        case .dataEnded: return .dataEnded
        default: return .timeout
        }
    }

    func write(_ text: String) throws { writer(text) }
    func setEcho(_ on: Bool) {}
    func discardUnreadInput() {}
    func stop() { JobControl.suspend() }
    func now() -> Double { clock() }
}
