import PopupCore

/// The terminal as a dialog holds it: the modes it turns on (raw input, the alternate screen, the
/// mouse, bracketed paste) and turns off again, once, on every way out, the crash handler armed
/// meanwhile; taken again after Ctrl-Z and SIGCONT; inline, the rows it owns below the prompt;
/// the terminal's replies to its queries, all read before it lets go. It paints with `painter`.
final class HostScreen {
    private let terminal: Terminal
    private let presentation: Presentation
    private let modes: TerminalModes
    var painter: Painter
    /// The modes are on.
    private(set) var isActive = false
    /// Set up afresh after Ctrl-Z, whoever set it up first.
    private var resumed = false
    private var queried = false
    /// A query was sent and the device-attributes reply that closes it has not come yet.
    private var awaitingReplies = false

    init(terminal: Terminal, presentation: Presentation, painter: Painter) {
        self.terminal = terminal
        self.presentation = presentation
        self.painter = painter
        modes = TerminalModes(alternateScreen: !presentation.inline && !presentation.staysOnScreen,
                              mouse: presentation.mouse && !presentation.inline)
    }

    /// Takes the terminal: raw mode and the modes on (not when the dialog before left them on),
    /// inline the `inlineRows` opened below the prompt, the queries sent once. The next frame is whole.
    func begin(width: Int, inlineRows: Int?) throws {
        let afterAnother = presentation.screen.afterAnother && !resumed
        if !afterAnother { try terminal.enterRawMode(keepingTypeAhead: presentation.keepsTypeAhead) }
        terminal.armEmergencyRestore((painter.imageOverlay?.removal ?? []) + Array((leaveText + modes.leaveSequence).utf8))
        isActive = true
        painter.cursorHidden()
        // The screen as the dialog before left it: the modes are on, its cells are redrawn.
        var bytes = afterAnother ? [] : Array(modes.enterSequence.utf8)
        if let inlineRows { bytes += InlineRows.freshLine(width: width) + openInlineRows(inlineRows, width: width) }
        if presentation.queriesBackground && presentation.colorDepth != .none && !queried {
            bytes += Array(TerminalQuery.background.utf8) + Array(TerminalQuery.deviceAttributes.utf8)
            queried = true
            awaitingReplies = true
        }
        try terminal.write(bytes)
        painter.forgetFrame()
    }

    /// Idempotent: the terminal is left as it was found, or set up for the dialog after this one
    /// (`ScreenShare.beforeAnother`; not when it ends for Ctrl-Z). The replies still to come are
    /// read first, `decode` making events of their bytes.
    func end(suspending: Bool = false, decode: ([UInt8]) -> [Event]) {
        guard isActive else { return }
        isActive = false
        drainReplies(decode)
        var bytes = painter.imageOverlay?.removal ?? []
        painter.imageOverlay?.forget()
        if presentation.screen.beforeAnother && !suspending {
            try? terminal.write(bytes + Array(TerminalModes.penAndWrapReset.utf8) + (painter.cursorShown ? Array("\u{1B}[?25l".utf8) : []))
            return
        }
        bytes += presentation.inline ? InlineRows.close(&painter.encoder) : Array(leaveText.utf8)
        bytes += Array(modes.leaveSequence.utf8)
        try? terminal.write(bytes)
        terminal.restoreMode(keepingTypeAhead: presentation.keepsTypeAhead)
        terminal.disarmEmergencyRestore()
    }

    /// Ctrl-Z, the terminal handed back (`end(suspending:)`): stops until continued. Taken again
    /// then as any dialog takes it: the shell had it meanwhile.
    func stop() {
        stepAside()
        terminal.suspend()
    }

    /// The terminal handed back (`end(suspending:)`) to someone else for a while (a command that
    /// asks): taken again as any dialog takes it.
    func stepAside() {
        resumed = true
    }

    /// Continued after a stop from outside (SIGSTOP): the shell may have reset the terminal meanwhile.
    func continued() throws {
        try terminal.enterRawMode(keepingTypeAhead: presentation.keepsTypeAhead)
        try terminal.write(Array(modes.enterSequence.utf8))
        painter.cursorHidden()
        painter.invalidate()
    }

    /// The screen is `width` wide now: drawing starts afresh at it. Inline, the rows we own may
    /// have been reflowed, but they start where the cursor is parked: cleared from there, the
    /// `inlineRows` opened again. Stopped (Ctrl-Z), nothing is drawn: `begin` starts afresh.
    func resized(width: Int, inlineRows: Int?) {
        guard isActive else { return }
        if let inlineRows {
            try? terminal.write(InlineRows.close(&painter.encoder) + openInlineRows(inlineRows, width: width))
        } else {
            painter.restart(width: width)
        }
        painter.forgetFrame()
    }

    /// Shows `frame`.
    func paint(_ frame: Frame) throws {
        let bytes = painter.paint(frame)
        if !bytes.isEmpty { try terminal.write(bytes) }
    }

    /// Draws `cells` once and leaves them (`--no-wait`, an infobox): in `inlineRows` below the
    /// prompt, the cursor on the line after them; or, staying on the screen, over the whole of it,
    /// the cursor at the top left. No raw mode, no mode to undo but the pen.
    func paintStill(_ cells: () -> Buffer, width: Int, inlineRows: Int?) throws {
        var bytes = inlineRows.map { InlineRows.freshLine(width: width) + openInlineRows($0, width: width) } ?? []
        bytes += painter.still(cells(), inlineRows: inlineRows)
        try terminal.write(bytes)
    }

    /// Takes what a reply tells the screen: the device attributes close the replies.
    func noteReply(_ text: String) {
        if TerminalQuery.isDeviceAttributes(text) { awaitingReplies = false }
    }

    /// Leaves the screen as it was found after dialogs that left it set up for one more
    /// (`ScreenShare.beforeAnother`) when none comes.
    static func release(_ terminal: Terminal, presentation: Presentation) {
        let modes = TerminalModes(alternateScreen: !presentation.inline, mouse: presentation.mouse && !presentation.inline)
        try? terminal.write(Array(modes.leaveSequence.utf8))
        terminal.restoreMode(keepingTypeAhead: presentation.keepsTypeAhead)
        terminal.disarmEmergencyRestore()
    }

    /// Reads and drops input until the terminal's last reply arrives (or a short while passes),
    /// so that a late answer is never typed into the shell after we leave.
    private func drainReplies(_ decode: ([UInt8]) -> [Event]) {
        let deadline = terminal.now() + presentation.replyGrace
        while awaitingReplies {
            let left = deadline - terminal.now()
            guard left > 0, case .bytes(let bytes)? = try? terminal.next(timeout: left) else { return }
            for case .terminalReply(let text) in decode(bytes) { noteReply(text) }
        }
    }

    /// Drawing starts afresh at the top of the `rows` made below the prompt.
    private func openInlineRows(_ rows: Int, width: Int) -> [UInt8] {
        painter.restart(width: width)
        return InlineRows.open(rows)
    }

    /// What leaving writes before the modes go: inline, the dialog's rows cleared; staying on
    /// the screen, the cursor taken to the top left, the last frame kept.
    private var leaveText: String { presentation.inline ? "\r\u{1B}[J" : presentation.staysOnScreen ? "\u{1B}[H" : "" }
}
