import PopupCore
import PopupTTY

/// What the program asks, carried out: every effect the dialog has goes through here.
extension DialogHost {
    /// Carries out `commands` in order; the outcome when one ends the dialog.
    func perform(_ commands: [Command]) throws -> Outcome? {
        for command in commands {
            switch command {
            case .finish(let outcome):
                return outcome
            case .report(let index):
                try report(index)
            case .suspend:
                // A popup has no shell to hand the terminal back to, and nobody to continue it.
                if presentation.floatsOver == nil, let outcome = try suspend() { return outcome }
            case .bell:
                try terminal.write([0x07])
            case .redraw:
                screen.painter.invalidate()
            case .resize:
                resizeScreen()
            case .preview(let request):
                terminal.preview(request)
            case .listDirectory(let directory):
                let entries = DirectoryReader.entries(of: directory, limit: FileBrowser.capacity)?.map {
                    DirectoryEntry(name: $0.name, isDirectory: $0.isDirectory)
                }
                if let outcome = try dispatch([.listing(directory: directory, entries: entries)]) { return outcome }
            case .become(let command):
                try become(command)
                return .completed
            case .execute(let command, let silent):
                if let outcome = try execute(command, silent: silent) { return outcome }
            case .reload(let command):
                if let outcome = try reload(command) { return outcome }
            case .transform(let command, let intoQuery):
                if let outcome = try transform(command, intoQuery: intoQuery) { return outcome }
            }
        }
        return nil
    }

    /// Takes the terminal for the dialog (`HostScreen.begin`).
    func begin() throws {
        try screen.begin(width: program.state.screen.width, inlineRows: openedInlineRows())
        // A command that may ask: its prompt waits for the box to step aside (`stepAsideIfAsked`).
        if asker != nil { ForegroundGroup.stopBackgroundOutput() }
    }

    /// Lets the terminal go (`HostScreen.end`); the replies still to come are read as it does.
    func end(suspending: Bool = false) {
        screen.end(suspending: suspending) { bytes in
            let events = keys.decodeAsItEnds(bytes)
            for case .terminalReply(let text) in events { _ = program.update(.terminalReply(text)) }
            return events
        }
    }

    /// Shows the state as it is.
    func render() throws {
        try screen.paint(program.frame())
    }

    /// Inline, the rows the box takes below the prompt now, told to the view; nil on the whole screen.
    func openedInlineRows() -> Int? {
        guard presentation.inline else { return nil }
        let rows = program.inlineHeight()
        program.view.inlineRows = rows
        return rows
    }

    /// `Command.resize`: the state holds the new size, the drawing starts afresh at it. Stopped
    /// (Ctrl-Z), nothing is drawn: `begin` starts afresh at the size there is then.
    private func resizeScreen() {
        guard screen.isActive else { return }
        screen.resized(width: program.state.screen.width, inlineRows: openedInlineRows())
    }
}
