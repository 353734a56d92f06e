import PopupCore
import PopupKit
import PopupTTY

/// `--progress`: the box fed by stdin or wrapped around a command, on the terminal, as plain
/// lines (`--plain`, or no terminal: to stderr), and what the exit status and stderr then say.
enum ProgressCommand {
    /// Seconds a cancelled command has between SIGTERM and SIGKILL.
    static let killGrace = 3.0

    static func run(_ invocation: Invocation, popup: Popup, output: OutputMode, io: CommandIO) throws -> Int32 {
        let child: ChildProcess?
        if let command = invocation.command, !command.isEmpty {
            do {
                child = try ChildProcess(command)
            } catch let error as TTYError {
                // As env, nice and timeout: 127 when there is no such command, 126 when it cannot run.
                io.writeStderr("popupctl: cannot run '\(Sanitizer.line(command[0]))': \(SystemError.message(error.code))\n")
                return error.code == SystemError.noSuchFile ? 127 : 126
            }
        } else {
            // Read there, keys would be taken for lines (and lines never come).
            if io.stdinIsTerminal { throw CLIError.progressStdinIsTerminal }
            child = nil
        }
        let input = child?.output ?? DataInput.standardInput
        let dialog = popup.dialog
        var terminal: Terminal?
        let outcome: Outcome
        let progress: ProgressState
        if PopupCommand.wantsPlain(invocation, io: io), let lines = io.openLineTerminal() {
            let plain = PlainProgress(dialog).run(input) { try? lines.write($0) }
            (progress, outcome) = (plain.progress, plain.signal.map { .interrupted(signal: $0) } ?? .completed)
        } else if let opened = io.openTerminal() {
            terminal = opened
            (outcome, progress) = try popup.runProgress(on: opened, input: input) { index in
                try io.writeStdout(OutcomeFormatter.report(index: index, mode: output, dialog: dialog))
            }
        } else {
            let plain = PlainProgress(dialog).run(input) { io.writeStderr($0) }
            (progress, outcome) = (plain.progress, plain.signal.map { .interrupted(signal: $0) } ?? .completed)
        }
        guard let child else {
            try io.writeStdout(OutcomeFormatter.format(outcome, mode: output, dialog: dialog))
            return outcome.exitStatus
        }
        // Ended before its input did (a button, Esc, Ctrl-C, a signal): the command is stopped too.
        let status = child.wait(killAfter: outcome == .completed ? nil : killGrace) { SignalRelay.pendingTermination != nil }
        withExtendedLifetime(terminal) {}
        if status != 0 && !progress.tail.isEmpty {
            // The log that explains the failure, after the box is gone.
            io.writeStderr(progress.tail.joined(separator: "\n") + "\n")
        }
        try io.writeStdout(OutcomeFormatter.format(outcome, mode: output, dialog: dialog))
        return status
    }
}
