import PopupCore
import PopupTTY

/// A progress box's command that asks on the terminal (sudo's password, ssh's host key): the box
/// steps aside, the command is given the terminal as a shell's `fg` gives it, and the box comes
/// back when it is done asking — it speaks on its output again, ends, or stops again.
extension DialogHost {
    /// Seconds between looks at the command while it asks (SIGCHLD wakes the wait sooner).
    static let askingLook = 0.1
    /// Reads of what the command wrote before it asked, at most: its group may write on.
    static let outputBeforeAsking = 64

    /// Steps aside when the command has stopped to ask; an outcome when what came meanwhile ends the box.
    func stepAsideIfAsked() throws -> Outcome? {
        guard let asker, screen.isActive, let stop = asker.takeStop() else { return nil }
        guard stop == .toAsk else {
            // Stopped with nobody to continue it (Ctrl-Z typed while it asked): on it goes; if it
            // still wants the terminal it asks again.
            asker.continueGroup()
            return nil
        }
        // What it wrote before it asked first: once it has the terminal, output means it is done asking.
        for _ in 0..<Self.outputBeforeAsking {
            let input = try terminal.nextWatched(timeout: 0)
            if input == .timeout { break }
            if let outcome = try handle(input) { return outcome }
        }
        return try handBack {
            guard asker.handTerminal() else { return nil }
            // Ours again on every way back, before anything touches the terminal.
            defer { ForegroundGroup.set() }
            return try waitWhileAsking(asker)
        }
    }

    /// Waits while the command has the terminal; the input that calls the box back (output, a
    /// signal), nil when the command ended or stopped again.
    private func waitWhileAsking(_ asker: ChildProcess) throws -> TerminalInput? {
        while true {
            let input = try terminal.nextWatched(timeout: Self.askingLook)
            if asker.hasEnded { return input == .timeout ? nil : input }
            if let stop = asker.takeStop() {
                if stop == .other { asker.continueGroup() }
                return input == .timeout ? nil : input
            }
            switch input {
            case .timeout:
                continue
            case .signal(let signal) where signal == SignalNumbers.continued || signal == SignalNumbers.windowChange:
                // The size is learnt on the way back.
                continue
            default:
                return input
            }
        }
    }
}
