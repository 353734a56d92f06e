import PopupCore
import PopupTTY

/// One turn of the host's loop in each phase: what it waits for, and when the phase is over.
extension DialogHost {
    /// Matches what has arrived; then waits for more items, keys left unread.
    func shortcutTurn() throws -> HostPhase.Turn {
        while program.state.list?.isFiltering == true {
            if let outcome = try dispatch([.tick(0)]) { return .end(outcome) }
        }
        switch program.shortcut {
        case .answer(let outcome): return .end(outcome)
        case .ask: return afterShortcut()
        case .undecided: break
        }
        // Nothing to read the rest from: the list cannot tell, so it is asked.
        guard watched.input != nil else { return afterShortcut() }
        let before = terminal.now()
        let input = try terminal.nextWatched(timeout: 1)
        // A terminal whose time stands still while keys wait (a test's): ask now.
        if input == .timeout && terminal.now() == before { return afterShortcut() }
        return .input(input)
    }

    /// The list is to be asked: the dialog's clock starts as it is shown.
    private func afterShortcut() -> HostPhase.Turn {
        clockStart = terminal.now()
        return .enter(HostPhase.beforeShowing(program.dialog, at: clockStart), then: nil)
    }

    /// Waits for the progress box's input, keys left unread, until it pauses or the time is up.
    func readAheadTurn(until limit: Double) throws -> HostPhase.Turn {
        let left = limit - terminal.now()
        guard left > 0 else { return .enter(.shown, then: nil) }
        let input = try terminal.nextWatched(timeout: min(FramePacer.frameInterval, left))
        switch input {
        case .timeout:
            return .enter(.shown, then: nil)
        case .signal(let signal) where signal == SignalNumbers.terminalStop || signal == SignalNumbers.continued:
            // Job control wants the terminal in the state it hands back: once the box is on.
            return .enter(.shown, then: input)
        default:
            return .input(input)
        }
    }

    /// Draws a frame when one is due, then waits for input until something else is.
    func shownTurn() throws -> HostPhase.Turn {
        if let outcome = try stepAsideIfAsked() { return .end(outcome) }
        let now = terminal.now()
        if pacer.isDue(now: now, keysReadable: terminal.hasPendingKeys) {
            let wasFiltering = program.state.hasPendingWork
            if let outcome = try dispatch([.tick(now - clockStart)]) { return .end(outcome) }
            // A filter still looking is drawn at the frame rate, not once a slice: its slices
            // come back to back, and a frame each would cost the cores' time twice over.
            if !(wasFiltering && program.state.hasPendingWork && pacer.within(now)) {
                try render()
                pacer.drew(at: now)
            }
        }
        let waking = terminal.now()
        let wait = Wakeup.wait(now: waking, clock: waking - clockStart, keys: keys, pacer: pacer, state: program.state,
                               timeout: program.dialog.timeout)
        return .input(try terminal.next(timeout: wait))
    }
}
