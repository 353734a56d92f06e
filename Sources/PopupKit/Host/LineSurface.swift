/// What a line host (`LineHost`) shows its program on and waits on: where the lines go, and where
/// the inputs come from (typed lines, or a data input), signals and the time with either.
protocol LineSurface {
    /// The next input, waiting at most `timeout` seconds (nil: for ever).
    func next(timeout: Double?) throws -> LineSurfaceInput
    /// Writes `text` as it is.
    func write(_ text: String) throws
    /// Turns the echo of what is typed off (a password) or back on.
    func setEcho(_ on: Bool)
    /// Drops what was typed and not read, a half-typed line included.
    func discardUnreadInput()
    /// Ctrl-Z: stops the process until `fg`.
    func stop()
    /// Seconds on a monotonic clock.
    func now() -> Double
}

/// What a line host waits for.
enum LineSurfaceInput: Equatable {
    /// A typed line, without its newline.
    case line(String)
    /// The typed lines ended (Ctrl-D).
    case endOfLines
    /// A signal arrived (its number).
    case signal(Int32)
    /// The wait's time ran out.
    case timeout
    /// Bytes of the data input.
    case data([UInt8])
    /// The data input ended.
    case dataEnded
}
