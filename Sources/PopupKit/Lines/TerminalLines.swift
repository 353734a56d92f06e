/// A cooked terminal (`LineTerminal`) as the surface the line prompt runs on: its typed lines in,
/// its questions out.
struct TerminalLines: LineSurface {
    let terminal: LineTerminal

    func next(timeout: Double?) throws -> LineSurfaceInput {
        switch try terminal.readLine(timeout: timeout) {
        case .line(let text): return .line(text)
        case .endOfFile: return .endOfLines
        case .timeout: return .timeout
        case .signal(let signal): return .signal(signal)
        }
    }

    func write(_ text: String) throws { try terminal.write(text) }
    func setEcho(_ on: Bool) { terminal.setEcho(on) }
    func discardUnreadInput() { terminal.discardUnreadInput() }
    func stop() { terminal.suspend() }
    func now() -> Double { terminal.now() }
}
