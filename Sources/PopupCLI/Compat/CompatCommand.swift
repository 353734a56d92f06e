import PopupCore
import PopupKit

/// popupctl invoked as `whiptail` or `dialog`: that tool's arguments in, its result bytes on its
/// result descriptor, its exit status out; one dialog model and one run loop with popupctl's own.
public enum CompatCommand {
    public static func run(_ tool: CompatTool, _ arguments: [String], io: CommandIO) -> Int32 {
        do {
            return try runThrowing(tool, arguments, io: io)
        } catch let error as CompatError {
            // Each line made harmless, as `fail` does: the message quotes words from the command line.
            io.writeStderr(error.message(tool.profile).split(separator: "\n").map { Sanitizer.line(String($0)) + "\n" }.joined())
            return CompatExitStatus.error(error.status(tool.profile), profile: tool.profile, environment: io.environment)
        } catch let error as CLIError {
            return fail(tool, error.description, io: io)
        } catch let error as PopupError {
            return fail(tool, error.description, io: io)
        } catch {
            return fail(tool, "\(error)", io: io)
        }
    }

    private static func fail(_ tool: CompatTool, _ message: String, io: CommandIO) -> Int32 {
        io.writeStderr("\(tool.rawValue): " + Sanitizer.line(message) + "\n")
        return CompatExitStatus.error(CompatTool.errorStatus, profile: tool.profile, environment: io.environment)
    }

    private static func runThrowing(_ tool: CompatTool, _ arguments: [String], io: CommandIO) throws -> Int32 {
        let request = try tool.profile.readArguments(arguments)
        switch request.action {
        case .help:
            try io.writeStdout(CompatHelp.usage(tool.profile))
            return 0
        case .version:
            try io.writeStdout(CompatHelp.version(tool.profile))
            return 0
        case .printMaxSize:
            // Scripts size their boxes from it: the screen, as dialog reports it, on the result descriptor.
            let size = io.openTerminal()?.size ?? Size(width: 80, height: 24)
            try io.write(bytes: Array("MaxSize: \(size.height), \(size.width)\n".utf8), toDescriptor: request.outputFD)
            return 0
        case .show:
            break
        }
        guard io.descriptorIsOpen(request.outputFD) else { throw CompatError.badOutputDescriptor(request.outputFD) }
        let plan = try CompatDialogBuilder.plan(request, io: io)
        let environment = io.environment
        let theme = try CompatTheme.load(tool.profile, io: io)
        var presentation = Presentation.from(environment: environment)
        presentation.reducedMotion = true
        let popup = Popup(plan.dialog, theme: theme, presentation: presentation)

        try Answers.checkRecording(io: io)
        let given = GivenAnswer(environment: environment)
        let outcome: Outcome
        switch request.box {
        case .infobox, .gauge, .progressbox:
            // Replayed, it takes its line, to stay in step with the recording.
            let replayed = try Answers.unattended(popup, given: given.fileOnly, io: io) != nil
            outcome = try inform(request.box, popup, replayed: replayed, io: io)
        default:
            if let answered = try CompatAnswer.outcome(popup, given: given, io: io) {
                outcome = answered
            } else if environment["TERM"] == "dumb" || !(environment["ACCESSIBLE"] ?? "").isEmpty {
                // A terminal that cannot draw a box, or a screen reader: the same questions as lines.
                guard let lines = io.openLineTerminal() else { throw CompatError.noTerminal }
                outcome = try PlainPrompt(plan.dialog).run(on: lines)
            } else {
                guard let terminal = io.openTerminal() else { throw CompatError.noTerminal }
                outcome = try popup.run(on: terminal)
            }
        }
        let status = CompatExitStatus.status(outcome, plan: plan, environment: environment)
        try Answers.record(plan.dialog, outcome, status: status, io: io)
        let result = CompatResultWriter.bytes(outcome, plan: plan)
        if !result.isEmpty {
            do {
                try io.write(bytes: result, toDescriptor: request.outputFD)
            } catch {
                throw CompatError.badOutputDescriptor(request.outputFD)
            }
        }
        return status
    }

    /// Boxes that ask nothing (infobox, gauge, progressbox) need no answer: unattended or with no
    /// terminal, a gauge's input is read to its end and the box ends as at the end of input.
    private static func inform(_ box: CompatBox, _ popup: Popup, replayed: Bool, io: CommandIO) throws -> Outcome {
        let unattended = replayed || !(io.environment["POPUPCTL_ANSWER"] ?? "").isEmpty
        guard !unattended, let terminal = io.openTerminal() else {
            guard box != .infobox else { return .completed }
            // A chunk at a time and kept nowhere: a writer of any length never meets a closed pipe.
            guard let input = io.streamingStdin() else {
                _ = try? io.readStdin(limit: PopupCommand.maxInputBytes)
                return .completed
            }
            return PlainProgress(popup.dialog).run(input) { _ in }.outcome
        }
        if box == .infobox {
            // Drawn once and left on the screen, as --no-wait does.
            try popup.show(on: terminal)
            return .completed
        }
        // Fed by stdin while keys come from the terminal; the end of input ends it.
        return try popup.runProgress(on: terminal, input: DataInput.standardInput).outcome
    }
}
