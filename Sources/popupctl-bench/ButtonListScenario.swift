/// Item 5: 124 choices. popupctl reads them with `--buttons-from -`; whiptail and dialog get a
/// `--menu` of 124 items without tags, in a box of the size popupctl chooses.
enum ButtonListScenario {
    static let section = "5 124 buttons"
    static let firstFrame = Metric(section: section, name: "exec → first frame", unit: .milliseconds, target: .ratioToWhiptail(1.0))
    static let firstFrameBytes = Metric(section: section, name: "first frame", unit: .bytes, target: .ratioToWhiptail(1.5))
    static let stepTime = Metric(section: section, name: "↓ scroll step until quiet", unit: .milliseconds, target: .atMost(2))
    static let stepBytes = Metric(section: section, name: "↓ scroll step", unit: .bytes, target: .ratioToWhiptail(1.0))
    static let pageTime = Metric(section: section, name: "PgDn until quiet", unit: .milliseconds, target: .atMost(2))
    static let pageBytes = Metric(section: section, name: "PgDn", unit: .bytes)

    /// ↓ presses; the ones after `scrollingFrom` are past the bottom edge of every tool's list.
    static let presses = 30
    static let scrollingFrom = 20

    static func measure(_ tool: Tool, _ context: BenchContext) {
        let column = tool.kind.rawValue
        let rows = context.options.rows
        let items = context.fixtures.buttonLabels.enumerated().flatMap { [String($0.offset + 1), $0.element] }
        let menu = [Fixtures.marker, String(rows - 2), "56", String(rows - 10)] + items
        let launch: Launch
        switch tool.kind {
        case .popupctl:
            launch = context.launch(tool.path, ["-t", Fixtures.marker, "--buttons-from", "-"],
                                    environment: YesNoScenario.reducedMotion, stdin: context.fixtures.buttonList)
        case .whiptail:
            launch = context.launch(tool.path, ["--notags", "--menu"] + menu)
        case .dialog:
            launch = context.launch(tool.path, ["--no-tags", "--menu"] + menu)
        case .fzf:
            return
        }
        guard let run = context.start(launch) else { return }
        defer { run.finish() }
        guard let frame = run.firstFrame() else { return context.failed("\(column): the 124-item list never showed", run) }
        context.record(frame.seconds, firstFrame, column)
        context.record(Double(frame.bytes), firstFrameBytes, column)
        for press in 0..<presses {
            guard let step = run.respond(to: .down) else { return context.note("\(column): ↓ redrew nothing") }
            if press >= scrollingFrom {
                context.record(step.seconds, stepTime, column)
                context.record(Double(step.bytes), stepBytes, column)
            }
        }
        guard let page = run.respond(to: .pageDown) else { return context.note("\(column): PgDn in the list redrew nothing") }
        context.record(page.seconds, pageTime, column)
        context.record(Double(page.bytes), pageBytes, column)
    }
}
