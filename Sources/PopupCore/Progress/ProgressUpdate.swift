/// One thing a program tells its progress box, as a value: nothing is written out as text and
/// parsed back, so a message is shown as given (`C:\new\dir`, leading spaces, digits, `XXX`).
/// Text input (stdin, a command's output) says the same things in lines; `ProgressState` takes both.
public enum ProgressUpdate: Sendable, Hashable {
    /// The percentage, brought into 0–100.
    case percent(Double)
    /// A message in place of the dialog's own; its line breaks are line breaks.
    case message(String)
    /// Nothing more will come, as at the end of a progress box's stdin.
    case end
}
