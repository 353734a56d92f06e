import PopupCore

/// A dialog shown as plain lines (the line prompt, plain progress) as a pure program: its state,
/// `update(event) -> [LineCommand]`. No I/O, no clock: the host (`LineHost`) hands it every
/// event, with the time in it, and carries out what it asks.
protocol LineProgram {
    /// What it writes before its clock starts: the terminal may have to be waited for first.
    mutating func opening() -> [LineCommand]
    /// Its clock started (at 0): what it does first.
    mutating func start() throws -> [LineCommand]
    /// Takes one event; returns what the host is to do.
    mutating func update(_ event: LineEvent) throws -> [LineCommand]
    /// When, on its clock, a wait with no input ends in `.timer`; nil: only input ends it.
    var wake: Double? { get }
    /// When, on its clock, it is handed `.timer` before the next wait, whatever input waits.
    var deadline: Double? { get }
    /// A question is open: it waits for a typed line.
    var awaitsLine: Bool { get }
}

/// What a line program is handed.
enum LineEvent: Equatable {
    /// A line typed, without its newline, at `clock` seconds on the program's clock.
    case line(String, at: Double)
    /// The typed lines ended (Ctrl-D).
    case endOfLines
    /// The time it asked to be woken at (`wake`, `deadline`) has come; the clock is at `at`.
    case timer(at: Double)
    /// The watched input's bytes or end, as `WatchedInput` makes them events.
    case input(Event)
}

/// What a line program asks its host to do.
enum LineCommand: Equatable {
    /// Writes the text as it is.
    case write(String)
    /// Turns the terminal's echo off (a password is typed) or back on.
    case echo(Bool)
    /// Ends it with the outcome.
    case finish(Outcome)
}
