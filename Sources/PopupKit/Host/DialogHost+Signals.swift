import PopupCore

/// What a signal's meaning (`SignalHandling`) comes to on the box: a stop hands the terminal back
/// and takes it again, a continue sets the modes up again, a new size is the state's.
extension DialogHost {
    /// Ctrl-Z: before the box is shown nothing of the terminal is ours, so it only stops; once
    /// shown, `suspend`.
    func stop() throws -> Outcome? {
        guard screen.isActive else {
            terminal.suspend()
            return nil
        }
        return try suspend()
    }

    /// SIGCONT: the modes set up again, if the box is shown (another job may have reset them).
    func continued() throws {
        if screen.isActive { try screen.continued() }
    }

    /// SIGWINCH: the state learns the new size (`Command.resize` then redraws at it).
    func resized() throws -> Outcome? {
        try dispatch([.resize(terminal.size)])
    }

    /// Ctrl-Z: hands the terminal back, stops, and takes it again at the size it has then. An outcome
    /// when a signal asking to end came meanwhile.
    func suspend() throws -> Outcome? {
        try handBack {
            screen.stop()
            return nil
        }
    }

    /// Hands the terminal back while `away` runs, and takes it again at the size it has then; then
    /// `away`'s input, one that called it back. An outcome when a signal asking to end came
    /// meanwhile, or when that input ends the box.
    func handBack(while away: () throws -> TerminalInput?) throws -> Outcome? {
        end(suspending: true)
        screen.stepAside()
        let pending = try away()
        // The window may have changed meanwhile: the state learns it as from any resize.
        let outcome = try dispatch([.resize(terminal.size)])
        screen.painter.restart(width: program.state.screen.width)
        try begin()
        if let outcome { return outcome }
        guard let pending else { return nil }
        return try handle(pending)
    }
}
