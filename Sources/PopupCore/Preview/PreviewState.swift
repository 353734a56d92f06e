/// What the preview pane shows: the output of the command for the item under the cursor, as far
/// as it has come, and how it ended. Changed only by `update`.
public struct PreviewState: Sendable, Equatable {
    /// What the pane is showing a command's output for.
    public struct Target: Sendable, Equatable {
        public var item: Int
        /// The query the command was given (empty when it does not use `{q}`).
        public var query: String
    }

    /// The item and query the current command runs for; nil when no item is under the cursor.
    public private(set) var target: Target?
    /// Counts the commands asked for; the current one's output carries this number.
    public private(set) var generation = 0
    /// The output's lines, safe to draw.
    public private(set) var lines: [String] = []
    /// The output passed `maxLines` or `maxBytes`: the rest was not read, the command was stopped.
    public private(set) var truncated = false
    /// The command is running (or its output has not all come).
    public private(set) var running = false
    /// How the command ended: its exit status, 128 + N for signal N; nil while it runs.
    public private(set) var status: Int32?
    /// The pane is not shown, and no command runs for it (fzf's `hide-preview`).
    public var hidden = false
    /// Where the pane goes, the command it runs and the lines that stay at its top, as bound
    /// actions changed them (`change-preview-window`, `change-preview`); nil: the spec's.
    public var position: PreviewSpec.Position?
    public var command: String?
    public var headerLines: Int?
    /// How many of `change-preview-window`'s alternatives have been taken, to take the next.
    public var windowCycle = 0
    /// Output lines scrolled past (after the lines that stay at the top).
    public var scroll = 0
    private var splitter = LineSplitter(cap: maxLineBytes)
    private var bytesRead = 0

    /// No pane is taller than the largest screen: lines past it are never seen.
    public static let maxLines = Size.largestScreen.height
    /// The most output read of one command.
    public static let maxBytes = 256 << 10
    /// A longer line is cut: no pane is wider than the largest screen.
    static let maxLineBytes = 4 * Size.largestScreen.width

    public init() {}

    /// A new command runs for `target`; what the last one showed is gone.
    mutating func start(_ target: Target) -> Int {
        generation += 1
        self.target = target
        lines = []
        truncated = false
        running = true
        status = nil
        scroll = 0
        splitter = LineSplitter(cap: Self.maxLineBytes)
        bytesRead = 0
        return generation
    }

    /// No item is under the cursor: the pane is empty and nothing runs.
    mutating func clear() {
        generation += 1
        target = nil
        scroll = 0
        lines = []
        truncated = false
        running = false
        status = nil
    }

    /// Takes the command's output; true when it has now given all the pane keeps, and the command
    /// is to be stopped.
    mutating func consume(_ bytes: [UInt8]) -> Bool {
        guard running, !truncated else { return false }
        let room = Self.maxBytes - bytesRead
        let taken = bytes.count > room ? Array(bytes.prefix(room)) : bytes
        bytesRead += taken.count
        splitter.split(taken) { line in if lines.count < Self.maxLines { lines.append(PreviewText.line(line)) } }
        if lines.count >= Self.maxLines || bytesRead >= Self.maxBytes {
            truncated = true
            running = false
        }
        return truncated
    }

    /// The command ended with `status`.
    mutating func end(status: Int32) {
        guard running else { return }
        splitter.finish { line in if lines.count < Self.maxLines { lines.append(PreviewText.line(line)) } }
        running = false
        self.status = status
    }
}
