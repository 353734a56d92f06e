import PopupKit

/// A cooked terminal in memory for the plain prompt: scripted input, captured text.
public final class MemoryLineTerminal: LineTerminal {
    private var script: [LineInput]
    public private(set) var output = ""
    /// Each time the prompt dropped unread input, what it had written by then.
    public private(set) var discards: [String] = []

    public init(_ script: [LineInput]) { self.script = script }

    /// Typed answers, one line each.
    public convenience init(lines: [String]) { self.init(lines.map(LineInput.line)) }

    public func write(_ text: String) throws { output += text }
    public func readLine(timeout: Double?) throws -> LineInput {
        guard !script.isEmpty else { return .endOfFile }
        return script.removeFirst()
    }
    public func setEcho(_ on: Bool) {}
    public func now() -> Double { 0 }
    public func discardUnreadInput() { discards.append(output) }
}
