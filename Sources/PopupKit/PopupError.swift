import PopupTTY

/// Why a dialog could not be shown or answered.
public enum PopupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No controlling terminal to show the dialog on (`Popup.run()`, `ProgressPopup.start()`).
    case noTerminal
    /// The terminal went away while the dialog was shown.
    case terminalClosed
    /// The terminal failed (the system's words).
    case terminal(String)
    /// An unattended answer that names no button.
    case unknownAnswer(String, choices: [String])
    /// An unattended value that its field refuses (nil: a masked field's, never repeated).
    case refusedValue(String?, field: String, reason: String)
    /// More unattended values than fields.
    case tooManyValues(given: Int, fields: Int)
    /// An unattended item that is not in the list (or items for a dialog without one).
    case unknownItem(String)
    /// Several unattended items for a list that picks one.
    case tooManyItems(given: Int)
    /// An unattended value or item the dialog's content cannot take (a date that is no date).
    case refusedContent(String)
    /// An unattended answer that would pick no item (an empty list, a query nothing matches):
    /// choosing nothing is no answer.
    case nothingPicked(answer: String)
    /// An input the dialog reads besides the terminal (stdin, a command's output) failed: a read
    /// error is never taken for the end of the input.
    case unreadable(what: String, reason: String)

    /// The failure of `input`, if a read of it failed.
    static func failure(of input: DataInput?) -> PopupError? {
        guard let input, let code = input.failure else { return nil }
        return .unreadable(what: input.name, reason: SystemError.message(code))
    }

    /// A one-line explanation for error messages.
    public var description: String {
        switch self {
        case .noTerminal:
            return "no terminal to show the dialog on (/dev/tty); where nobody can be asked, answer it with Popup.answer(_:) instead of run()"
        case .terminalClosed:
            return "the terminal was closed"
        case .terminal(let reason):
            return "terminal error: \(reason)"
        case .unknownAnswer(let answer, let choices):
            let list = Excerpt.list(choices)
            return "answer \(Excerpt.quoted(answer)) matches no button; expected a label (\(list)) or an index 0–\(choices.count - 1)"
        case .refusedValue(let value?, let field, let reason):
            return "value \(Excerpt.quoted(value)) for field \(Excerpt.quoted(field)) is refused: \(reason)"
        case .refusedValue(nil, let field, let reason):
            return "the value for the masked field \(Excerpt.quoted(field)) is refused: \(reason)"
        case .tooManyValues(let given, let fields):
            return "\(given) answer values given, but the dialog has \(fields) text field\(fields == 1 ? "" : "s")"
        case .unknownItem(let item):
            return "answer item \(Excerpt.quoted(item)) is not in the list"
        case .tooManyItems(let given):
            return "\(given) answer items given, but the list picks one"
        case .refusedContent(let reason):
            return "answer \(reason)"
        case .nothingPicked(let answer):
            return "answer \(Excerpt.quoted(answer)) would pick no item (the list is empty or nothing matches the query)"
        case .unreadable(let what, let reason):
            return "cannot read \(what): \(reason)"
        }
    }
}
