/// Item 4: a 1 MiB message. popupctl reads it from stdin (`-m -`); whiptail and dialog cannot take
/// it as an argument (Linux limits one argument to 128 KiB), so they show the same file with
/// `--textbox FILE`, their scrolling text viewer (whiptail with `--scrolltext`), in a box of the size popupctl chooses.
enum LongMessageScenario {
    static let section = "4 1 MiB message"
    static let firstFrame = Metric(section: section, name: "exec → first frame", unit: .milliseconds, target: .atMost(50))
    static let firstFrameBytes = Metric(section: section, name: "first frame", unit: .bytes)
    static let peakMemory = Metric(section: section, name: "peak RSS", unit: .megabytes, target: .atMost(30))
    static let pageDown = Metric(section: section, name: "PgDn until quiet", unit: .milliseconds, target: .atMost(2))
    static let pageDownBytes = Metric(section: section, name: "PgDn", unit: .bytes)
    static let smallPageDown = Metric(section: section, name: "PgDn until quiet, 10 KiB message", unit: .milliseconds)
    static let growth = Metric(section: section, name: "PgDn time 1 MiB ÷ 10 KiB", unit: .ratio, target: .atMost(2))

    static let pageDownPresses = 5

    static func measure(_ tool: Tool, _ context: BenchContext) {
        let column = tool.kind.rawValue
        let large = scroll(tool, file: context.fixtures.largeMessage, context, large: true)
        let small = scroll(tool, file: context.fixtures.smallMessage, context, large: false)
        if let large, let small, small > 0 { context.record(large / small, growth, column) }
    }

    /// Shows the file, pages down a few times; returns the median page-down time.
    private static func scroll(_ tool: Tool, file: String, _ context: BenchContext, large: Bool) -> Double? {
        let column = tool.kind.rawValue
        let height = String(context.options.rows - 2)
        let launch: Launch
        switch tool.kind {
        case .popupctl:
            launch = context.launch(tool.path, ["-t", "T", "-m", "-"], environment: YesNoScenario.reducedMotion, stdin: file)
        case .whiptail:
            // Without --scrolltext whiptail's text box does not scroll.
            launch = context.launch(tool.path, ["--scrolltext", "--textbox", file, height, "56"])
        case .dialog:
            launch = context.launch(tool.path, ["--textbox", file, height, "56"])
        case .fzf:
            return nil
        }
        guard let run = context.start(launch) else { return nil }
        guard let frame = run.firstFrame() else {
            context.failed("\(column): the \(large ? "1 MiB" : "10 KiB") message never showed", run)
            return nil
        }
        if large {
            context.record(frame.seconds, firstFrame, column)
            context.record(Double(frame.bytes), firstFrameBytes, column)
        }
        var times: [Double] = []
        for _ in 0..<pageDownPresses {
            guard let step = run.respond(to: .pageDown) else {
                context.note("\(column): PgDn redrew nothing")
                break
            }
            times.append(step.seconds)
            context.record(step.seconds, large ? pageDown : smallPageDown, column)
            if large { context.record(Double(step.bytes), pageDownBytes, column) }
        }
        let memory = run.finish()
        if large { context.record(memory.map(Double.init), peakMemory, column) }
        return Samples.median(times)
    }
}
