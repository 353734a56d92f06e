import PopupCore
import PopupKit

/// popupctl invoked as `whiptail` or `dialog`: that tool's arguments in, its result bytes on its
/// result descriptor, its exit status out; one dialog model and one run loop with popupctl's own.
public enum CompatCommand {
    public static func run(_ tool: CompatTool, _ arguments: [String], io: CommandIO) -> Int32 {
        ErrorWording.compat(tool, environment: io.environment).exitStatus(io: io) { try runThrowing(tool, arguments, io: io) }
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
        let theme = CompatTheme.load(tool.profile, io: io)
        var presentation = Presentation.from(environment: environment)
        presentation.reducedMotion = true
        let popup = Popup(plan.dialog, theme: theme.theme, presentation: presentation)
        var runnable = self.plan(plan, popup: popup, io: io)
        runnable.personalThemeFailure = theme.personalFailure
        return Runner.run(runnable, io: io)
    }

    /// What the tool's box asks the runner to do: its result bytes on its result descriptor, its
    /// statuses; nothing on stderr but errors (it is the result descriptor unless redirected).
    private static func plan(_ compat: CompatPlan, popup: Popup, io: CommandIO) -> Plan {
        let environment = io.environment
        let kind = compat.request.box.planKind
        let request = compat.request
        let input: Plan.Input
        if let command = request.command {
            input = .command(["sh", "-c", command])
        } else if request.box == .tailbox {
            input = .followedFile(request.text)
        } else {
            input = kind == .progress ? .stdin : .none
        }
        return Plan(popup: popup, kind: kind, input: input, given: GivenAnswer(environment: environment),
                    lines: Surface.wantsLines(asked: false, environment: environment), log: .discard,
                    sink: .descriptor(compat.request.outputFD),
                    // Shown and left, an infobox ends as a box whose input ended.
                    encode: { outcome, _ in CompatResultWriter.bytes(outcome ?? .completed, plan: compat) },
                    status: { outcome, _ in CompatExitStatus.status(outcome ?? .completed, plan: compat, environment: environment) },
                    report: nil, wording: .compat(compat.request.tool, environment: environment))
    }
}
