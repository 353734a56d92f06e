/// Everything a progress box knows of its input: changed only through `update`, which hands it
/// the bytes as they arrive (stdin, or a command's output) or a program's typed updates.
public struct ProgressState: Sendable, Equatable {
    /// The percentage, 0–100; nil until one arrives (the bar is indeterminate until then).
    public private(set) var percent: Double?
    /// The message that replaced the dialog's own (`# text` or an `XXX` block); nil keeps it.
    public private(set) var message: String?
    /// The newest lines of other output, oldest first, sanitised; at most `capacity`.
    public private(set) var tail: [String] = []
    /// The input has ended.
    public private(set) var ended = false
    /// The box keeps rows for the output's tail before any arrives (inline, where it cannot grow).
    public var reservesTail = false
    /// Output lines seen in all, percentages and messages aside.
    public private(set) var outputLineCount = 0
    /// When a percentage first arrived (or last went down), and what it was: the estimate's base.
    private var baseline: (clock: Double, percent: Double)?
    /// When the current percentage arrived.
    private var percentClock = 0.0
    private var splitter = LineSplitter()
    /// Inside an `XXX` block: its message lines so far, and whether its first line was read.
    private var block: (lines: [String], started: Bool)?

    /// Every line is output (a log: dialog's progressbox); false reads percentages and messages.
    public let isLog: Bool
    /// Lines of output kept: for the box, and for the log printed when a command fails.
    public let capacity: Int

    /// Lines of output a progress box keeps, for its box and for the log printed when a command fails.
    public static let tailCapacity = 20
    /// Lines a log keeps: enough for a box as tall as a terminal.
    public static let logCapacity = 500
    /// Lines an `XXX` block's message keeps.
    static let blockLineLimit = 100

    /// Nothing read yet: no percentage (the bar pulses), the dialog's own message, no output; with
    /// `log`, a log that takes every line as output.
    public init(log: Bool = false) {
        isLog = log
        capacity = log ? Self.logCapacity : Self.tailCapacity
    }

    /// Reads a chunk of input that arrived at `clock` (the dialog's seconds).
    public mutating func consume(_ bytes: [UInt8], at clock: Double) {
        bytes.withUnsafeBufferPointer { chunk in
            var recent = RecentLines(capacity: capacity, chunk: chunk)
            var lines = LineSplitter()
            swap(&lines, &splitter)
            lines.split(chunk) { read($0, at: clock, output: &recent) }
            swap(&lines, &splitter)
            keep(recent)
        }
    }

    /// The input is over: its last line, if unfinished, is read, and the state is `ended`.
    public mutating func end(at clock: Double) {
        flush(at: clock)
        ended = true
    }

    /// Reads the unfinished last line as a whole one (a preview of input that is all there).
    public mutating func flush(at clock: Double) {
        var recent = RecentLines(capacity: capacity, chunk: UnsafeBufferPointer(start: nil, count: 0))
        var lines = LineSplitter()
        swap(&lines, &splitter)
        lines.finish { read($0, at: clock, output: &recent) }
        swap(&lines, &splitter)
        keep(recent)
    }

    /// Takes one typed update (`ProgressPopup.update`, `finish`) that arrived at `clock`: what a
    /// line of text input would say, with nothing to parse.
    public mutating func apply(_ update: ProgressUpdate, at clock: Double) {
        switch update {
        case .percent(let value): setPercent(min(100, max(0, value)), at: clock)
        case .message(let text): message = Sanitizer.text(text)
        case .end: end(at: clock)
        }
    }

    /// Seconds left at `clock`, once the rate is known: the percentage has grown for half a
    /// second or more since the first one.
    public func secondsLeft(at clock: Double) -> Double? {
        guard let percent, let baseline, percent > baseline.percent, percentClock - baseline.clock >= 0.5 else { return nil }
        let rate = (percent - baseline.percent) / (percentClock - baseline.clock)
        return max(0, (100 - percent) / rate - (clock - percentClock))
    }

    private mutating func read(_ line: UnsafeBufferPointer<UInt8>, at clock: Double, output: inout RecentLines) {
        if isLog {
            output.add(line)
            return
        }
        if var open = block {
            if ProgressLine.isBlockMarker(line) {
                block = nil
                message = Sanitizer.text(open.lines.joined(separator: "\n"))
                return
            }
            // The gauge's percentage comes first in the block; a number after it is message text.
            let wasStarted = open.started
            open.started = true
            if wasStarted || !percent(from: line, at: clock), open.lines.count < Self.blockLineLimit {
                open.lines.append(ProgressLine.gaugeText(line))
            }
            block = open
            return
        }
        if percent(from: line, at: clock) { return }
        if ProgressLine.isBlockMarker(line) {
            block = ([], false)
        } else if let text = ProgressLine.message(line) {
            message = Sanitizer.line(String(decoding: text, as: UTF8.self))
        } else {
            output.add(line)
        }
    }

    /// Takes the line as a percentage if it is one.
    private mutating func percent(from line: UnsafeBufferPointer<UInt8>, at clock: Double) -> Bool {
        guard let value = ProgressLine.percent(line) else { return false }
        setPercent(value, at: clock)
        return true
    }

    /// The percentage is `value` (0–100) as of `clock`: the estimate starts again when it goes down.
    private mutating func setPercent(_ value: Double, at clock: Double) {
        if baseline == nil || value < (percent ?? 0) { baseline = (clock, value) }
        if value != percent { percentClock = clock }
        percent = value
    }

    private mutating func keep(_ recent: RecentLines) {
        guard recent.count > 0 else { return }
        outputLineCount += recent.count
        // Tabs stay, each piece between them cleaned: the look decides how far a tab reaches.
        let lines = recent.ordered.map { line in
            line.split(separator: 0x09, omittingEmptySubsequences: false)
                .map { Sanitizer.line(String(decoding: $0, as: UTF8.self)) }.joined(separator: "\t")
        }
        tail = Array((tail + lines).suffix(capacity))
    }

    public static func == (lhs: ProgressState, rhs: ProgressState) -> Bool {
        lhs.isLog == rhs.isLog && lhs.percent == rhs.percent && lhs.message == rhs.message && lhs.tail == rhs.tail && lhs.ended == rhs.ended && lhs.reservesTail == rhs.reservesTail
            && lhs.outputLineCount == rhs.outputLineCount && lhs.baseline?.clock == rhs.baseline?.clock
            && lhs.baseline?.percent == rhs.baseline?.percent && lhs.percentClock == rhs.percentClock
            && lhs.splitter == rhs.splitter && lhs.block?.lines == rhs.block?.lines && lhs.block?.started == rhs.block?.started
    }
}

/// The last few lines of a chunk: a line inside the chunk is kept as where it lies (the chunk
/// outlives this), the one lent from elsewhere (a line finished across chunks, only ever the
/// first) is copied. A million lines of output cost no allocation each, and no string but the last few.
private struct RecentLines {
    let capacity: Int
    private let chunk: UnsafeBufferPointer<UInt8>
    /// nil stands for `carried`.
    private var ring: [UnsafeBufferPointer<UInt8>?] = []
    private var carried: [UInt8] = []
    private var next = 0
    private(set) var count = 0

    init(capacity: Int, chunk: UnsafeBufferPointer<UInt8>) {
        self.capacity = capacity
        self.chunk = chunk
        ring.reserveCapacity(capacity)
    }

    mutating func add(_ line: UnsafeBufferPointer<UInt8>) {
        count += 1
        var entry: UnsafeBufferPointer<UInt8>? = line
        if !(line.baseAddress.map { start in chunk.baseAddress.map { start >= $0 && start + line.count <= $0 + chunk.count } ?? false } ?? false) {
            carried = Array(line)
            entry = nil
        }
        if ring.count < capacity {
            ring.append(entry)
        } else {
            ring[next] = entry
            next = (next + 1) % capacity
        }
    }

    var ordered: [[UInt8]] {
        (ring[next...] + ring[..<next]).map { $0.map(Array.init) ?? carried }
    }
}
