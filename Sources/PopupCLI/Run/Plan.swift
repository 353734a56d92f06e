import PopupCore
import PopupKit
import PopupTTY

/// What a dialect (popupctl's own options, whiptail's, dialog's) makes of its command line: the
/// popup to show and every way the run then differs between them, as a value. `Runner` carries it
/// out the same way for every dialect; a dialect differs only in reading its arguments and in
/// these values, its result contract among them.
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
    enum Input: Equatable {
        case none
        /// A list's items, still arriving (`--items-from -`).
        case streamedItems(DataInput)
        /// Progress lines on stdin.
        case stdin
        /// Progress lines from a command's output: the command is run, then reaped, by the runner.
        case command([String])
        /// A file followed as `tail -f` follows it, for a content that reads data (dialog's tailbox).
        case followedFile(String)

        /// Streamed items are the same input when they are the same descriptor's.
        static func == (lhs: Input, rhs: Input) -> Bool {
            switch (lhs, rhs) {
            case (.none, .none), (.stdin, .stdin): return true
            case (.streamedItems(let left), .streamedItems(let right)): return left === right
            case (.command(let left), .command(let right)): return left == right
            case (.followedFile(let left), .followedFile(let right)): return left == right
            default: return false
            }
        }
    }

    /// Where what a popup nobody sees would have shown goes: the words of an informing popup, a
    /// progress box's lines.
    enum Log {
        case stderr
        /// Nowhere: under whiptail's and dialog's names stderr is the result descriptor.
        case discard
    }

    /// Where the result bytes go.
    enum ResultSink: Equatable {
        case stdout
        /// An inherited descriptor (whiptail's and dialog's --output-fd, their stderr).
        case descriptor(Int32)
    }

    /// How a run that had a command ended for it: its status, and whether it was still running
    /// when the popup ended (and so was stopped).
    struct CommandEnding: Equatable {
        var status: Int32
        var wasRunning: Bool
    }

    /// How the run ended besides the popup's outcome.
    struct Ending: Equatable {
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
    /// The result bytes and the status for how the popup ended, and what else follows from it.
    var contract: any ResultContract
    /// The command line that made the plan, its first word the dialect's name: what a popup in
    /// another process runs again (`TmuxPopup`).
    var commandLine: [String]
    /// `--tmux`: shown in a tmux popup when the caller is in tmux (else POPUPCTL_TMUX decides).
    var tmux: TmuxSpec? = nil
    /// What was wrong with the person's own theme (`LoadedTheme`): an error only where the popup is seen.
    var personalThemeFailure: (any Error)?
    /// Bytes for the result's sink before the popup (dialog's --print-maxsize among its boxes).
    var preamble: [UInt8] = []
    /// Seconds to wait once the popup ended (dialog's --sleep).
    var sleep: Double = 0
    /// The most bytes of stdin read to its end when nobody sees a progress box it feeds.
    var inputLimit: Int

    var dialog: Dialog { popup.dialog }
}

/// Plans are compared part by part. Two parts are compared by identity or description for want
/// of anything better: a list's item store (a buffer shared, never copied) and the person's theme's
/// failure (an error, which need not be equatable).
extension Plan: Equatable {
    static func == (lhs: Plan, rhs: Plan) -> Bool {
        lhs.popup.dialog == rhs.popup.dialog && lhs.popup.theme == rhs.popup.theme
            && lhs.popup.presentation == rhs.popup.presentation && lhs.kind == rhs.kind && lhs.input == rhs.input
            && lhs.given == rhs.given && lhs.lines == rhs.lines && lhs.log == rhs.log && lhs.sink == rhs.sink
            && lhs.contract.isEqual(to: rhs.contract) && lhs.commandLine == rhs.commandLine && lhs.tmux == rhs.tmux
            && lhs.personalThemeFailure.map { String(reflecting: $0) } == rhs.personalThemeFailure.map { String(reflecting: $0) }
            && lhs.preamble == rhs.preamble && lhs.sleep == rhs.sleep && lhs.inputLimit == rhs.inputLimit
    }
}
