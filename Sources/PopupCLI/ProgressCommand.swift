import PopupCore
import PopupKit
import PopupTTY

/// `--progress`: the box fed by stdin or wrapped around a command, on the terminal, as plain
/// lines (`--plain`, or no terminal: to stderr), and what the exit status and stderr then say.
enum ProgressCommand {
    /// Seconds a cancelled command has between SIGTERM and SIGKILL.
    static let killGrace = 3.0

    /// Not `drawn` (replayed from an answer file): plain lines to stderr, as with no terminal.
    /// The box's outcome and status are recorded (POPUPCTL_RECORD) before the result is printed.
    static func run(_ invocation: Invocation, popup: Popup, output: OutputMode, drawn: Bool, io: CommandIO) throws -> Int32 {
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
        if drawn, PopupCommand.wantsPlain(invocation, io: io), let lines = io.openLineTerminal() {
            (progress, outcome) = PlainProgress(dialog).run(input) { try? lines.write($0) }
        } else if drawn, let opened = io.openTerminal() {
            terminal = opened
            (outcome, progress) = try popup.runProgress(on: opened, input: input) { index in
                try io.writeStdout(OutcomeFormatter.report(index: index, mode: output, dialog: dialog))
            }
        } else {
            (progress, outcome) = PlainProgress(dialog).run(input) { io.writeStderr($0) }
        }
        guard let child else {
            try Answers.record(dialog, outcome, status: outcome.exitStatus, io: io)
            try io.writeStdout(OutcomeFormatter.format(outcome, mode: output, dialog: dialog))
            return outcome.exitStatus
        }
        // Ended before its input did (a button, Esc, Ctrl-C, a signal): the command is stopped too.
        let stopped = child.poll() == nil
        let ended = child.wait(killAfter: outcome == .completed ? nil : killGrace) { SignalRelay.pendingTermination != nil }
        // The status says why the box ended early, not that SIGTERM stopped the command: the time
        // running out on a running command (124, as timeout(1) says it), Ctrl-C or a signal
        // (128 + its number). A command that had ended (--wait's "Done") keeps its status on timeout.
        let status: Int32
        switch outcome {
        case .timedOut where stopped, .interrupted: status = outcome.exitStatus
        default: status = ended
        }
        withExtendedLifetime(terminal) {}
        if status != 0 && !progress.tail.isEmpty {
            // The log that explains the failure, after the box is gone.
            io.writeStderr(progress.tail.joined(separator: "\n") + "\n")
        }
        try Answers.record(dialog, outcome, status: status, io: io)
        try io.writeStdout(OutcomeFormatter.format(outcome, mode: output, dialog: dialog))
        return status
    }
}
