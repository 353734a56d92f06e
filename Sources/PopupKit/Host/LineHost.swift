import PopupCore

/// The host a dialog shown as plain lines runs on (the line prompt, plain progress): it owns the
/// surface's inputs (typed lines, or a data input; the signals; the clock) and carries out what
/// the program asks. Signals mean what they mean to the box (`SignalHandling`), data is made events
/// as the box makes them (`WatchedInput`), and the echo it turns off is on again on every way out.
final class LineHost<Program: LineProgram>: SignalHandling {
    private(set) var program: Program
    private let surface: LineSurface
    private var watched: WatchedInput
    /// When the program's clock started: its events carry the seconds since.
    private var clockStart = 0.0
    private var echoOff = false

    /// Runs `program` on `surface`; `input` is the data input the surface reads, if any.
    init(_ program: Program, on surface: LineSurface, input: DataInput? = nil) {
        self.program = program
        self.surface = surface
        watched = WatchedInput(input)
    }

    /// Runs the program to its outcome. A terminal that hangs up ends it as SIGHUP would.
    func run() throws -> Outcome {
        try endingOnLoss { try loop() }
    }

    private func loop() throws -> Outcome {
        defer { if echoOff { surface.setEcho(true) } }
        if let outcome = try perform(program.opening()) { return outcome }
        // Its time counts from here: writing the opening may have waited for another dialog to
        // leave the terminal.
        clockStart = surface.now()
        if let outcome = try perform(program.start()) { return outcome }
        while true {
            let clock = self.clock()
            // Past its deadline the program's time is up before anything else waiting is read.
            let past = program.deadline.map { clock >= $0 } ?? false
            let input = past ? .timeout : try surface.next(timeout: program.wake.map { max(0, $0 - clock) })
            if let outcome = try handle(input) {
                // Ended with its question open, not by the answer: what was typed of that line
                // is dropped, never left for the shell to read, and the line is ended so that
                // what comes next starts on its own.
                if program.awaitsLine, !isLine(input) {
                    surface.discardUnreadInput()
                    try surface.write("\n")
                }
                return outcome
            }
        }
    }

    private func clock() -> Double { surface.now() - clockStart }

    private func isLine(_ input: LineSurfaceInput) -> Bool {
        if case .line = input { return true }
        return false
    }

    /// Makes `input` an event for the program, or answers it here (a signal).
    private func handle(_ input: LineSurfaceInput) throws -> Outcome? {
        switch input {
        case .line(let text): return try dispatch(.line(text, at: clock()))
        case .endOfLines: return try dispatch(.endOfLines)
        case .timeout: return try dispatch(.timer(at: clock()))
        case .signal(let signal): return try handle(signal: signal)
        case .data(let bytes): return try dispatch(.input(watched.take(bytes, clock: clock())))
        case .dataEnded: return try dispatch(.input(watched.ended(clock: clock())))
        }
    }

    private func dispatch(_ event: LineEvent) throws -> Outcome? {
        try perform(program.update(event))
    }

    /// Carries out `commands` in order; the outcome when one ends the program.
    private func perform(_ commands: [LineCommand]) throws -> Outcome? {
        for command in commands {
            switch command {
            case .write(let text):
                try surface.write(text)
            case .echo(let on):
                surface.setEcho(on)
                echoOff = !on
            case .finish(let outcome):
                return outcome
            }
        }
        return nil
    }

    /// Ctrl-Z: the surface stops as it does (the echo on meanwhile, the question asked again after).
    func stop() throws -> Outcome? {
        surface.stop()
        return nil
    }

    /// Nothing to set up again: the lines written stay as they are.
    func continued() throws {}

    /// Lines have no size to keep to.
    func resized() throws -> Outcome? { nil }
}
