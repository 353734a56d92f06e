import PopupCore
import PopupKit

/// The boxes of a whiptail or dialog command line as plans for the runner, each built when its
/// turn comes: its dialog in the tool's look, its result contract, what it reads. dialog's rules
/// for boxes one after another are values of the chain and of each plan: after `--and-widget` a
/// box follows unless the one before was stopped, else only after OK (`PlanChain.Follow`,
/// `CompatContract.lets`); from the second box that may write a result on, each result that is
/// written (OK, Extra, Help) is preceded by --separate-widget's text (a tab unless given), even an
/// empty one, as dialog counts them.
enum CompatChain {
    static func plans(_ invocation: CompatInvocation, commandLine: [String], io: CommandIO) -> PlanChain {
        let steps = invocation.steps
        var count = 0
        let resultBoxesSoFar = steps.map { step in
            if (try? step.box.get().box.writesResult) == true { count += 1 }
            return count
        }
        let follows = steps.dropFirst().map { step -> PlanChain.Follow in step.join == .andWidget ? .unlessStopped : .afterOK }
        return PlanChain(count: steps.count, follows: follows, resultDescriptor: invocation.outputFD) { index in
            let step = steps[index]
            let request = try step.box.get()
            let separator = resultBoxesSoFar[index] > 1 ? Array((request.separateWidget ?? "\t").utf8) : []
            var plan = try self.plan(request, separator: separator, io: io)
            plan.preamble = try step.notices.flatMap { try CompatDialect.notice($0, request.profile, io: io) }
            plan.commandLine = commandLine
            return plan
        }
    }

    /// What the tool's box asks the runner to do: its result bytes on its result descriptor, its
    /// statuses; nothing on stderr but errors (it is the result descriptor unless redirected).
    static func plan(_ request: CompatRequest, separator: [UInt8] = [], io: CommandIO) throws -> Plan {
        let compat = try CompatDialogBuilder.plan(request, io: io)
        let environment = io.environment
        let box = request.box
        var presentation = Presentation.from(environment: environment)
        presentation.reducedMotion = true
        presentation.keepsTypeAhead = request.profile.keepsTypeAhead
        // The tools ask the terminal nothing: a reply still awaited as a box ends would have the
        // keys typed for the next box read and dropped with it.
        presentation.queriesBackground = false
        if request.noMouse { presentation.mouse = false }
        // A loop of gauges or infoboxes, one process each, never blanks the screen between them.
        presentation.staysOnScreen = box.staysOnScreen
        // The tool's look for this box (dialog's frames, whiptail's colours).
        let theme = CompatTheme.load(request, io: io)
        var plan = Plan(popup: Popup(compat.dialog, theme: theme.theme, presentation: presentation), kind: box.planKind,
                        input: input(request), given: GivenAnswer(environment: environment),
                        lines: Surface.wantsLines(asked: false, environment: environment), log: .discard,
                        sink: .descriptor(request.outputFD),
                        contract: CompatContract(compat, environment: environment, separator: separator), commandLine: [],
                        inputLimit: PopupCommand.maxInputBytes)
        plan.sleep = Double(request.sleep)
        plan.personalThemeFailure = theme.personalFailure
        return plan
    }

    /// What the box reads besides the terminal: the output of its command, the file it follows, a
    /// progress box's stdin.
    private static func input(_ request: CompatRequest) -> Plan.Input {
        if let command = request.command { return .command(["sh", "-c", command]) }
        if request.box.kind == .followedFile { return .followedFile(request.text) }
        return request.box.planKind == .progress ? .stdin : .none
    }
}
