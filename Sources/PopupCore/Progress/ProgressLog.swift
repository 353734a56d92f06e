/// A progress box as plain lines, for logs (no terminal) and `--plain`: `42% Installing packages`.
/// A line at most once a second while the percentage moves, at once when the message changes,
/// and once at the end.
public struct ProgressLog: Sendable, Equatable {
    private var lastLine: String?
    private var lastMessage: String?
    private var lastTime = -Double.infinity

    /// Lines come at most this often while only the percentage changes.
    public static let interval = 1.0

    public init() {}

    /// The line `progress` as it stands, at `clock` (seconds), with `message` the dialog's own text.
    public static func line(_ progress: ProgressState, message: String) -> String {
        let text = (progress.message ?? message).split(whereSeparator: \.isNewline).joined(separator: " ")
        return [progress.percent.map(ProgressView.percentText) ?? "", text].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The line to print now, if one is due; `final` at the end of input.
    public mutating func next(_ progress: ProgressState, message: String, clock: Double, final: Bool = false) -> String? {
        let line = Self.line(progress, message: message)
        let current = progress.message ?? message
        let messageChanged = current != lastMessage
        guard !line.isEmpty, line != lastLine else { return nil }
        guard final || messageChanged || clock - lastTime >= Self.interval else { return nil }
        lastLine = line
        lastMessage = current
        lastTime = clock
        return line
    }

    /// A line differs from the last one printed, and waits for its time.
    public func holdsBack(_ progress: ProgressState, message: String) -> Bool {
        let line = Self.line(progress, message: message)
        return !line.isEmpty && line != lastLine
    }

    /// When a line held back by the interval would be due.
    public var nextDue: Double { lastTime + Self.interval }
}
