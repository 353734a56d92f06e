import PopupCore

/// A progress box with no box: its input read to the end (a writer never meets a closed pipe),
/// its state written as plain lines (`ProgressLines`), for logs and `--plain`.
public struct PlainProgress {
    /// The progress box the lines stand for: its title and message start them.
    public let dialog: Dialog

    /// Plain progress lines for `dialog`.
    public init(_ dialog: Dialog) {
        self.dialog = dialog
    }

    /// Reads `input` to its end, handing each due line to `write`; returns what was read and how it
    /// ended: completed, interrupted by a signal (INT, TERM, HUP, QUIT) or, with a timeout, as the
    /// box's timeout ends it. Ctrl-Z stops it as usual. A read error throws
    /// `PopupError.unreadable`: it is no end of the input. `clock` gives seconds on a monotonic
    /// clock (the line terminal's `now`, say): the lines' seconds and the timeout are read from it.
    public func run(_ input: DataInput, clock: () -> Double,
                    write: (String) -> Void) throws -> (progress: ProgressState, outcome: Outcome) {
        try withoutActuallyEscaping(clock) { clock in
            try withoutActuallyEscaping(write) { write in
                let host = LineHost(ProgressLines(dialog), on: WrittenLines(input, clock: clock, write: write), input: input)
                let outcome = try host.run()
                return (host.program.state, outcome)
            }
        }
    }
}
