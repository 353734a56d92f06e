/// What Control and a letter do before any part of the dialog sees them (`Conventions.controlKeys`).
public enum ControlKeyAction: Sendable, Equatable {
    /// Ends the dialog as this signal would.
    case signal(Int32)
    /// Suspends the program, as SIGTSTP would.
    case suspend
    /// Draws the screen afresh.
    case redraw
    /// Nothing at all: the key is dropped.
    case nothing

    /// A terminal's own: Ctrl-C is SIGINT, Ctrl-\ SIGQUIT, Ctrl-Z suspends, Ctrl-L redraws.
    public static let terminal: [Character: ControlKeyAction] = [
        "c": .signal(Update.sigint), "\\": .signal(Update.sigquit), "z": .suspend, "l": .redraw,
    ]
}
