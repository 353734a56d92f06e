import PopupCore
import PopupKit
import PopupTTY

/// Carries out a `Plan`, in one order for every dialect: check the recording, choose the
/// surface (the unattended answer first), start the command, show the popup inside a signal scope,
/// reap the command, record, write the result, return the status. What the result and the status
/// are, the plan's contract says.
enum Runner {
    /// The exit status of the last plan of `chain` carried out; a failure, wherever it comes,
    /// ends the chain and is thrown, for the dialect to word (`FrontEnd`). The box's terminal is
    /// opened once and its screen kept set up from one plan to the next (no flash between them).
    static func run(_ chain: PlanChain, io: CommandIO) throws -> Int32 {
        // Inside a tmux popup opened for one plan: that plan's box, and nothing else.
        if let caller = io.caller { return try show(try chain.plan(0), for: caller, io: io) }
        var held: Held?
        // The screen is left as it was found before anything is said on stderr.
        defer { held?.release() }
        var plan = try chain.plan(0)
        // Before anything is asked or run: an answer that could not be recorded, or printed, would be lost.
        try Answers.checkRecording(given: plan.given, io: io)
        if plan.contract.writesResult, case .stdout = plan.sink, !io.descriptorIsOpen(StandardStreams.output) {
            throw CLIError.output("stdout is closed")
        }
        // The first surface is chosen before signals are relayed: a signal while an answer
        // file's lock is waited for ends the run as the signal does.
        var surface = try Surface.choose(plan, io: io, popup: chain.count == 1)
        let scope = try SignalScope.open()
        defer { scope.close() }
        var status: Int32 = 0
        for index in 0..<chain.count {
            if index > 0 {
                plan = try chain.plan(index)
                surface = try Surface.choose(plan, io: io, terminal: held?.terminal, popup: false)
            }
            // The person's own look matters only to a person: a typo in it never stops an unattended run.
            if surface.isSeen, let failure = plan.personalThemeFailure { throw failure }
            let more = index + 1 < chain.count
            let before = held
            if case .box(let terminal) = surface {
                // The screen goes on to the next plan when there is one, else is left as found;
                // a message that stays after the last box is drawn as one alone is.
                var share = ScreenShare(afterAnother: held != nil, beforeAnother: more)
                if plan.kind == .inform, !chain.goesOn(after: index, plan, nil) {
                    before?.release()
                    share = .alone
                }
                plan.popup.presentation.screen = share
                // Among chained boxes the shared screen is the one they stay on.
                if share != .alone { plan.popup.presentation.staysOnScreen = false }
                held = share.beforeAnother ? Held(terminal: terminal, popup: plan.popup) : nil
            }
            let shown: Shown
            let commandEnding: Plan.CommandEnding?
            do {
                (shown, commandEnding) = try show(plan, on: surface, scope: scope, io: io)
            } catch {
                // Never left set up, whenever the popup failed (a second release changes nothing).
                if held == nil { before?.release() }
                throw error
            }
            let ending = Plan.Ending(command: commandEnding, stopped: stopped(plan, shown, command: commandEnding))
            status = plan.contract.status(shown.outcome, ending)
            let goesOn = scope.pendingTermination == nil && chain.goesOn(after: index, plan, shown.outcome)
            // The last one: a signal now has its usual effect while the result is written.
            if !goesOn { scope.close() }
            try finish(plan, shown, failedCommand: commandEnding != nil && status != 0, status: status, io: io)
            if plan.sleep > 0 { sleep(plan.sleep, scope: scope) }
            if !goesOn { break }
        }
        return status
    }

    /// A terminal whose screen a plan left set up for the next one, and how to leave it as it was.
    private struct Held {
        let terminal: Terminal
        let popup: Popup

        func release() { popup.releaseScreen(on: terminal) }
    }

    /// Writes what a plan's dialect writes before it, starts its command, shows its popup and
    /// reaps the command.
    private static func show(_ plan: Plan, on surface: Surface, scope: SignalScope,
                             io: CommandIO) throws -> (Shown, Plan.CommandEnding?) {
        try write(plan.preamble, to: plan.sink, io: io)
        // Under a box shown here, a command that asks on the terminal is given it (the box steps aside).
        var asking = false
        if case .box = surface { asking = plan.kind == .progress }
        let command = try start(plan.input, channel: progressChannel(plan, surface), asking: asking)
        let follower = try follow(plan.input)
        defer { follower?.stop() }
        var shown = try show(plan, on: surface, command: command, follower: follower, io: io)
        shown.passedThrough = passesOutputThrough(plan, surface)
        let commandEnding = command.map { reap($0, after: &shown.outcome, scope: scope) }
        if let commandEnding, case .command(let arguments) = plan.input, passesOutputThrough(plan, surface) {
            // The output passed through ends with the line that names how the command ended.
            let words = "\(Excerpt.quoted(arguments.first ?? "")) ended with status \(commandEnding.status)\n"
            if case .lines(let lines) = surface { try? lines.write(words) } else { log(words, plan.log, io: io) }
        }
        return (shown, commandEnding)
    }

    /// Whether a wrapped command's output was passed through line by line (no box): its last
    /// lines need no repeating after a failure.
    private static func passesOutputThrough(_ plan: Plan, _ surface: Surface) -> Bool {
        guard plan.kind == .progress, plan.dialog.progress?.readsProtocol == false else { return false }
        switch surface {
        case .box, .popup: return false
        case .lines, .answered, .unattended, .nobody: return true
        }
    }

    /// Explains a failed command, records the answer, writes the result and the notice.
    private static func finish(_ plan: Plan, _ shown: Shown, failedCommand: Bool, status: Int32, io: CommandIO) throws {
        // Under the tools' names stderr is the result descriptor: nothing but the result goes there.
        if plan.log == .stderr, failedCommand, !shown.passedThrough, let tail = shown.progress?.tail, !tail.isEmpty {
            // The log that explains the failure, after the box is gone.
            io.writeStderr(tail.joined(separator: "\n") + "\n")
        }
        try Answers.record(plan.dialog, shown.outcome, status: status, query: shown.query, io: io)
        try write(plan.contract.result(shown.outcome, status: status, dialog: plan.dialog, query: shown.query), to: plan.sink, io: io)
        if let notice = plan.contract.notice(shown.outcome) { io.writeStderr(notice) }
        if plan.log == .stderr, let cut = CutItemsNotice.text(plan.dialog.list) { io.writeStderr(cut) }
    }

    /// Waits `seconds` once a box has ended (dialog's --sleep); a signal cuts it short.
    private static func sleep(_ seconds: Double, scope: SignalScope) {
        let end = MonotonicClock.now() + seconds
        while scope.pendingTermination == nil {
            let left = end - MonotonicClock.now()
            guard left > 0 else { return }
            _ = Poll.wait([], timeout: min(left, 0.1))
        }
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

    /// A wrapped command whose output is only shown reports its progress on a channel of its
    /// own: apart for a box, into the output where that is passed through line by line.
    private static func progressChannel(_ plan: Plan, _ surface: Surface) -> ChildProcess.ProgressChannel {
        guard plan.kind == .progress, plan.dialog.progress?.readsProtocol == false else { return .none }
        // A tmux popup is fed the output alone: the channel goes with it, shown, never blocking.
        if case .popup = surface { return .withOutput }
        return passesOutputThrough(plan, surface) ? .withOutput : .apart
    }

    private static func start(_ input: Plan.Input, channel: ChildProcess.ProgressChannel, asking: Bool) throws -> ChildProcess? {
        guard case .command(let arguments) = input, !arguments.isEmpty else { return nil }
        do {
            return try ChildProcess(arguments, asking: asking, progressChannel: channel)
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

    private static func show(_ plan: Plan, on surface: Surface, command: ChildProcess?, follower: FileFollower? = nil,
                             io: CommandIO) throws -> Shown {
        let popup = plan.popup
        let onReport: (Int) throws -> Void = { index in
            if let report = plan.contract.report(index, dialog: plan.dialog) { try io.writeStdout(bytes: report) }
        }
        // What the box reads while it is shown: a list's items, or the file a content follows.
        var items: DataInput? = follower?.input
        if case .streamedItems(let input) = plan.input { items = input }
        // Interrupted before anything was shown (tmux was being asked): whatever the box's kind.
        if case .answered(let answered) = surface, case .interrupted(let signal) = answered.outcome { return Shown(outcome: .interrupted(signal: signal)) }
        if case .popup(let tmux) = surface {
            let feed = plan.kind == .progress ? try command?.output ?? io.streamingStdin() : items
            if let shown = try tmux.show(plan, feed: feed, io: io) { return shown }
            // tmux could not open it: as without tmux.
            return try show(plan, on: try Surface.onTerminal(plan, io: io), command: command, follower: follower, io: io)
        }
        switch plan.kind {
        case .ask:
            switch surface {
            case .answered(let answered): return Shown(outcome: answered.outcome, query: answered.query)
            case .lines(let lines): return Shown(outcome: try PlainPrompt(plan.dialog).run(on: lines))
            case .box(let terminal):
                let picked = try popup.runPicking(on: terminal, items: items, onReport: onReport)
                return Shown(outcome: picked.outcome, query: picked.query)
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
                if let output = command?.output, let channel = command?.progress {
                    let ran = try popup.runProgress(on: terminal, input: output, channel: channel, asker: command, onReport: onReport)
                    return Shown(outcome: ran.outcome, progress: ProgressEnd(ran.progress))
                }
                let ran = try popup.runProgress(on: terminal, input: feed ?? .standardInput, asker: command, onReport: onReport)
                return Shown(outcome: ran.outcome, progress: ProgressEnd(ran.progress))
            case .lines(let lines):
                guard let feed else { return Shown(outcome: .completed) }
                let ran = try PlainProgress(plan.dialog).run(feed, clock: lines.now) { try? lines.write($0) }
                return Shown(outcome: ran.outcome, progress: ProgressEnd(ran.progress))
            case .answered, .unattended, .nobody, .popup:
                guard let feed else {
                    // Nobody to type it and nobody to see it: read to its end, a box that ended there.
                    _ = try? io.readStdin(limit: plan.inputLimit)
                    return Shown(outcome: .completed)
                }
                let ran = try PlainProgress(plan.dialog).run(feed, clock: MonotonicClock.now) { log($0, plan.log, io: io) }
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
