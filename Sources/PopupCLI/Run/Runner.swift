import PopupCore
import PopupKit
import PopupTTY

/// Carries out a `Plan`, in one order for every front end: check the recording, choose the
/// surface (the unattended answer first), start the command, show the popup inside a signal scope,
/// reap the command, record, write the result, return the status.
enum Runner {
    /// The exit status `plan` ends with; a failure is worded on stderr as its front end words it.
    static func run(_ plan: Plan, io: CommandIO) -> Int32 {
        plan.wording.exitStatus(io: io) { try carryOut(plan, io: io) }
    }

    private static func carryOut(_ plan: Plan, io: CommandIO) throws -> Int32 {
        // Before anything is asked: an answer that could not be recorded would be lost.
        try Answers.checkRecording(io: io)
        let surface = try Surface.choose(plan, io: io)
        let scope = try SignalScope.open()
        defer { scope.close() }
        let command = try start(plan.input)
        var shown = try show(plan, on: surface, command: command, io: io)
        let ending = command.map { reap($0, after: &shown.outcome, scope: scope) }
        scope.close()

        let status = plan.status(shown.outcome, ending)
        if ending != nil, status != 0, let tail = shown.progress?.tail, !tail.isEmpty {
            // The log that explains the failure, after the box is gone.
            io.writeStderr(tail.joined(separator: "\n") + "\n")
        }
        try Answers.record(plan.dialog, shown.outcome, status: status, io: io)
        try write(plan.encode(shown.outcome, status), to: plan.sink, io: io)
        return status
    }

    /// How the popup ended (nil: only shown) and, for a progress box, what its input said.
    private struct Shown {
        var outcome: Outcome?
        var progress: ProgressState?
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
        switch plan.kind {
        case .ask:
            switch surface {
            case .answered(let outcome): return Shown(outcome: outcome)
            case .lines(let lines): return Shown(outcome: try PlainPrompt(plan.dialog).run(on: lines))
            case .box(let terminal):
                var items: DataInput?
                if case .streamedItems(let input) = plan.input { items = input }
                return Shown(outcome: try popup.run(on: terminal, items: items, onReport: onReport))
            case .unattended, .nobody: throw PopupError.noTerminal
            }
        case .inform:
            let words = [plan.dialog.title, plan.dialog.message].filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
            switch surface {
            case .lines(let lines): try lines.write(words)
            case .box(let terminal): try popup.show(on: terminal)
            case .answered, .unattended, .nobody: log(words, plan.log, io: io)
            }
            return Shown()
        case .progress:
            let feed = try command?.output ?? io.streamingStdin()
            switch surface {
            case .box(let terminal):
                // stdin a terminal (whiptail's gauge typed at): its lines are read with the keys.
                let ran = try popup.runProgress(on: terminal, input: feed ?? .standardInput, onReport: onReport)
                return Shown(outcome: ran.outcome, progress: ran.progress)
            case .lines(let lines):
                guard let feed else { return Shown(outcome: .completed) }
                let ran = try PlainProgress(plan.dialog).run(feed) { try? lines.write($0) }
                return Shown(outcome: ran.outcome, progress: ran.progress)
            case .answered, .unattended, .nobody:
                guard let feed else {
                    // Nobody to type it and nobody to see it: read to its end, a box that ended there.
                    _ = try? io.readStdin(limit: PopupCommand.maxInputBytes)
                    return Shown(outcome: .completed)
                }
                let ran = try PlainProgress(plan.dialog).run(feed) { log($0, plan.log, io: io) }
                return Shown(outcome: ran.outcome, progress: ran.progress)
            }
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
