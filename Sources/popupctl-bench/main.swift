import Glibc

/// popupctl-bench: popupctl against whiptail and dialog, the same dialogs in one run.
func main() -> Int32 {
    let options: BenchOptions
    do {
        options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        printError("popupctl-bench: \(error)")
        return 2
    }
    if options.showHelp {
        print(BenchOptions.usage)
        return 0
    }
    guard let builds = Builds.find(options) else { return 1 }
    let popupctl = builds.main
    var tools = [Tool(kind: .popupctl, path: popupctl)]
    var missing: [String] = []
    for kind in [Tool.Kind.whiptail, .dialog, .fzf] {
        if let path = options.peers[kind.rawValue] ?? Tool.onPath(kind.rawValue) {
            tools.append(Tool(kind: kind, path: path))
            if Tool.isScript(path) {
                missing.append("\(kind.rawValue) (\(path)) is a script, not the program: its start-up adds to every time; "
                               + "pass --peer \(kind.rawValue)=PATH")
            }
        } else {
            missing.append("\(kind.rawValue) is not installed (apt-get install \(kind.rawValue)): its column is skipped")
        }
    }
    let fixtures: Fixtures
    do {
        fixtures = try Fixtures()
    } catch {
        printError("popupctl-bench: \(error)")
        return 1
    }
    let context = BenchContext(options: options, fixtures: fixtures, tools: tools)
    context.popupctlIsStatic = Linkage.isStatic(popupctl, context)
    if options.sections.contains(.stream) {
        let link = fixtures.path("fzf")
        if symlink(popupctl, link) == 0 { context.popupctlAsFzf = link }
    }
    (builds.notes + missing).forEach(context.note)
    let started = Monotonic.now()
    let loadBefore = Machine.load
    let image = options.sections.contains(.image) ? ImageScenario.prepare(tools[0], context) : nil
    let lines = options.sections.contains(.stream) ? ListScenario.prepare(context, sizes: options.lineCounts, query: options.listQuery) : []
    let feeds = options.sections.contains(.progress) ? ProgressScenario.prepare(context) : nil
    let memoryInputs = options.sections.contains(.memory) ? MemoryScenario.prepare(context) : []

    for run in 0..<options.runs {
        printError("popupctl-bench: run \(run + 1) of \(options.runs)…")
        for tool in context.toolsInTurn(run: run) where tool.kind.drawsDialogs {
            if options.sections.contains(.startup) { StartupScenario.measure(tool, context) }
            if options.sections.contains(.yesno) { YesNoScenario.measure(tool, context) }
            if options.sections.contains(.message) { LongMessageScenario.measure(tool, context) }
            if options.sections.contains(.list) { ButtonListScenario.measure(tool, context) }
            if let feeds { ProgressScenario.measure(tool, feeds: feeds, context) }
            if tool.kind == .popupctl {
                for alternate in builds.alternates {
                    if options.sections.contains(.startup) { StartupScenario.measureAlternate(label: alternate.label, path: alternate.path, context) }
                    if options.sections.contains(.yesno) { YesNoScenario.measureAlternate(label: alternate.label, path: alternate.path, context) }
                }
                if options.sections.contains(.transitions) { TransitionScenario.measure(tool, context) }
                if let image { ImageScenario.measure(tool, image: image, context) }
                if options.sections.contains(.tmux) { TmuxScenario.measure(tool, context, run: run) }
                if run == 0 && !memoryInputs.isEmpty { MemoryScenario.measure(tool, inputs: memoryInputs, context) }
            }
        }
        for tool in context.toolsInTurn(run: run) {
            for size in lines { ListScenario.measure(tool, size, context) }
            if options.sections.contains(.menu) { ItemMenuScenario.measure(tool, context) }
            if options.sections.contains(.compat), tool.kind.drawsDialogs { CompatScenario.measure(tool, context) }
        }
    }

    print("popupctl-bench: \(options.columns)×\(options.rows) pseudo-terminal, TERM=xterm-256color, LANG=C.UTF-8; "
          + "median of \(options.runs) runs; popupctl with POPUPCTL_REDUCE_MOTION=1 except in 6, 'readable in place' "
          + "in 1-3 and 8 (default settings, a reduced-motion row beside)")
    print("machine: \(Machine.processors) × \(Machine.model), \(Machine.memory), load \(loadBefore) → \(Machine.load)")
    print("popupctl: \(popupctl) (\(Linkage.describe(popupctl, context)))")
    for tool in tools where tool.kind != .popupctl { print("\(tool.kind.rawValue): \(tool.path)") }
    for alternate in builds.alternates {
        print("[\(alternate.label)]: \(alternate.path) (\(Linkage.describe(alternate.path, context)))")
    }
    print("")
    let report = Report(samples: context.samples, tools: tools)
    report.table(skipping: [TransitionScenario.section]).forEach { print($0) }
    if options.sections.contains(.transitions) {
        print("")
        TransitionScenario.table(context.samples, column: Tool.Kind.popupctl.rawValue).forEach { print($0) }
    }
    print("")
    print("Frames end when the output has been quiet for \(Int(options.quiet * 1000)) ms; times are to the last byte before it.")
    print("Progress feeds are files given as stdin; whiptail runs --gauge on them, dialog is left out (it pauses per update).")
    print("In 10 the popupctl column is popupctl linked as whiptail, given whiptail's command lines.")
    print("whiptail and dialog show the long message with --textbox FILE (whiptail: --scrolltext) and the buttons with --menu.")
    for size in lines {
        print("In 8, both tools read the same \(size.count) lines through a pipe from `cat`; times end at the output that drew "
              + "the awaited text (the count: \(size.count) in all, \(size.matches) after the fuzzy query '\(size.query)', "
              + "typed in one write); fzf is \(context.fzfVersion ?? "of unknown version").")
    }
    if options.sections.contains(.menu) {
        print("In 9, the terminal is \(options.columns)×\(ItemMenuScenario.rows), so that a list of 10 scrolls as one of 10 000 does; "
              + "whiptail gets --menu with the same tags and descriptions.")
    }
    if options.sections.contains(.tmux) {
        print("In 11, tmux runs in the pseudo-terminal; a script in its pane waits for Enter, then asks the yes/no question "
              + "in the pane, or with --tmux in a popup over it; times end when the client shows the dialog.")
    }
    for note in context.notes { print("note: " + note) }
    print("took \(Format.fixed(Monotonic.now() - started, 0)) s")
    return 0
}

func printError(_ text: String) {
    var line = Array((text + "\n").utf8)
    _ = write(2, &line, line.count)
}

exit(main())
