import PopupCore
import PopupTTY

/// Commands list actions run (fzf's `become`, `execute`, `execute-silent`), carried out.
extension DialogHost {
    /// Seconds between looks at a silent command: a Ctrl-C typed meanwhile is answered within this.
    static let silentLook = 0.05

    /// The terminal left as it was found, the process becomes the command; an error when it cannot.
    func become(_ command: ShellCommand) throws {
        try writeFiles(command)
        terminal.preview(nil)
        end()
        try terminal.become(command)
    }

    /// Runs the command and waits for it; an outcome when what came meanwhile ends the dialog.
    func execute(_ command: ShellCommand, silent: Bool) throws -> Outcome? {
        try writeFiles(command)
        guard !silent else { return try waitSilently(command) }
        return try handBack {
            _ = try terminal.run(command, streams: .terminal)?.wait()
            return nil
        }
    }

    /// The list waits while the command runs with no terminal: keys are queued for after it, but
    /// a Ctrl-C or a signal to end stops it and is answered at once.
    private func waitSilently(_ command: ShellCommand) throws -> Outcome? {
        guard let run = try terminal.run(command, streams: .none) else { return nil }
        while run.ended() == nil {
            let input = try terminal.next(timeout: Self.silentLook)
            var ends = false
            if case .bytes(let bytes) = input, bytes.contains(0x03) { ends = true }
            if case .signal(let signal) = input,
               [SignalNumbers.interrupt, SignalNumbers.terminate, SignalNumbers.hangup, SignalNumbers.quit].contains(signal) {
                ends = true
            }
            if case .closed = input { ends = true }
            if ends {
                run.terminate()
                _ = run.wait()
            }
            if let outcome = try handle(input) { return outcome }
        }
        return nil
    }

    /// The items become the command's output, read as the list's input is; the command that
    /// gave the items before is stopped, and the input they came from is read no more.
    func reload(_ command: ShellCommand) throws -> Outcome? {
        try writeFiles(command)
        guard let list = program.dialog.list, let run = try terminal.run(command, streams: .output), let output = run.output else {
            return nil
        }
        reloading?.killNow()
        reloading = run
        terminal.watch(nil)
        program.reloadItems()
        watched = WatchedInput(output, items: ItemReader(list, feed: .complete))
        terminal.watch(output)
        return nil
    }

    private func writeFiles(_ command: ShellCommand) throws {
        try CommandFiles.write(command.files.map { ($0.path, $0.contents) }, directory: program.dialog.conventions.list.commandFiles)
    }
}
