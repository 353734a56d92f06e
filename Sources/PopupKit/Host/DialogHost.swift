import PopupCore
import PopupTTY

/// The one host a dialog runs on: it owns the terminal and every event source (keys, streamed
/// items, a progress box's input or a program's updates, a followed file, the preview command,
/// directory listings, the clock, signals), paces the frames, and carries out what the program
/// asks. Every mode it turns on is turned off again, once, on every way out.
final class DialogHost: SignalHandling {
    var program: DialogProgram
    let terminal: Terminal
    let presentation: Presentation
    let report: (Int) throws -> Void
    let screen: HostScreen
    var keys: InputQueue
    var pacer = FramePacer()
    /// The input read besides the keys: the items still arriving, or a progress box's or a
    /// content's data.
    var watched: WatchedInput
    /// A program's typed updates for its progress box (`ProgressPopup`).
    let updates: ProgressFeed?
    /// When the dialog's clock started: its events carry the seconds since.
    var clockStart = 0.0
    /// The command a progress box runs, when it may ask on the terminal: the box steps aside for it.
    let asker: ChildProcess?
    /// The command whose output the items are read from now (fzf's `reload`).
    var reloading: ShellRun?
    /// How many `transform`s are running, each from the output of the one before.
    var transformDepth = 0

    init(dialog: Dialog, theme: Theme, presentation: Presentation, terminal: Terminal, items: ItemFeed = .complete,
         data: DataInput? = nil, updates: ProgressFeed? = nil, asker: ChildProcess? = nil,
         report: @escaping (Int) throws -> Void) {
        let arriving = items.isArriving && dialog.list != nil
        let screenSize = terminal.size.clampedToScreen
        let program = DialogProgram(dialog: dialog, theme: theme, presentation: presentation, screen: screenSize,
                                    itemsArriving: arriving)
        let overlay = program.dialog.image.flatMap {
            ImageOverlay(presentation.imageProtocol, image: $0, background: program.theme.box.background)
        }
        self.program = program
        screen = HostScreen(terminal: terminal, presentation: presentation,
                            painter: Painter(presentation, width: screenSize.width, imageOverlay: overlay))
        keys = InputQueue(presentation)
        self.terminal = terminal
        self.presentation = presentation
        self.report = report
        watched = arriving ? WatchedInput(items.input, items: program.dialog.list.map { ItemReader($0, feed: items) })
            : WatchedInput(data)
        self.updates = updates
        self.asker = asker
    }

    /// What a progress box read, as the dialog ended.
    var progress: ProgressState? { program.state.progress }

    /// The query typed over the list, as the dialog ended.
    var query: String { program.state.list?.filter ?? "" }

    /// Runs the dialog to its outcome. A terminal that hangs up, or a signal that came while
    /// another dialog held the terminal, ends it as `.interrupted`.
    func run() throws -> Outcome {
        try endingOnLoss { try loop() }
    }

    private func loop() throws -> Outcome {
        clockStart = terminal.now()
        // Nothing the dialog started outlives it (a Ctrl-Z, which ends the modes too, leaves it running).
        defer { terminal.preview(nil) }
        // The files commands were handed (`{f}`) are theirs no more.
        defer { if program.state.commandsRun > 0 { CommandFiles.remove(program.dialog.conventions.list.commandFiles) } }
        defer { reloading?.killNow() }
        // Registered first, so run last: the inputs are watched no more when `end` drains replies.
        defer { end() }
        terminal.watch(watched.input)
        defer { terminal.watch(nil) }
        if let updates { terminal.watch(updates: updates) }
        defer { terminal.watch(updates: nil) }
        var phase = HostPhase.first(for: program.dialog, at: clockStart)
        var turn = HostPhase.Turn.enter(phase, then: nil)
        while true {
            switch turn {
            case .end(let outcome):
                return outcome
            case .enter(let next, let pending):
                phase = next
                if next == .shown, let outcome = try show(handling: pending) { return outcome }
            case .input(let input):
                if let outcome = try handled(input, in: phase) { return outcome }
            }
            switch phase {
            case .awaitingShortcut: turn = try shortcutTurn()
            case .readingAhead(let limit): turn = try readAheadTurn(until: limit)
            case .shown: turn = try shownTurn()
            }
        }
    }

    /// Handles `input` as every phase does, then ends the dialog as the phase ends it.
    private func handled(_ input: TerminalInput, in phase: HostPhase) throws -> Outcome? {
        switch phase {
        case .awaitingShortcut:
            return try handle(input)
        case .readingAhead:
            let handled = try handle(input)
            // Nothing was shown, so there is nothing to play an exit transition on.
            let exit = program.state.exitStart != nil ? program.state.exitOutcome : nil
            guard let outcome = handled ?? exit else { return nil }
            // A box that stays on the screen shows the state its input ended in, frame or not.
            if presentation.staysOnScreen { try drawOnce() }
            return outcome
        case .shown:
            guard let outcome = try handle(input) ?? expiredOrQueued() else { return nil }
            // What stays on the screen is the state it ended in, not the last frame's.
            if presentation.staysOnScreen { try render() }
            return outcome
        }
    }

    /// Takes the terminal and carries out what the dialog asks for as it is shown; then `pending`,
    /// an input that waited for the box to be on.
    private func show(handling pending: TerminalInput?) throws -> Outcome? {
        try begin()
        if let outcome = try perform(program.start()) { return outcome }
        guard let pending else { return nil }
        return try handle(pending)
    }

    /// Draws the dialog once on the screen it shares with the dialogs before and after it
    /// (`Presentation.screen`: an infobox among chained boxes) and returns at once.
    func drawShared() throws {
        try begin()
        defer { end() }
        try render()
    }

    /// Draws the dialog once and leaves it there (`--no-wait`, an infobox): in rows below the
    /// prompt, or over the whole screen when it stays on it.
    func drawOnce() throws {
        let rows = openedInlineRows()
        try screen.paintStill({ program.still() }, width: program.state.screen.width, inlineRows: rows)
    }
}
