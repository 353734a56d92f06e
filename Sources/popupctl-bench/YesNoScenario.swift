/// Items 1–3: the same yes/no question in each tool. popupctl runs with reduced motion here,
/// because the peers do not animate (its animated entries are item 6), except in the row that
/// measures it with the settings a person gets: exec → the message and buttons readable where
/// they stay (the cells each tool's still frame shows them at).
enum YesNoScenario {
    static let section = "1-3 yes/no"
    static let firstFrame = Metric(section: section, name: "exec → first frame", unit: .milliseconds, target: .ratioToWhiptail(1.0))
    static let firstFrameBytes = Metric(section: section, name: "first frame", unit: .bytes, target: .ratioToWhiptail(1.5))
    static let focusBytes = Metric(section: section, name: "→ focus move", unit: .bytes, target: .ratioToWhiptail(1.0))
    static let focusTime = Metric(section: section, name: "→ until quiet", unit: .milliseconds)
    static let enterExit = Metric(section: section, name: "Enter → exit", unit: .milliseconds)
    static let escapeExit = Metric(section: section, name: "Esc → exit", unit: .milliseconds, target: .atMost(50))

    static func arguments(_ kind: Tool.Kind) -> [String] {
        switch kind {
        case .popupctl: return ["-t", "T", "-m", Fixtures.marker, "--cancel", "No", "-b", "Yes"]
        case .whiptail, .dialog: return ["--yesno", Fixtures.marker, "10", "60"]
        case .fzf: return []
        }
    }

    static let reducedMotion = ["POPUPCTL_REDUCE_MOTION": "1"]

    /// Exec → message and buttons in place, default settings: the static build's target is half
    /// of whiptail's time, the default build's (shared Swift libraries to load) whiptail's.
    static func readable(_ context: BenchContext) -> Metric {
        Metric(section: section, name: "exec → readable in place, default settings", unit: .milliseconds,
               target: .ratioToWhiptail(context.popupctlIsStatic ? 0.5 : 1.0))
    }

    /// What must be readable: the message and the two buttons.
    static let readableTexts = [Fixtures.marker, "Yes", "No"]

    /// Where each of `readableTexts` is on `screen` (row × columns + column), nil for one not there.
    static func places(_ screen: Screen) -> [Int?] {
        let cells = Array(screen.lines.joined().unicodeScalars)
        return readableTexts.map { text in
            let needle = Array(text.unicodeScalars)
            guard cells.count >= needle.count else { return nil }
            // Row × columns + column: the rows are joined as the screen holds them, a cell a scalar.
            return (0...(cells.count - needle.count)).first { cells[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
    }

    /// A run of `path` (a `kind` tool) with the settings a person gets, to the output that shows the
    /// message and buttons where that kind's still frame has them (`context.stillPlaces`, from its
    /// first run); recorded in `kind`'s column.
    static func measureReadable(_ path: String, _ kind: Tool.Kind, _ metric: Metric, _ context: BenchContext) {
        let column = kind.rawValue
        guard let still = context.stillPlaces[column],
              let run = context.start(context.launch(path, arguments(kind)), keepsScreen: true) else { return }
        defer { run.finish() }
        guard let shown = run.wait(until: run.process.started + 10, shows: { places($0) == still }) else {
            return context.failed("\(column): the yes/no dialog was never readable in place", run)
        }
        context.record(shown - run.process.started, metric, column)
    }

    static func measure(_ tool: Tool, _ context: BenchContext) {
        let column = tool.kind.rawValue
        let launch = context.launch(tool.path, arguments(tool.kind), environment: tool.kind == .popupctl ? reducedMotion : [:])
        if let run = context.start(launch, keepsScreen: true) {
            defer { run.finish() }
            guard let frame = run.firstFrame() else { return context.failed("\(column): the yes/no dialog never showed", run) }
            context.record(frame.seconds, firstFrame, column)
            if context.stillPlaces[column] == nil, let screen = run.screen, !places(screen).contains(nil) {
                context.stillPlaces[column] = places(screen)
            }
            context.record(Double(frame.bytes), firstFrameBytes, column)
            if let move = run.respond(to: .right) {
                context.record(Double(move.bytes), focusBytes, column)
                context.record(move.seconds, focusTime, column)
            } else {
                context.note("\(column): → redrew nothing")
            }
            context.record(run.exit(after: .enter), enterExit, column)
        }
        measureReadable(tool.path, tool.kind, readable(context), context)
        if let run = context.start(launch) {
            defer { run.finish() }
            guard run.firstFrame() != nil else { return context.failed("\(column): the yes/no dialog never showed", run) }
            context.record(run.exit(after: .escape), escapeExit, column)
        }
    }

    /// Another popupctl build: its first frame, in the popupctl column of a row of its own.
    static func measureAlternate(label: String, path: String, _ context: BenchContext) {
        let metric = Metric(section: section, name: "exec → first frame [\(label)]", unit: .milliseconds,
                            target: .ratioToWhiptail(1.0), peerRow: firstFrame.id)
        guard let run = context.start(context.launch(path, arguments(.popupctl), environment: reducedMotion)) else { return }
        defer { run.finish() }
        guard let frame = run.firstFrame() else { return context.failed("\(label): the yes/no dialog never showed", run) }
        context.record(frame.seconds, metric, Tool.Kind.popupctl.rawValue)
        let readableHere = Metric(section: section, name: readable(context).name + " [\(label)]", unit: .milliseconds,
                                  target: .ratioToWhiptail(1.0), peerRow: readable(context).id)
        measureReadable(path, .popupctl, readableHere, context)
    }
}
