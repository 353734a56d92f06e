/// Items 1–3: the same yes/no question in each tool. popupctl runs with reduced motion here,
/// because the peers do not animate (its animated entries are item 6).
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

    static func measure(_ tool: Tool, _ context: BenchContext) {
        let column = tool.kind.rawValue
        let launch = context.launch(tool.path, arguments(tool.kind), environment: tool.kind == .popupctl ? reducedMotion : [:])
        if let run = context.start(launch) {
            defer { run.finish() }
            guard let frame = run.firstFrame() else { return context.failed("\(column): the yes/no dialog never showed", run) }
            context.record(frame.seconds, firstFrame, column)
            context.record(Double(frame.bytes), firstFrameBytes, column)
            if let move = run.respond(to: .right) {
                context.record(Double(move.bytes), focusBytes, column)
                context.record(move.seconds, focusTime, column)
            } else {
                context.note("\(column): → redrew nothing")
            }
            context.record(run.exit(after: .enter), enterExit, column)
        }
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
    }
}
