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
        // The person's own look matters only to a person: a typo in it never stops an unattended run.
        if surface.isSeen, let failure = plan.personalThemeFailure { throw failure }
        let scope = try SignalScope.open()
        defer { scope.close() }
        let command = try start(plan.input)
        let follower = try follow(plan.input)
        defer { follower?.stop() }
        let shown = try show(plan, on: surface, command: command, follower: follower, io: io)
        let commandEnding = command.map { reap($0, after: shown.outcome, scope: scope) }
        scope.close()

        let ending = Plan.Ending(command: commandEnding, stopped: stopped(plan, shown, command: commandEnding))
        let status = plan.status(shown.outcome, ending)
        if plan.log == .stderr, commandEnding != nil, status != 0, let tail = shown.progress?.tail, !tail.isEmpty {
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

    /// The file a content follows, opened and followed; nil for any other input.
    private static func follow(_ input: Plan.Input) throws -> FileFollower? {
        guard case .followedFile(let path) = input else { return nil }
        do {
            return try FileFollower(path: path, tailBytes: followedTailBytes)
        } catch let error as TTYError {
            throw CLIError.unreadable(what: Excerpt.quoted(path), reason: SystemError.message(error.code))
        }
    }

    /// How much of a followed file's end is read first: more lines than any screen shows.
    static let followedTailBytes = 256 << 10

    private static func show(_ plan: Plan, on surface: Surface, command: ChildProcess?, follower: FileFollower?,
                             io: CommandIO) throws -> Shown {
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
                var items: DataInput? = follower?.input
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
            let feed = command?.output ?? io.streamingStdin()
            switch surface {
            case .box(let terminal):
                // stdin a terminal (whiptail's gauge typed at): its lines are read with the keys.
                let ran = try popup.runProgress(on: terminal, input: feed ?? .standardInput, onReport: onReport)
                return Shown(outcome: ran.outcome, progress: ran.progress)
            case .lines(let lines):
                guard let feed else { return Shown(outcome: .completed) }
                let ran = PlainProgress(plan.dialog).run(feed) { try? lines.write($0) }
                return Shown(outcome: ran.outcome, progress: ran.progress)
            case .answered, .unattended, .nobody:
                guard let feed else {
                    // Nobody to type it and nobody to see it: read to its end, a box that ended there.
                    _ = try? io.readStdin(limit: PopupCommand.maxInputBytes)
                    return Shown(outcome: .completed)
                }
                let ran = PlainProgress(plan.dialog).run(feed) { log($0, plan.log, io: io) }
                return Shown(outcome: ran.outcome, progress: ran.progress)
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

    /// Waits for the command; one the popup ended before it ended (a button, Esc, Ctrl-C, a
    /// signal) is stopped. A signal while it is being waited for stops it too.
    private static func reap(_ command: ChildProcess, after outcome: Outcome?, scope: SignalScope) -> Plan.CommandEnding {
        let wasRunning = command.poll() == nil
        let status = command.wait(stopping: outcome != .completed) { scope.pendingTermination != nil }
        return Plan.CommandEnding(status: status, wasRunning: wasRunning)
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
