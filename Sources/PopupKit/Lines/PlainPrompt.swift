import PopupCore

/// The dialog as plain lines: title, message, numbered choices; the answer typed as a number,
/// a label or a hotkey. No cursor addressing, no colour: for TERM=dumb and screen readers.
public struct PlainPrompt: Sendable {
    /// The dialog to ask.
    public var dialog: Dialog

    /// A prompt that asks `dialog`.
    public init(_ dialog: Dialog) { self.dialog = dialog }

    /// Asks on `terminal` (`PromptProgram` on a `LineHost`): each field in turn, then the
    /// numbered choices, where an empty answer takes the first-focus button (after fields, the
    /// button Enter in the last field chooses). Fields are checked when a button other than a
    /// cancel is chosen, as in the box. Esc (a line of it) and end of input dismiss; the timeout
    /// chooses the default button, else times out. A terminal that goes away ends it as SIGHUP would.
    public func run(on terminal: LineTerminal) throws -> Outcome {
        try LineHost(PromptProgram(dialog), on: TerminalLines(terminal: terminal)).run()
    }
}
