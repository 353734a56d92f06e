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

    /// POPUPCTL_VALUES: one value a line, LF or CR LF, a final line break ending the last line
    /// (`$(printf '%s\n' a b)` and a file's text alike).
    static func valueLines(_ text: String) -> [String] {
        var lines = Lines.split(text).map(String.init)
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A preview is styled only when it goes to a terminal, as `ls --color=auto` and gum do, so
    /// `--preview > file` is plain text; CLICOLOR_FORCE (set, not "0") keeps the styling in a pipe.
    /// Styled at depth none keeps bold and reverse, as the dialog itself does without colour.
    static func previewStyling(_ depth: ColorDepth, io: CommandIO) -> FrameText.Styling {
        let forced = io.environment["CLICOLOR_FORCE"].map { !$0.isEmpty && $0 != "0" } ?? false
        return io.stdoutIsTerminal || forced ? .styled(depth) : .plain
    }

    /// Lines, not a drawn box: `--plain`, TERM=dumb, or ACCESSIBLE (a screen reader).
    static func wantsPlain(_ invocation: Invocation, io: CommandIO) -> Bool {
        invocation.plain || io.environment["TERM"] == "dumb" || !(io.environment["ACCESSIBLE"] ?? "").isEmpty
    }

    private static func fail(_ message: String, io: CommandIO) -> Int32 {
        io.writeStderr("popupctl: " + Sanitizer.line(message) + "\n")
        return 125
    }

    private static func runThrowing(_ arguments: [String], io: CommandIO) throws -> Int32 {
        let invocation = try InvocationBuilder.build(try expandSpecs(ArgumentParser.parse(arguments), io: io))
        switch invocation.action {
        case .help:
            try io.writeStdout(HelpText.render(width: io.helpWidth))
            return 0
        case .version:
            try io.writeStdout("popupctl \(HelpText.version)\n")
            return 0
        case .listThemes:
            try io.writeStdout(ThemeLoader.list())
            return 0
        case .previewThemes:
            let depth = invocation.noColor ? .none : ColorDepth.detect(environment: io.environment)
            try io.writeStdout(ThemeLoader.preview(depth: depth, styling: previewStyling(depth, io: io), width: io.helpWidth))
            return 0
        case .completions(let shell):
            try io.writeStdout(shell.script())
            return 0
        case .show:
            break
        }
        let theme = try ThemeLoader.load(invocation, io: io)
        let environment = io.environment
        let given = GivenAnswer(answer: invocation.answer, values: invocation.answerValues, items: invocation.answerItems,
                                file: invocation.answerFile, environment: environment)
        let plain = wantsPlain(invocation, io: io)
        // Items from a pipe are shown as they arrive when a person is there to see them (and all
        // are read first when recording, so the fingerprint covers them all).
        let itemsInput = invocation.itemsSource == .stdin && !given.isGiven && Answers.recordPath(environment) == nil && !plain
            && !invocation.preview && !invocation.noWait && !invocation.progress ? io.streamingStdin() : nil
        var dialog = try DialogResolver.resolve(invocation, io: io, streamItems: itemsInput != nil)
        if invocation.width == nil, let width = theme.width { dialog.width = width }
        var presentation = Presentation.from(environment: environment)
        if invocation.noColor { presentation.colorDepth = .none }
        presentation.imageProtocol = invocation.imageProtocol.resolved(environment: environment)
        presentation.inline = invocation.inline
        presentation.mouse = invocation.mouse
        presentation.reducedMotion = presentation.reducedMotion || theme.reducedMotion
        let popup = Popup(dialog, theme: theme, presentation: presentation)
        if invocation.preview {
            // A progress box previews the state its input (stdin, read to the end) leaves it in.
            var progress: ProgressState?
            if invocation.progress && invocation.command == nil {
                var state = ProgressState()
                state.consume(try io.readStdin(limit: maxInputBytes), at: 0)
                state.flush(at: 0)
                progress = state
            }
            let frame = popup.preview(size: invocation.previewSize ?? previewSize, progress: progress)
            try io.writeStdout(FrameText.render(frame, previewStyling(presentation.colorDepth, io: io)))
            return 0
        }
        try Answers.checkRecording(io: io)
        let output = invocation.output ?? (io.stdoutIsTerminal ? .none : .label)
        if invocation.noWait {
            // Replayed, it takes its line and draws nothing.
            let replayed = try Answers.unattended(popup, given: given.fileOnly, io: io) != nil
            let words = [dialog.title, dialog.message].filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
            if !replayed, wantsPlain(invocation, io: io), let lines = io.openLineTerminal() {
                try lines.write(words)
            } else if !replayed, let terminal = io.openTerminal() {
                try popup.show(on: terminal)
            } else {
                // Nobody to show it to: the words go to the log instead.
                io.writeStderr(words)
            }
            try Answers.record(dialog, nil, status: 0, io: io)
            return 0
        }
        if invocation.progress {
            let replayed = try Answers.unattended(popup, given: given.fileOnly, io: io) != nil
            return try ProgressCommand.run(invocation, popup: popup, output: output, drawn: !replayed, io: io)
        }

        let outcome: Outcome
        if let answered = try Answers.unattended(popup, given: given, io: io) {
            outcome = answered
        } else if plain {
            guard let terminal = io.openLineTerminal() else { throw PopupError.noTerminal }
            outcome = try PlainPrompt(dialog).run(on: terminal)
        } else {
            guard let terminal = io.openTerminal() else { throw PopupError.noTerminal }
            outcome = try popup.run(on: terminal, items: itemsInput) { index in
                try io.writeStdout(OutcomeFormatter.report(index: index, mode: output, dialog: dialog))
            }
        }
        try Answers.record(dialog, outcome, status: outcome.exitStatus, io: io)
        try io.writeStdout(bytes: OutcomeFormatter.bytes(outcome, mode: output, dialog: dialog, nulSeparated: invocation.print0))
        return outcome.exitStatus
    }
}
