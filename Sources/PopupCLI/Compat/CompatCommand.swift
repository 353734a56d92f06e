import PopupCore
import PopupKit

/// popupctl invoked as `whiptail` or `dialog`: that tool's arguments in, its result bytes on its
/// result descriptor, its exit status out; one dialog model and one run loop with popupctl's own.
/// dialog's chained boxes are plans carried out in turn by the runner, as `CompatChain` says.
public enum CompatCommand {
    public static func run(_ tool: CompatTool, _ arguments: [String], io: CommandIO) -> Int32 {
        ErrorWording.compat(tool, environment: io.environment).exitStatus(io: io) { try runThrowing(tool, arguments, io: io) }
    }

    private static func runThrowing(_ tool: CompatTool, _ arguments: [String], io: CommandIO) throws -> Int32 {
        // What was typed before the tool started is dropped now, as its curses drops it; what
        // is typed from now on is kept for the boxes (`ToolProfile.keepsTypeAhead`).
        if tool.profile.keepsTypeAhead { io.discardTypedAhead() }
        let invocation = try tool.profile.readArguments(arguments, io)
        if !invocation.notes.isEmpty { io.writeStderr(invocation.notes) }
        switch invocation.action {
        case .help:
            try io.writeStdout(CompatHelp.usage(tool.profile))
            return 0
        case .version:
            try io.writeStdout(CompatHelp.version(tool.profile))
            return 0
        case .printVersion:
            try io.write(bytes: Array(CompatHelp.version(tool.profile).utf8), toDescriptor: invocation.outputFD)
            return 0
        case .printMaxSize:
            try io.write(bytes: notice(.maxSize, tool, io: io), toDescriptor: invocation.outputFD)
            return 0
        case .nothing:
            // Options that only report, and nothing to show.
            for step in invocation.steps {
                for notice in step.notices { try io.write(bytes: self.notice(notice, tool, io: io), toDescriptor: invocation.outputFD) }
            }
            return 0
        case .show:
            break
        }
        guard io.descriptorIsOpen(invocation.outputFD) else { throw CompatError.badOutputDescriptor(invocation.outputFD) }
        let chain = CompatChain(invocation: invocation, environment: io.environment)
        // One copy, shared by every box's plan.
        let commandLine = [tool.rawValue] + arguments
        return Runner.run(PlanChain(count: invocation.steps.count, wording: .compat(tool, environment: io.environment, resultDescriptor: invocation.outputFD),
                                    plan: { index in
                                        var plan = try plan(chain, index, io: io)
                                        plan.commandLine = commandLine
                                        return plan
                                    },
                                    continues: { index, outcome, _ in chain.continues(after: index, outcome) }), io: io)
    }

    /// What the tool's box at `index` asks the runner to do: its result bytes on its result
    /// descriptor (after the chain's separator), its statuses; nothing on stderr but errors (it
    /// is the result descriptor unless redirected).
    private static func plan(_ chain: CompatChain, _ index: Int, io: CommandIO) throws -> Plan {
        let step = chain.invocation.steps[index]
        let request = try step.box.get()
        let compat = try CompatDialogBuilder.plan(request, io: io)
        chain.learn(index, compat)
        let environment = io.environment
        let profile = request.profile
        var presentation = Presentation.from(environment: environment)
        presentation.reducedMotion = true
        presentation.keepsTypeAhead = profile.keepsTypeAhead
        // The tools ask the terminal nothing: a reply still awaited as a box ends would have the
        // keys typed for the next box read and dropped with it.
        presentation.queriesBackground = false
        if request.noMouse { presentation.mouse = false }
        // A loop of gauges or infoboxes, one process each, never blanks the screen between them.
        presentation.staysOnScreen = request.box.staysOnScreen
        // The tool's look for this box (dialog's frames, whiptail's colours).
        let theme = CompatTheme.load(request, io: io)
        let popup = Popup(compat.dialog, theme: theme.theme, presentation: presentation)
        let kind = request.box.planKind
        var plan = Plan(popup: popup, kind: kind, input: input(request, kind: kind), given: GivenAnswer(environment: environment),
                        lines: Surface.wantsLines(asked: false, environment: environment), log: .discard,
                        sink: .descriptor(request.outputFD),
                        // Shown and left, an infobox ends as a box whose input ended.
                        encode: { outcome, _ in
                            chain.separator(before: index, outcome ?? .completed, plan: compat)
                                + CompatResultWriter.bytes(outcome ?? .completed, plan: compat)
                        },
                        status: { outcome, _ in CompatExitStatus.status(outcome ?? .completed, plan: compat, environment: environment) },
                        report: nil, wording: .compat(request.tool, environment: environment, resultDescriptor: request.outputFD), commandLine: [])
        plan.preamble = try step.notices.flatMap { try notice($0, request.tool, io: io) }
        plan.notice = { outcome in chain.notice(for: outcome, profile: profile) }
        plan.sleep = Double(request.sleep)
        plan.personalThemeFailure = theme.personalFailure
        return plan
    }

    /// What the box reads besides the terminal: the output of a prgbox's command, the file a
    /// tailbox follows, a progress box's stdin.
    private static func input(_ request: CompatRequest, kind: Plan.Kind) -> Plan.Input {
        if let command = request.command { return .command(["sh", "-c", command]) }
        if request.box.kind == .followedFile { return .followedFile(request.text) }
        return kind == .progress ? .stdin : .none
    }

    /// What dialog writes for an option that reports: the screen's size as it reports it, its version.
    private static func notice(_ notice: CompatInvocation.Notice, _ tool: CompatTool, io: CommandIO) throws -> [UInt8] {
        switch notice {
        case .maxSize:
            // Scripts size their boxes from it.
            let size = io.openTerminal()?.size ?? Size(width: 80, height: 24)
            return Array("MaxSize: \(size.height), \(size.width)\n".utf8)
        case .version:
            return Array(CompatHelp.version(tool.profile).utf8)
        }
    }
}
