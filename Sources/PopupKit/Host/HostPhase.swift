import PopupCore

/// Where the host is in showing a dialog. Before the first frame nothing is drawn and the keys are
/// left unread (another dialog may still hold the terminal, and a key typed then was not typed at
/// this one); everything else (signals, items, data, previews) is handled as it is once shown.
enum HostPhase: Equatable {
    /// `--select-1`, `--exit-0`: the items are read and matched until the list's answer is known
    /// or it is known that the list must be asked (`ListShortcut`). The dialog's clock starts
    /// when the box is shown.
    case awaitingShortcut
    /// A progress box that closes by itself reads its input while it comes (more within a frame's
    /// time), until `until`. Input that ends meanwhile (a file of percentages, a command that is
    /// done at once) ends the box without the terminal touched: no alternate screen entered,
    /// cleared and left, no flash. Input that pauses is drawn as it stands.
    case readingAhead(until: Double)
    /// On the screen: keys read, frames drawn.
    case shown

    /// The longest a progress box reads ahead of its first frame while its input keeps coming.
    static let readAheadLimit = 0.25

    /// The phase a host starts `dialog` in, at `now`.
    static func first(for dialog: Dialog, at now: Double) -> HostPhase {
        if let list = dialog.list, list.selectsOnlyMatch || list.exitsWithoutMatch { return .awaitingShortcut }
        return beforeShowing(dialog, at: now)
    }

    /// The phase once nothing answers the dialog by itself: reading ahead, or shown.
    static func beforeShowing(_ dialog: Dialog, at now: Double) -> HostPhase {
        guard let progress = dialog.progress, !progress.waitsAtEnd else { return .shown }
        return .readingAhead(until: now + readAheadLimit)
    }

    /// What one turn of the host's loop came to in a phase.
    enum Turn {
        /// An input to handle.
        case input(TerminalInput)
        /// The next phase, and an input to handle once in it.
        case enter(HostPhase, then: TerminalInput?)
        /// The dialog is over.
        case end(Outcome)
    }
}
