import PopupCore
import PopupTTY
import PopupKit

/// Where a plan's popup is shown: chosen once per run, by `choose`, for every dialect.
enum Surface {
    /// Nobody is asked: an answer file's line, `--answer` or POPUPCTL_ANSWER answered it.
    case answered(Answered)
    /// Nobody watches: a popup that asks nothing (a progress box, a `--no-wait` message, an
    /// infobox) in an unattended run, shown as if there were no terminal.
    case unattended
    /// Lines on the terminal in cooked mode.
    case lines(LineTerminal)
    /// The box, drawn on the terminal.
    case box(Terminal)
    /// The box in a tmux popup over the caller's pane, drawn by popupctl run again in it.
    case popup(TmuxPopup)
    /// No terminal at all, and a popup that asks nothing.
    case nobody

    /// A person sees it: the lines or the box.
    var isSeen: Bool {
        switch self {
        case .lines, .box, .popup: return true
        case .answered, .unattended, .nobody: return false
        }
    }

    /// Lines, not a drawn box: asked for (`--plain`), a terminal that cannot draw one (TERM=dumb),
    /// or a screen reader (ACCESSIBLE).
    static func wantsLines(asked: Bool, environment: [String: String]) -> Bool {
        asked || environment["TERM"] == "dumb" || !(environment["ACCESSIBLE"] ?? "").isEmpty
    }

    /// Whether a person will see the box: nothing answers the popup, nothing records it (a
    /// recording reads a list's items whole first, so that its fingerprint covers them all) and it
    /// is not shown as lines. A list's items from a pipe are then shown as they arrive.
    static func expectsBox(given: GivenAnswer, lines: Bool, environment: [String: String]) -> Bool {
        !given.isGiven && Answers.recordPath(environment) == nil && !lines
    }

    /// The surface for `plan`: its unattended answer first, then a tmux popup when asked for and
    /// at hand (and `popup` allows one: a popup runs one plan again, not a chain), then the
    /// terminal (`terminal` when one is open already: the plan before left its screen for this
    /// one). A popup that asks something and has no one to ask is an error
    /// (`PopupError.noTerminal`), never a guess.
    static func choose(_ plan: Plan, io: CommandIO, terminal opened: Terminal? = nil, popup: Bool = true) throws -> Surface {
        switch plan.kind {
        case .ask:
            if let answered = try Answers.unattended(plan.popup, given: plan.given, io: io) { return .answered(answered) }
        case .inform, .progress:
            // Replayed, it takes its line, to stay in step with the recording; there is no button
            // to answer with, and an answer given for the run means nobody is watching.
            let replayed = try Answers.unattended(plan.popup, given: plan.given.fileOnly, io: io) != nil
            if replayed || plan.given.answer != nil { return .unattended }
        }
        if popup, opened == nil {
            if let popup = try TmuxPopup.find(plan, io: io) { return .popup(popup) }
            // A signal that came while tmux was asked ends the run as it would end the box.
            if let signal = SignalRelay.pendingTermination { return .answered(Answered(.interrupted(signal: signal))) }
        }
        return try onTerminal(plan, io: io, terminal: opened)
    }

    /// The terminal's surface for `plan`: lines, the box (on `terminal` when one is open), or nobody.
    static func onTerminal(_ plan: Plan, io: CommandIO, terminal opened: Terminal? = nil) throws -> Surface {
        if plan.lines, let lines = io.openLineTerminal() { return .lines(lines) }
        if !plan.lines, let terminal = opened ?? io.openTerminal() { return .box(terminal) }
        guard plan.kind != .ask else {
            // No one to ask, and a list that answers by itself (--select-1, --exit-0, as fzf).
            if case .streamedItems = plan.input {} else if case .answer(let outcome) = ListShortcut.decideWhole(plan.dialog) {
                return .answered(Answered(outcome))
            }
            throw PopupError.noTerminal
        }
        return .nobody
    }
}
