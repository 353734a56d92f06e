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
        guard !silent else {
            guard let run = try terminal.run(command, streams: .none) else { return nil }
            return try waitSilently(run)
        }
        return try handBack {
            _ = try terminal.run(command, streams: .terminal)?.wait()
            return nil
        }
    }

    /// The list waits while the command runs with no terminal: keys are queued for after it, but
    /// a Ctrl-C or a signal to end stops it and is answered at once.
    /// `printed` takes its output as it comes, when it has one (`ShellRun.Streams.output`).
    private func waitSilently(_ run: ShellRun, printed: ([UInt8]) -> Void = { _ in }) throws -> Outcome? {
        run.output?.setNonBlocking()
        func drain() {
            while let output = run.output, let bytes = output.read(), !bytes.isEmpty { printed(bytes) }
        }
        defer {
            drain()
            run.output?.close()
        }
        while run.ended() == nil {
            drain()
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

    /// The most a `transform` command's output is read: the rest is dropped.
    static let transformOutputLimit = 1 << 20
    /// How deep `transform`s may print `transform`s: past it, what they print is not run.
    static let transformDepthLimit = 16

    /// Runs the command as `execute-silent` does, its output read; then it is the query or more actions.
    func transform(_ command: ShellCommand, intoQuery: Bool) throws -> Outcome? {
        guard transformDepth < Self.transformDepthLimit else { return nil }
        try writeFiles(command)
        guard let run = try terminal.run(command, streams: .output) else { return nil }
        var printed: [UInt8] = []
        let outcome = try waitSilently(run) { bytes in
            printed += bytes.prefix(max(0, Self.transformOutputLimit - printed.count))
        }
        if let outcome { return outcome }
        transformDepth += 1
        defer { transformDepth -= 1 }
        return try perform(program.transformed(printed, intoQuery: intoQuery))
    }

    private func writeFiles(_ command: ShellCommand) throws {
        try CommandFiles.write(command.files.map { ($0.path, $0.contents) }, directory: program.dialog.conventions.list.commandFiles)
    }
}
