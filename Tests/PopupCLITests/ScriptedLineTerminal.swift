import PopupKit

/// A line terminal with typed answers, capturing what the prompt writes.
final class ScriptedLineTerminal: LineTerminal {
    private var lines: [String]
    private(set) var output = ""

    init(lines: [String]) { self.lines = lines }

    func write(_ text: String) throws { output += text }
    func readLine(timeout: Double?) throws -> LineInput { lines.isEmpty ? .endOfFile : .line(lines.removeFirst()) }
    func setEcho(_ on: Bool) {}
    func now() -> Double { 0 }
}
