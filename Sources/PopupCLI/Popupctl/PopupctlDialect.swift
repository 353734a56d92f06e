import PopupCore
import PopupKit

/// popupctl's own options (OptionTable): its flags, `--spec`, its verbs and its help, read into
/// one plan whose result contract is popupctl's (`PopupctlContract`), or into something to print.
struct PopupctlDialect: Dialect {
    var names: [String] { ["popupctl"] }

    func wording(environment: [String: String]) -> ErrorWording { .popupctl }

    func read(_ arguments: [String], io: CommandIO) throws -> DialectReading {
        if arguments.isEmpty { throw CLIError.noArguments }
        // `popupctl confirm …` is `gum confirm …`.
        if GumDialect.isVerb(arguments.first) { return try GumDialect.read(arguments, program: "popupctl", io: io) }
        let invocation = try InvocationBuilder.build(try Self.expandSpecs(ArgumentParser.parse(arguments), io: io))
        switch invocation.action {
        case .help:
            return .printed(Printed(Array(HelpText.render(width: io.helpWidth).utf8), to: .stdout))
        case .version:
            return .printed(Printed(Array("popupctl \(HelpText.version)\n".utf8), to: .stdout))
        case .listThemes:
            return .printed(Printed(Array(ThemeLoader.list().utf8), to: .stdout))
        case .previewThemes:
            let depth = invocation.noColor ? .none : ColorDepth.detect(environment: io.environment)
            let preview = ThemeLoader.preview(depth: depth, styling: Self.previewStyling(depth, io: io), width: io.helpWidth)
            return .printed(Printed(Array(preview.utf8), to: .stdout))
        case .completions(let shell):
            return .printed(Printed(Array(shell.script().utf8), to: .stdout))
        case .show:
            break
        }
        if let query = invocation.printMatches { return .printed(try printMatches(query, invocation, io: io)) }
        let loaded = try ThemeLoader.load(invocation, io: io)
        // A preview is the look itself: a fault in the person's theme is an error there at once.
        let theme = invocation.preview ? try loaded.checked() : loaded.theme
        let environment = io.environment
        let given = GivenAnswer(answer: invocation.answer, values: invocation.answerValues, items: invocation.answerItems,
                                file: invocation.answerFile, environment: environment)
        let lines = Surface.wantsLines(asked: invocation.plain, environment: environment)
        // Items from a pipe or a file are shown as they arrive when a person is there to see them;
        // with no terminal, a list that may answer by itself (--select-1, --exit-0) reads them whole.
        let decidesAlone = (invocation.selectOne || invocation.exitZero) && io.openTerminal() == nil
        let streamed = !invocation.preview && !invocation.noWait && !invocation.progress && !decidesAlone
            && Surface.expectsBox(given: given, lines: lines, environment: environment) ? try streamedItems(invocation, io: io) : nil
        let itemsInput = streamed?.input
        var dialog = try DialogResolver.resolve(invocation, io: io, streamItems: itemsInput != nil)
        let bare = BarePicker.applies(invocation, to: dialog)
        if bare { dialog = BarePicker.dialog(dialog, invocation) }
        if invocation.width == nil, let width = theme.width { dialog.width = width }
        if invocation.width == nil, theme.width == nil, invocation.message == .stdin || Self.isFile(invocation.message),
           let width = PreformattedWidth.rule(for: dialog.message, theme: theme) {
            dialog.width = width
        }
        var presentation = Presentation.from(environment: environment)
        if invocation.noColor { presentation.colorDepth = .none }
        presentation.imageProtocol = invocation.imageProtocol.resolved(environment: environment)
        presentation.inline = invocation.inline
        presentation.inlineRows = invocation.inlineRows
        presentation.mouse = invocation.mouse
        presentation.reducedMotion = presentation.reducedMotion || theme.reducedMotion
        let popup = Popup(dialog, theme: bare ? theme.bare : theme, presentation: presentation)
        if invocation.preview {
            // A progress box previews the state its input (stdin, read to the end) leaves it in.
            var progress: ProgressState?
            if invocation.progress && invocation.command == nil {
                var state = ProgressState()
                state.consume(try io.readStdin(limit: PopupCommand.maxInputBytes), at: 0)
                state.flush(at: 0)
                progress = state
            }
            var previewed = popup
            // As it is shown: a message that is only shown has no button to press.
            previewed.dialog.asksNothing = invocation.noWait
            let frame = previewed.preview(size: invocation.previewSize ?? PopupCommand.previewSize, progress: progress)
            let text = FrameText.render(frame, Self.previewStyling(presentation.colorDepth, io: io))
            return .printed(Printed(Array(text.utf8), to: .stdout))
        }
        var plan = try plan(invocation, popup: popup, given: given, lines: lines, items: itemsInput, io: io)
        plan.commandLine = ["popupctl"] + arguments
        plan.personalThemeFailure = loaded.personalFailure
        return .show(PlanChain(plan))
    }

    private static func isFile(_ source: Invocation.Source) -> Bool {
        if case .file = source { return true }
        return false
    }

    /// The input `--items-from` streams, if it can: stdin (not a terminal) or a file.
    private func streamedItems(_ invocation: Invocation, io: CommandIO) throws -> (input: DataInput, size: Int?)? {
        switch invocation.itemsSource {
        case .stdin?: return try io.streamingStdin().map { ($0, nil) }
        case .file(let path)?: return try io.streamingFile(path)
        case .text?, nil: return nil
        }
    }

    /// `--print-matches QUERY`: no dialog, with or without a terminal; the items QUERY keeps,
    /// best first, as picking them would print them; 0 when any matched, 1 when none (fzf's
    /// `--filter`). `--print-query` puts the query first.
    private func printMatches(_ query: String, _ invocation: Invocation, io: CommandIO) throws -> Printed {
        let dialog = try DialogResolver.resolve(invocation, io: io)
        guard let list = dialog.list else { return Printed([], to: .stdout, status: 1) }
        let end: UInt8 = invocation.print0 ? 0 : 0x0A
        let found = list.matches(list.query(query))
        var out: [UInt8] = invocation.printQuery ? Array(Sanitizer.line(query).utf8) + [end] : []
        for item in found { out += list.answerBytes(item) + [end] }
        return Printed(out, to: .stdout, status: found.isEmpty ? 1 : 0)
    }

    /// What popupctl's options ask the runner to do with `popup`.
    private func plan(_ invocation: Invocation, popup: Popup, given: GivenAnswer, lines: Bool, items: DataInput?,
                             io: CommandIO) throws -> Plan {
        let dialog = popup.dialog
        // stdout carries content, the status the button: a list's picks (as fzf prints them, at a
        // terminal too) or the fields' values, and only a choice of buttons alone its label, when
        // stdout is not a terminal. A masked value is never echoed onto a terminal by default.
        let buttonsOutput = invocation.output ?? (io.stdoutIsTerminal ? .none : .label)
        let masksOnTerminal = io.stdoutIsTerminal && dialog.fields.contains(where: \.isSecure)
        let fieldsOutput: OutputMode = masksOnTerminal ? .none : .values
        let output = invocation.output ?? (dialog.list != nil ? .label : dialog.fields.isEmpty ? buttonsOutput : fieldsOutput)
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
        // The query goes before the picked items, as fzf prints it; JSON and no output keep their own shape.
        let contract = PopupctlContract(output: output, reports: buttonsOutput, nulSeparated: invocation.print0,
                                        printsQuery: invocation.printQuery && (output == .label || output == .index),
                                        writesResult: output != .none && kind != .inform)
        return Plan(popup: popup, kind: kind, input: input, given: given, lines: lines, log: .stderr, sink: .stdout,
                    contract: contract, commandLine: [], tmux: invocation.tmux, inputLimit: PopupCommand.maxInputBytes)
    }

    /// A preview is styled only when it goes to a terminal, as `ls --color=auto` and gum do, so
    /// `--preview > file` is plain text; CLICOLOR_FORCE (set, not "0") keeps the styling in a pipe.
    /// Styled at depth none keeps bold and reverse, as the dialog itself does without colour.
    static func previewStyling(_ depth: ColorDepth, io: CommandIO) -> FrameText.Styling {
        let forced = io.environment["CLICOLOR_FORCE"].map { !$0.isEmpty && $0 != "0" } ?? false
        return io.stdoutIsTerminal || forced ? .styled(depth) : .plain
    }
}
