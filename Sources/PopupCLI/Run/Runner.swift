import PopupCore
import PopupKit
import PopupTTY

/// Carries out a `Plan`, in one order for every front end: check the recording, choose the
/// surface (the unattended answer first), start the command, show the popup inside a signal scope,
/// reap the command, record, write the result, return the status.
enum Runner {
    /// The exit status `plan` ends with; a failure is worded on stderr as its front end words it.
    static func run(_ plan: Plan, io: CommandIO) -> Int32 {
        plan.wording.exitStatus(io: io) {
            if let caller = io.caller { return try show(plan, for: caller, io: io) }
            return try carryOut(plan, io: io)
        }
    }

    private static func carryOut(_ plan: Plan, io: CommandIO) throws -> Int32 {
        // Before anything is asked: an answer that could not be recorded would be lost.
        try Answers.checkRecording(io: io)
        let surface = try Surface.choose(plan, io: io)
        // The person's own look matters only to a person: a typo in it never stops an unattended run.
        if surface.isSeen, let failure = plan.personalThemeFailure { throw failure }
        let scope = try SignalScope.open()
        defer { scope.close() }
        let command = try start(plan.input)
        var shown = try show(plan, on: surface, command: command, io: io)
        let commandEnding = command.map { reap($0, after: &shown.outcome, scope: scope) }
        scope.close()

        let ending = Plan.Ending(command: commandEnding, stopped: stopped(plan, shown, command: commandEnding))
        let status = plan.status(shown.outcome, ending)
        if commandEnding != nil, status != 0, let tail = shown.progress?.tail, !tail.isEmpty {
            // The log that explains the failure, after the box is gone.
            io.writeStderr(tail.joined(separator: "\n") + "\n")
        }
        try Answers.record(plan.dialog, shown.outcome, status: status, io: io)
        try write(plan.encode(shown.outcome, status), to: plan.sink, io: io)
        return status
    }

    /// Inside a tmux popup that `caller` opened for this plan: shows the box there and tells the
    /// caller how it ended. The caller did the rest before (the answer check) and does it after
    /// (the record, the result, the status), as for a box of its own.
    private static func show(_ plan: Plan, for caller: PopupCaller, io: CommandIO) throws -> Int32 {
        var plan = plan
        plan.popup.presentation.floatsOver = caller.screen
        // The popup is the box's own: nothing of the pane to keep beside it.
        plan.popup.presentation.inline = false
        guard let terminal = io.openTerminal() else { throw PopupError.noTerminal }
        let scope = try SignalScope.open()
        defer { scope.close() }
        try caller.send(try show(plan, on: .box(terminal), command: nil, io: io))
        return 0
    }

    private static func start(_ input: Plan.Input) throws -> ChildProcess? {
        guard case .command(let arguments) = input, !arguments.isEmpty else { return nil }
        do {
            return try ChildProcess(arguments)
        } catch let error as TTYError {
            throw CommandStartFailure(command: arguments[0], code: error.code)
        }
    }

    private static func show(_ plan: Plan, on surface: Surface, command: ChildProcess?, io: CommandIO) throws -> Shown {
        let popup = plan.popup
        let onReport: (Int) throws -> Void = { index in
            if let report = plan.report { try io.writeStdout(bytes: report(index)) }
        }
        var items: DataInput?
        if case .streamedItems(let input) = plan.input { items = input }
        if case .popup(let tmux) = surface {
            let feed = plan.kind == .progress ? try command?.output ?? io.streamingStdin() : items
            if let shown = try tmux.show(plan, feed: feed, io: io) { return shown }
            // tmux could not open it: as without tmux.
            return try show(plan, on: try Surface.onTerminal(plan, io: io), command: command, io: io)
        }
        switch plan.kind {
        case .ask:
            switch surface {
            case .answered(let outcome): return Shown(outcome: outcome)
            case .lines(let lines): return Shown(outcome: try PlainPrompt(plan.dialog).run(on: lines))
            case .box(let terminal):
                return Shown(outcome: try popup.run(on: terminal, items: items, onReport: onReport))
            case .unattended, .nobody, .popup: throw PopupError.noTerminal
            }
        case .inform:
            let words = [plan.dialog.title, plan.dialog.message].filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
            switch surface {
            case .lines(let lines): try lines.write(words)
            case .box(let terminal): try popup.show(on: terminal)
            case .answered, .unattended, .nobody, .popup: log(words, plan.log, io: io)
            }
            return Shown()
        case .progress:
            let feed = try command?.output ?? io.streamingStdin()
            switch surface {
            case .box(let terminal):
                // stdin a terminal (whiptail's gauge typed at): its lines are read with the keys.
                let ran = try popup.runProgress(on: terminal, input: feed ?? .standardInput, onReport: onReport)
                return Shown(outcome: ran.outcome, progress: ProgressEnd(ran.progress))
            case .lines(let lines):
                guard let feed else { return Shown(outcome: .completed) }
                let ran = try PlainProgress(plan.dialog).run(feed) { try? lines.write($0) }
                return Shown(outcome: ran.outcome, progress: ProgressEnd(ran.progress))
            case .answered, .unattended, .nobody, .popup:
                guard let feed else {
                    // Nobody to type it and nobody to see it: read to its end, a box that ended there.
                    _ = try? io.readStdin(limit: PopupCommand.maxInputBytes)
                    return Shown(outcome: .completed)
                }
                let ran = try PlainProgress(plan.dialog).run(feed) { log($0, plan.log, io: io) }
                return Shown(outcome: ran.outcome, progress: ProgressEnd(ran.progress))
            }
        }
    }

    /// Whether a progress box was stopped: a button or a dismissal ended it (a person, or the
    /// timeout choosing the default) before its work did. Its work is its command when it has one
    /// (whose output may end before it does), else its input.
    private static func stopped(_ plan: Plan, _ shown: Shown, command: Plan.CommandEnding?) -> Bool {
        guard plan.kind == .progress else { return false }
        switch shown.outcome {
        case .chosen, .dismissed:
            if let command { return command.wasRunning }
            return !(shown.progress?.ended ?? true)
        case .timedOut, .interrupted, .completed, nil:
            return false
        }
    }

    /// Waits for the command; one the popup ended before it ended (a button, Esc, the timeout)
    /// is stopped, for as long as that takes. Leaving (Ctrl-C, a signal, before or while it is
    /// waited for), we answer at once: the command has moments to end and its supervisor sees the
    /// rest through, and a signal that came during the wait is the run's outcome.
    private static func reap(_ command: ChildProcess, after outcome: inout Outcome?, scope: SignalScope) -> Plan.CommandEnding {
        let wasRunning = command.poll() == nil
        let status: Int32?
        if case .interrupted? = outcome {
            status = command.stopForLeaving()
        } else {
            status = command.wait(stopping: outcome != .completed) { scope.pendingTermination != nil }
            if let signal = scope.pendingTermination { outcome = .interrupted(signal: signal) }
        }
        // Left stopping, its status is not known: SIGTERM is what it was sent.
        return Plan.CommandEnding(status: status ?? 128 + SignalNumbers.terminate, wasRunning: wasRunning)
    }

    private static func log(_ text: String, _ log: Plan.Log, io: CommandIO) {
        if log == .stderr { io.writeStderr(text) }
    }

    private static func write(_ bytes: [UInt8], to sink: Plan.ResultSink, io: CommandIO) throws {
        guard !bytes.isEmpty else { return }
        switch sink {
        case .stdout:
            try io.writeStdout(bytes: bytes)
        case .descriptor(let fd):
            do {
                try io.write(bytes: bytes, toDescriptor: fd)
            } catch {
                throw ResultWriteFailure(descriptor: fd)
            }
        }
    }
}

/// The command a progress box runs could not be started (`code`: errno).
struct CommandStartFailure: Error {
    var command: String
    var code: Int32
}

/// The result could not be written to its descriptor.
struct ResultWriteFailure: Error {
    var descriptor: Int32
}
