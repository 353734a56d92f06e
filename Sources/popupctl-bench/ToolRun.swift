/// One run of one tool: started in a pseudo-terminal, watched until its first frame, then driven
/// key by key. Every time is taken from the moments output arrived at the terminal.
final class ToolRun {
    let process: PtyProcess
    /// Silence that ends a frame: the output has gone quiet for this long.
    let quiet: Double
    private var scanner: OutputScanner
    private(set) var totalBytes = 0
    private var arrivals: [(at: Double, count: Int)] = []
    /// Everything the program wrote, kept when asked for (`--trace`).
    private(set) var transcript: [UInt8]?

    /// `keepsScreen`: follow what the terminal shows, for `wait(until:shows:)` and `respond(to:until:)`.
    init(_ launch: Launch, marker: String, quiet: Double, keepTranscript: Bool = false, keepsScreen: Bool = false) throws {
        scanner = OutputScanner(marker: marker, columns: launch.columns, rows: launch.rows)
        if keepsScreen { scanner.screen = Screen(columns: launch.columns, rows: launch.rows) }
        self.quiet = quiet
        transcript = keepTranscript ? [] : nil
        process = try PtyProcess(launch)
    }

    var markerShown: Bool { scanner.markerCount > 0 }

    /// What the terminal shows, when followed (`keepsScreen`).
    var screen: Screen? { scanner.screen }

    /// Waits for the marker, then for `quiet` seconds without output: the first complete frame.
    /// Seconds from exec to the last byte before the silence, and every byte up to it; nil when
    /// the marker does not show within `timeout` or the program ends first.
    func firstFrame(timeout: Double = 10) -> Span? {
        let deadline = process.started + timeout
        var last: Double?
        while true {
            var until = deadline
            if markerShown, let last { until = min(deadline, last + quiet) }
            switch pump(until: until) {
            case .output(_, let at):
                last = at
            case .exited:
                return nil
            case .timeout:
                guard markerShown, let last, Monotonic.now() >= last + quiet else {
                    if Monotonic.now() >= deadline { return nil }
                    continue
                }
                return Span(seconds: last - process.started, bytes: totalBytes, bursts: bursts(from: 0))
            }
        }
    }

    /// Types a key and waits for what it redraws: the first byte within `timeout`, then `quiet`
    /// seconds of silence. Seconds from the key to the last byte; nil when nothing was redrawn.
    func respond(to key: Key, timeout: Double = 2) -> Span? {
        let before = totalBytes
        let firstArrival = arrivals.count
        let sent = type(key)
        var last: Double?
        while true {
            switch pump(until: last.map { $0 + quiet } ?? sent + timeout) {
            case .output(_, let at):
                last = at
            case .exited, .timeout:
                guard let last else { return nil }
                return Span(seconds: last - sent, bytes: totalBytes - before, bursts: bursts(from: firstArrival))
            }
        }
    }

    /// Waits until the screen shows what `shows` looks for (`keepsScreen` must be on): the moment
    /// the output that completed it arrived; nil when it does not by `deadline` or the program ends.
    func wait(until deadline: Double, shows: (Screen) -> Bool) -> Double? {
        guard let screen = scanner.screen else { return nil }
        if shows(screen) { return Monotonic.now() }
        while true {
            switch pump(until: deadline) {
            case .output(_, let at):
                if let screen = scanner.screen, shows(screen) { return at }
            case .exited, .timeout:
                return nil
            }
        }
    }

    /// Types a key and waits until the screen shows what `shows` looks for: seconds from the key to
    /// the output that completed it (not to a silence: a tool still reading keeps drawing).
    func respond(to key: Key, timeout: Double, until shows: (Screen) -> Bool) -> Span? {
        let before = totalBytes
        let firstArrival = arrivals.count
        let sent = type(key)
        guard let at = wait(until: sent + timeout, shows: shows) else { return nil }
        return Span(seconds: at - sent, bytes: totalBytes - before, bursts: bursts(from: firstArrival))
    }

    /// Types `text` in one write, as a terminal sends quick keys, and waits until the screen shows
    /// what `shows` looks for: seconds from the keys to the output that completed it.
    func respond(typing text: String, timeout: Double, until shows: (Screen) -> Bool) -> Span? {
        let before = totalBytes
        let firstArrival = arrivals.count
        let sent = Monotonic.now()
        process.send(Array(text.utf8))
        guard let at = wait(until: sent + timeout, shows: shows) else { return nil }
        return Span(seconds: at - sent, bytes: totalBytes - before, bursts: bursts(from: firstArrival))
    }

    /// Types a key and waits for the program to end: seconds from the key to its exit.
    func exit(after key: Key, timeout: Double = 5) -> Double? {
        let sent = type(key)
        while true {
            switch pump(until: sent + timeout) {
            case .output:
                continue
            case .exited:
                return process.exitTime.map { $0 - sent }
            case .timeout:
                return nil
            }
        }
    }

    /// Waits for the program to end by itself: seconds from exec to its exit, and every byte it
    /// wrote; nil when it still runs after `timeout` seconds.
    func untilExit(timeout: Double) -> Span? {
        let deadline = process.started + timeout
        while true {
            switch pump(until: deadline) {
            case .output:
                continue
            case .exited:
                guard let end = process.exitTime else { return nil }
                return Span(seconds: end - process.started, bytes: totalBytes, bursts: bursts(from: 0))
            case .timeout:
                return nil
            }
        }
    }

    /// Ends the program if it still runs; returns its peak resident memory in bytes (nil when
    /// it had already ended).
    @discardableResult
    func finish() -> Int? {
        process.terminate()
        return process.peakResident
    }

    private func type(_ key: Key) -> Double {
        let now = Monotonic.now()
        process.send(key.bytes(applicationCursorKeys: scanner.applicationCursorKeys))
        return now
    }

    /// Reads one event and answers the queries in it as a terminal would.
    private func pump(until deadline: Double) -> PtyProcess.Event {
        let event = process.next(until: deadline)
        if case .output(let bytes, let at) = event {
            totalBytes += bytes.count
            arrivals.append((at, bytes.count))
            transcript?.append(contentsOf: bytes)
            let replies = scanner.feed(bytes)
            if !replies.isEmpty { process.send(replies) }
        }
        return event
    }

    private func bursts(from first: Int) -> Int {
        var count = 0
        var previous: Double?
        for arrival in arrivals[first...] {
            if previous.map({ arrival.at - $0 > Span.burstGap }) ?? true { count += 1 }
            previous = arrival.at
        }
        return count
    }
}
