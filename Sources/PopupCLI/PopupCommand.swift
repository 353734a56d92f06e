import PopupCore
import PopupKit

/// The whole command: arguments in, exit status out. main.swift only calls this and exits.
public enum PopupCommand {
    /// Largest message read from stdin or a file.
    public static let maxInputBytes = 64 << 20
    /// The screen `--preview` draws on when `--size` is not given.
    public static let previewSize = Size(width: 80, height: 24)

    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        do {
            return try runThrowing(arguments, io: io)
        } catch let error as CLIError {
            return fail(error.description, io: io)
        } catch let error as PopupError {
            return fail(error.description, io: io)
        } catch {
            return fail("\(error)", io: io)
        }
    }

    private static func fail(_ message: String, io: CommandIO) -> Int32 {
        io.writeStderr("popupctl: " + Sanitizer.line(message) + "\n")
        return 125
    }

    private static func runThrowing(_ arguments: [String], io: CommandIO) throws -> Int32 {
        let invocation = try InvocationBuilder.build(arguments)
        switch invocation.action {
        case .help:
            try io.writeStdout(HelpText.render(width: io.helpWidth))
            return 0
        case .version:
            try io.writeStdout("popupctl \(HelpText.version)\n")
            return 0
        case .completions(let shell):
            try io.writeStdout(shell.script())
            return 0
        case .show:
            break
        }
        let dialog = try DialogResolver.resolve(invocation, io: io)
        let environment = io.environment
        var presentation = Presentation.from(environment: environment)
        if invocation.noColor { presentation.colorDepth = .none }
        if invocation.preview {
            let frame = Popup(dialog, presentation: presentation).preview(size: invocation.previewSize ?? previewSize)
            try io.writeStdout(FrameText.render(frame, depth: presentation.colorDepth))
            return 0
        }
        presentation.inline = invocation.inline
        presentation.mouse = invocation.mouse
        let popup = Popup(dialog, presentation: presentation)
        let output = invocation.output ?? (io.stdoutIsTerminal ? .none : .label)

        let outcome: Outcome
        if let answer = invocation.answer ?? environment["POPUPCTL_ANSWER"].flatMap({ $0.isEmpty ? nil : $0 }) {
            outcome = try popup.answer(answer)
        } else if invocation.plain || environment["TERM"] == "dumb" || !(environment["ACCESSIBLE"] ?? "").isEmpty {
            guard let terminal = io.openLineTerminal() else { throw PopupError.noTerminal }
            outcome = try PlainPrompt(dialog).run(on: terminal)
        } else {
            guard let terminal = io.openTerminal() else { throw PopupError.noTerminal }
            outcome = try popup.run(on: terminal) { index in
                try io.writeStdout(OutcomeFormatter.report(index: index, mode: output, dialog: dialog))
            }
        }
        try io.writeStdout(OutcomeFormatter.format(outcome, mode: output, dialog: dialog))
        return outcome.exitStatus
    }
}
