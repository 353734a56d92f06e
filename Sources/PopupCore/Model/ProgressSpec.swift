/// A progress box: the dialog shows a bar fed by input lines (see `ProgressState`) under its message.
public struct ProgressSpec: Sendable, Equatable {
    /// At the end of input the box stays, says "Done" and waits for a button; else it closes.
    public var waitsAtEnd: Bool
    /// The percentage shown before the input gives one (whiptail's and dialog's gauge take it as
    /// an argument); nil shows an indeterminate bar until then.
    public var initialPercent: Double?
    /// A bar shows the percentage; false makes it a log (dialog's progressbox): no bar, and every
    /// line of input is output, numbers too.
    public var showsBar = true
    /// Keys typed before the input has ended are dropped, as dialog's programbox drops them (it
    /// reads none until then): an Enter typed while its command runs is not the OK at the end.
    public var keysWaitForEnd = false
    /// The input's lines may be percentages, `# messages` and gauge blocks; false (a wrapped
    /// command's output): every line is output, shown as it is and never read as progress, which
    /// comes through a channel of its own (`POPUPCTL_PROGRESS_FD`).
    public var readsProtocol = true

    /// Whether every line of input is output: a log, or a wrapped command's output.
    public var inputIsOutput: Bool { !showsBar || !readsProtocol }

    /// A progress box; with `waitsAtEnd` it says "Done" at the end of its input and waits for OK.
    public init(waitsAtEnd: Bool = false) {
        self.waitsAtEnd = waitsAtEnd
    }
}
