/// Everything a progress box knows of its input: changed only through `update`, which hands it
/// the bytes as they arrive (stdin, or a command's output).
public struct ProgressState: Sendable, Equatable {
    /// The percentage, 0–100; nil until one arrives (the bar is indeterminate until then).
    public var percent: Double?
    /// The message that replaced the dialog's own (`# text` or an `XXX` block); nil keeps it.
    public var message: String?
    /// The newest lines of other output, oldest first, sanitised; at most `tailCapacity`.
    public private(set) var tail: [String] = []
    /// The input has ended.
    public var ended = false
    /// Output lines seen in all, percentages and messages aside.
    public private(set) var outputLineCount = 0
    /// When a percentage first arrived (or last went down), and what it was: the estimate's base.
    private var baseline: (clock: Double, percent: Double)?
    /// When the current percentage arrived.
    private var percentClock = 0.0
    private var splitter = LineSplitter()
    private var block: [String]?

    /// Lines of output kept, for the box and for the log printed when a command fails.
    public static let tailCapacity = 20
    /// Lines an `XXX` block's message keeps.
    static let blockLineLimit = 100

    public init() {}

    /// Reads a chunk of input that arrived at `clock` (the dialog's seconds).
    public mutating func consume(_ bytes: [UInt8], at clock: Double) {
        var recent = RecentLines(capacity: Self.tailCapacity)
        var lines = LineSplitter()
        swap(&lines, &splitter)
        lines.split(bytes) { read($0, at: clock, output: &recent) }
        swap(&lines, &splitter)
        keep(recent)
    }

    /// The input is over: its last line, if unfinished, is read, and the state is `ended`.
    public mutating func end(at clock: Double) {
        var recent = RecentLines(capacity: Self.tailCapacity)
        var lines = LineSplitter()
        swap(&lines, &splitter)
        lines.finish { read($0, at: clock, output: &recent) }
        swap(&lines, &splitter)
        keep(recent)
        ended = true
    }

    /// Seconds left at `clock`, once the rate is known: the percentage has grown for half a
    /// second or more since the first one.
    public func secondsLeft(at clock: Double) -> Double? {
        guard let percent, let baseline, percent > baseline.percent, percentClock - baseline.clock >= 0.5 else { return nil }
        let rate = (percent - baseline.percent) / (percentClock - baseline.clock)
        return max(0, (100 - percent) / rate - (clock - percentClock))
    }

    private mutating func read(_ line: ArraySlice<UInt8>, at clock: Double, output: inout RecentLines) {
        if var lines = block {
            if ProgressLine.isBlockMarker(line) {
                block = nil
                message = Sanitizer.text(lines.joined(separator: "\n"))
            } else if lines.isEmpty && percent(from: line, at: clock) {
                // The gauge's percentage line, first in the block: taken, and not message text.
                block = lines
            } else {
                if lines.count < Self.blockLineLimit { lines.append(ProgressLine.gaugeText(line)) }
                block = lines
            }
            return
        }
        if percent(from: line, at: clock) { return }
        if ProgressLine.isBlockMarker(line) {
            block = []
        } else if let text = ProgressLine.message(line) {
            message = Sanitizer.line(String(decoding: text, as: UTF8.self))
        } else {
            output.add(line)
        }
    }

    /// Takes the line as a percentage if it is one.
    private mutating func percent(from line: ArraySlice<UInt8>, at clock: Double) -> Bool {
        guard let value = ProgressLine.percent(line) else { return false }
        if baseline == nil || value < (percent ?? 0) { baseline = (clock, value) }
        if value != percent { percentClock = clock }
        percent = value
        return true
    }

    private mutating func keep(_ recent: RecentLines) {
        guard recent.count > 0 else { return }
        outputLineCount += recent.count
        let lines = recent.ordered.map { Sanitizer.line(String(decoding: $0, as: UTF8.self)) }
        tail = Array((tail + lines).suffix(Self.tailCapacity))
    }

    public static func == (lhs: ProgressState, rhs: ProgressState) -> Bool {
        lhs.percent == rhs.percent && lhs.message == rhs.message && lhs.tail == rhs.tail && lhs.ended == rhs.ended
            && lhs.outputLineCount == rhs.outputLineCount && lhs.baseline?.clock == rhs.baseline?.clock
            && lhs.baseline?.percent == rhs.baseline?.percent && lhs.percentClock == rhs.percentClock
            && lhs.splitter == rhs.splitter && lhs.block == rhs.block
    }
}

/// The last few lines of a chunk, as slices: a million lines of output cost no strings but these.
private struct RecentLines {
    let capacity: Int
    private var ring: [ArraySlice<UInt8>] = []
    private var next = 0
    private(set) var count = 0

    init(capacity: Int) { self.capacity = capacity }

    mutating func add(_ line: ArraySlice<UInt8>) {
        count += 1
        if ring.count < capacity {
            ring.append(line)
        } else {
            ring[next] = line
            next = (next + 1) % capacity
        }
    }

    var ordered: [ArraySlice<UInt8>] { Array(ring[next...] + ring[..<next]) }
}
