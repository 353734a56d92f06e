import PopupCore

/// How a whiptail or dialog box ended, decided once from its outcome: the button it stands for,
/// Esc, a timeout that ends the run, or a signal. The status (`CompatExitStatus`), the result
/// bytes and their separator (`CompatContract`) and whether the next box of a chain is shown all
/// follow from it.
enum CompatEnding: Equatable, Sendable {
    /// A button; OK too for a box whose input ended (a gauge) or that was only shown.
    case button(CompatButton)
    /// Esc or a click outside; a timeout too, unless DIALOG_TIMEOUT names a status.
    case escape
    /// A timeout with DIALOG_TIMEOUT set: it ends the run, with a status of its own.
    case timeout
    /// A signal (a Ctrl-C typed in the box included).
    case signal(Int32)

    /// `outcome` for a box whose buttons are `buttons`; `escapeIsCancel`: Esc is the Cancel button
    /// --nocancel took away (whiptail's); `timeoutEndsRun`: DIALOG_TIMEOUT is set (dialog's).
    init(_ outcome: Outcome, buttons: [CompatButton], escapeIsCancel: Bool, timeoutEndsRun: Bool) {
        switch outcome {
        case .completed: self = .button(.ok)
        case .chosen(let index, _, _, _, _): self = .button(buttons.indices.contains(index) ? buttons[index] : .ok)
        case .dismissed: self = escapeIsCancel ? .button(.cancel) : .escape
        case .timedOut: self = timeoutEndsRun ? .timeout : .escape
        case .interrupted(let signal): self = .signal(signal)
        }
    }

    /// A button that writes a result ended the box: any but Cancel.
    var writesResult: Bool {
        if case .button(let button) = self { return button != .cancel }
        return false
    }
}

/// The buttons both tools have, by the status each exits with before DIALOG_* change it.
enum CompatButton: Int32, Sendable {
    case ok = 0, cancel = 1, help = 2, extra = 3
}
