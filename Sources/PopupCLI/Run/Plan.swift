import PopupCore
import PopupKit
import PopupTTY

/// What a front end (popupctl's own options, whiptail's, dialog's) makes of its command line: the
/// popup to show and every way the run then differs between them. `Runner` carries it out the
/// same way for all three; a front end differs only in reading its arguments and in these values.
struct Plan {
    /// What the popup asks of the person.
    enum Kind: Equatable {
        /// Buttons, fields, a list: it waits for an answer.
        case ask
        /// Drawn once and left on the screen, nothing asked (`--no-wait`, an infobox).
        case inform
        /// A progress box, fed by `Input.stdin` or `Input.command`.
        case progress
    }

    /// What besides the terminal the popup reads while it is shown.
    enum Input {
        case none
        /// A list's items, still arriving (`--items-from -`).
        case streamedItems(DataInput)
        /// Progress lines on stdin.
        case stdin
        /// Progress lines from a command's output: the command is run, then reaped, by the runner.
        case command([String])
        /// A file followed as `tail -f` follows it, for a content that reads data (dialog's tailbox).
        case followedFile(String)
    }

    /// Where what a popup nobody sees would have shown goes: the words of an informing popup, a
    /// progress box's lines.
    enum Log {
        case stderr
        /// Nowhere: under whiptail's and dialog's names stderr is the result descriptor.
        case discard
    }

    /// Where the result bytes go.
    enum ResultSink {
        case stdout
        /// An inherited descriptor (whiptail's and dialog's --output-fd, their stderr).
        case descriptor(Int32)
    }

    /// How a run that had a command ended for it: its status, and whether it was still running
    /// when the popup ended (and so was stopped).
    struct CommandEnding {
        var status: Int32
        var wasRunning: Bool
    }

    /// How the run ended besides the popup's outcome.
    struct Ending {
        /// How its command ended, when it had one.
        var command: CommandEnding?
        /// A progress box was ended by a button or a dismissal (Esc, a click outside) while its
        /// work was still going: its input had not ended, or its command was still running.
        var stopped = false
    }

    var popup: Popup
    var kind: Kind
    var input: Input = .none
    /// The answer the command line and the environment give for an unattended run.
    var given: GivenAnswer
    /// Lines instead of a box (`--plain`, TERM=dumb, ACCESSIBLE): decided by `Surface.wantsLines`.
    var lines: Bool
    var log: Log
    var sink: ResultSink
    /// Whether anything may be written to `sink` (not with `--output none`, nor for a message only shown).
    var writesResult = true
    /// The bytes the result is, once the popup ended (`nil`: only shown, `Kind.inform`) with `status`.
    var encode: (Outcome?, Int32) -> [UInt8]
    /// The exit status for how the popup ended (`nil`: only shown), and how the rest of the run did.
    var status: (Outcome?, Ending) -> Int32
    /// What a button that stays open writes as it is chosen (`--stay`), nil for nothing.
    var report: ((Int) -> [UInt8])?
    /// How a failure is worded and which status it gives (the front end words its argument errors
    /// with the same value).
    var wording: ErrorWording
    /// The command line that made the plan, its first word the front end's name: what a popup in
    /// another process runs again (`TmuxPopup`).
    var commandLine: [String]
    /// `--tmux`: shown in a tmux popup when the caller is in tmux (else POPUPCTL_TMUX decides).
    var tmux: TmuxSpec? = nil
    /// What was wrong with the person's own theme (`LoadedTheme`): an error only where the popup is seen.
    var personalThemeFailure: (any Error)?
    /// Bytes for the result's sink before the popup (dialog's --print-maxsize among its boxes).
    var preamble: [UInt8] = []
    /// Words for stderr once the popup ended, by how it ended (dialog's `timeout`); nil for none.
    var notice: (Outcome?) -> String? = { _ in nil }
    /// Seconds to wait once the popup ended (dialog's --sleep).
    var sleep: Double = 0
    /// With a list, what goes before the result when a button that picks was chosen: the query
    /// as it ended (`--print-query`); nil for nothing.
    var queryLine: ((String) -> [UInt8])? = nil

    var dialog: Dialog { popup.dialog }
}
