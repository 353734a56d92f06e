import PopupCore
import PopupKit

/// The whole command: arguments in, exit status out. main.swift only calls this and exits.
public enum PopupCommand {
    /// Largest message read from stdin or a file.
    public static let maxInputBytes = 64 << 20
    /// The screen `--preview` draws on when `--size` is not given.
    public static let previewSize = Size(width: 80, height: 24)

    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        ErrorWording.popupctl.exitStatus(io: io) { try runThrowing(arguments, io: io) }
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
        if let query = invocation.printMatches { return try printMatches(query, invocation, io: io) }
        let loaded = try ThemeLoader.load(invocation, io: io)
        // A preview is the look itself: a fault in the person's theme is an error there at once.
        let theme = invocation.preview ? try loaded.checked() : loaded.theme
        let environment = io.environment
        let given = GivenAnswer(answer: invocation.answer, values: invocation.answerValues, items: invocation.answerItems,
                                file: invocation.answerFile, environment: environment)
        let lines = Surface.wantsLines(asked: invocation.plain, environment: environment)
        // Items from a pipe or a file are shown as they arrive when a person is there to see them.
        let streamed = !invocation.preview && !invocation.noWait && !invocation.progress
            && Surface.expectsBox(given: given, lines: lines, environment: environment) ? try streamedItems(invocation, io: io) : nil
        let itemsInput = streamed?.input
        var dialog = try DialogResolver.resolve(invocation, io: io, streamItems: itemsInput != nil)
        // A file's size is known: the store takes room for it at once, not doubling as it fills.
        if let size = streamed?.size { dialog.list?.items.reserve(bytes: size) }
        if invocation.width == nil, let width = theme.width { dialog.width = width }
        var presentation = Presentation.from(environment: environment)
        if invocation.noColor { presentation.colorDepth = .none }
        presentation.imageProtocol = invocation.imageProtocol.resolved(environment: environment)
        presentation.inline = invocation.inline
        presentation.inlineRows = invocation.inlineRows
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
            var previewed = popup
            // As it is shown: a message that is only shown has no button to press.
            previewed.dialog.asksNothing = invocation.noWait
            let frame = previewed.preview(size: invocation.previewSize ?? previewSize, progress: progress)
            try io.writeStdout(FrameText.render(frame, previewStyling(presentation.colorDepth, io: io)))
            return 0
        }
        var plan = try plan(invocation, popup: popup, given: given, lines: lines, items: itemsInput, io: io)
        plan.commandLine = ["popupctl"] + arguments
        plan.personalThemeFailure = loaded.personalFailure
        return Runner.run(plan, io: io)
    }

    /// The input `--items-from` streams, if it can: stdin (not a terminal) or a file.
    private static func streamedItems(_ invocation: Invocation, io: CommandIO) throws -> (input: DataInput, size: Int?)? {
        switch invocation.itemsSource {
        case .stdin?: return try io.streamingStdin().map { ($0, nil) }
        case .file(let path)?: return try io.streamingFile(path)
        case .text?, nil: return nil
        }
    }

    /// `--print-matches QUERY`: no dialog, with or without a terminal; the items QUERY keeps,
    /// best first, as picking them would print them; 0 when any matched, 1 when none (fzf's
    /// `--filter`). `--print-query` puts the query first.
    private static func printMatches(_ query: String, _ invocation: Invocation, io: CommandIO) throws -> Int32 {
        let dialog = try DialogResolver.resolve(invocation, io: io)
        guard let list = dialog.list else { return 1 }
        let end: UInt8 = invocation.print0 ? 0 : 0x0A
        let found = list.matches(list.query(query))
        var out: [UInt8] = invocation.printQuery ? Array(Sanitizer.line(query).utf8) + [end] : []
        for item in found { out += list.answerBytes(item) + [end] }
        try io.writeStdout(bytes: out)
        return found.isEmpty ? 1 : 0
    }

    /// What popupctl's options ask the runner to do with `popup`.
    private static func plan(_ invocation: Invocation, popup: Popup, given: GivenAnswer, lines: Bool, items: DataInput?,
                             io: CommandIO) throws -> Plan {
        let dialog = popup.dialog
        // A choice of buttons alone is the exit status at a terminal; a list's pick is content, as
        // fzf prints it there too.
        let buttonsOutput = invocation.output ?? (io.stdoutIsTerminal ? .none : .label)
        let output = dialog.list == nil ? buttonsOutput : invocation.output ?? .label
        let kind: Plan.Kind = invocation.noWait ? .inform : invocation.progress ? .progress : .ask
        var input = items.map(Plan.Input.streamedItems) ?? .none
        if invocation.progress {
            if let command = invocation.command, !command.isEmpty {
                input = .command(command)
            } else {
                // Read there, keys would be taken for lines (and lines never come).
                if io.stdinIsTerminal { throw CLIError.progressStdinIsTerminal }
                input = .stdin
            }
        }
        var plan = Plan(popup: popup, kind: kind, input: input, given: given, lines: lines, log: .stderr, sink: .stdout,
                    encode: { outcome, status in
                        // A message shown and left prints nothing: there was nothing to answer.
                        guard let outcome else { return [] }
                        return OutcomeFormatter.bytes(outcome, mode: output, dialog: dialog, nulSeparated: invocation.print0,
                                                      status: status)
                    },
                    status: exitStatus,
                    report: { Array(OutcomeFormatter.report(index: $0, mode: buttonsOutput, dialog: dialog).utf8) },
                    wording: .popupctl, commandLine: [], tmux: invocation.tmux)
        plan.writesResult = output != .none && kind != .inform
        // Before the picked items, as fzf prints it; JSON and no output keep their own shape.
        if invocation.printQuery, output == .label || output == .index {
            plan.queryLine = { Array(Sanitizer.line($0).utf8) + [invocation.print0 ? 0 : 0x0A] }
        }
        return plan
    }

    /// The status of a progress box stopped before its work ended (a button, Esc, a click outside):
    /// never 0, so that `… && deploy` does not deploy after a Cancel, whatever the command did
    /// when it was stopped; outside the buttons' indices, the statuses of timeout(1), env(1) and
    /// signals, and 255 (which commands such as ssh give).
    static let stoppedStatus: Int32 = 254

    /// The contract's status for how the popup ended. A progress box stopped before its work ended
    /// gives `stoppedStatus`. Around a command, the command's status, unless the box ended it early
    /// for a reason of its own: the time running out on a running command (124, as timeout(1)
    /// says it), Ctrl-C or a signal (128 + its number). A command that had ended (--wait's "Done")
    /// keeps its status on timeout.
    static func exitStatus(_ outcome: Outcome?, _ ending: Plan.Ending) -> Int32 {
        guard let outcome else { return 0 }
        if ending.stopped { return stoppedStatus }
        guard let command = ending.command else { return outcome.exitStatus }
        switch outcome {
        case .timedOut where command.wasRunning, .interrupted: return outcome.exitStatus
        default: return command.status
        }
    }
}
