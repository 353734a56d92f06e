import PopupCore
import PopupKit

/// The popups gum's asking verbs are, as plans for the runner: each verb's dialog, what it
/// reads, and its part of gum's contract (`GumContract`).
enum GumPlans {
    /// The plan for `command`, or what to print instead (gum answers some without asking:
    /// `confirm` from stdin, `choose --select-if-one`).
    static func make(_ command: GumCommand, arguments: [String], io: CommandIO) throws -> DialectReading {
        var given = GivenAnswer(answer: nonEmpty(command.string("answer")), values: nonEmptyList(command.list("answer-value")),
                                items: nonEmptyList(command.list("answer-item")), file: nonEmpty(command.string("answer-file")),
                                environment: io.environment)
        // A value alone answers the field's verb with its one button.
        if given.answer == nil, given.file == nil, given.values != nil { given.answer = "0" }
        var parts: Parts
        switch command.verb {
        case .confirm:
            if !given.isGiven, let line = try pipedLine(io) {
                return .printed(Printed([], to: .stdout, status: line == "yes" || line == "y" ? 0 : 1))
            }
            parts = GumAsking.confirm(command)
        case .choose, .filter:
            let options = try GumAsking.options(command, io: io)
            if command.bool("select-if-one"), options.values.count == 1, command.verb == .choose {
                return .printed(Printed(Array((options.values[0] + "\n").utf8), to: .stdout))
            }
            parts = GumAsking.pick(command, options)
        case .input: parts = try GumAsking.input(command, io: io)
        case .write: parts = try GumAsking.write(command, io: io)
        case .file: parts = GumAsking.file(command)
        case .pager: parts = try GumAsking.pager(command, io: io)
        case .table:
            let table = try GumTable(command, io: io)
            if command.bool("print") { return .printed(Printed(Array(table.printed(depth: GumSGR.depth(io)).utf8), to: .stdout)) }
            parts = table.parts(command)
        case .spin:
            guard !command.words.isEmpty else { throw CLIError.other("expected \"<command> ...\"") }
            parts = GumAsking.spin(command)
        case .style, .join, .format, .log:
            return .printed(try GumText.print(command, io: io))
        }
        parts.dialog.timeout = command.seconds("timeout")
        var presentation = Presentation.from(environment: io.environment)
        presentation.reducedMotion = true
        let popup = Popup(parts.dialog, theme: GumLook.theme(command), presentation: presentation)
        var plan = Plan(popup: popup, kind: parts.kind, input: parts.input, given: given,
                        lines: Surface.wantsLines(asked: command.bool("plain"), environment: io.environment),
                        log: .discard, sink: .stdout, contract: parts.contract, commandLine: arguments, inputLimit: PopupCommand.maxInputBytes)
        let tmux = command.string("tmux")
        if !tmux.isEmpty {
            guard let spec = TmuxSpec(parsing: tmux) else { throw CLIError.badValue(option: "--tmux", value: tmux, expected: TmuxSpec.expected) }
            plan.tmux = spec
        }
        return .show(PlanChain(plan))
    }

    /// What a verb makes: its dialog, what kind of popup, what it reads, its contract.
    struct Parts {
        var dialog: Dialog
        var kind = Plan.Kind.ask
        var input = Plan.Input.none
        var contract: GumContract
    }

    /// The first line piped to `confirm` (gum answers yes for `yes` or `y`, else no); nil when
    /// stdin is a terminal or has nothing.
    private static func pipedLine(_ io: CommandIO) throws -> String? {
        guard !io.stdinIsTerminal, let bytes = try? io.readStdin(limit: 1 << 16), !bytes.isEmpty else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        return String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            .gumTrimmed
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
    private static func nonEmptyList(_ list: [String]) -> [String]? { list.isEmpty ? nil : list }
}
