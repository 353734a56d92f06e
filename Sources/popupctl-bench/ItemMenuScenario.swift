/// Item 9: 10 000 items given as arguments, tag and description: popupctl `--item TAG<TAB>TEXT`
/// against `whiptail --menu` with the same pairs. A PgDn and a ↓ past the bottom edge are then
/// measured at 10 000 items and at 10, in a terminal short enough that a list of 10 scrolls too,
/// so that both sizes do the same on screen and only the size of the list differs.
enum ItemMenuScenario {
    static let section = "9 10 000 items as arguments"
    static let firstFrame = Metric(section: section, name: "exec → first frame", unit: .milliseconds, target: .ratioToWhiptail(0.25))
    static let firstFrameBytes = Metric(section: section, name: "first frame", unit: .bytes)
    static let pageTime = Metric(section: section, name: "PgDn until quiet, 10 000 items", unit: .milliseconds)
    static let pageBytes = Metric(section: section, name: "PgDn, 10 000 items", unit: .bytes)
    static let smallPageBytes = Metric(section: section, name: "PgDn, 10 items", unit: .bytes)
    static let stepBytes = Metric(section: section, name: "then ↓, 10 000 items", unit: .bytes)
    static let smallStepBytes = Metric(section: section, name: "then ↓, 10 items", unit: .bytes)
    static let pageGrowth = Metric(section: section, name: "PgDn bytes 10 000 ÷ 10 items", unit: .ratio, target: .atMost(1))
    static let stepGrowth = Metric(section: section, name: "↓ bytes 10 000 ÷ 10 items", unit: .ratio, target: .atMost(1))

    static let itemCount = 10_000
    static let smallCount = 10
    /// The terminal's height here: popupctl gives the list 8 rows, and whiptail is asked for as many
    /// (its box holds 8 more: borders, the text, the buttons).
    static let rows = 17
    static let listRows = 8

    /// Tag N, description `line number N of the list`.
    static func items(_ count: Int) -> [(tag: String, description: String)] {
        (1...max(1, count)).map { (String($0), "line number \($0) of the list") }
    }

    static func measure(_ tool: Tool, _ context: BenchContext) {
        let column = tool.kind.rawValue
        guard let large = run(tool, count: itemCount, context) else { return }
        guard let small = run(tool, count: smallCount, context) else { return }
        context.record(Double(large.page), pageBytes, column)
        context.record(Double(small.page), smallPageBytes, column)
        context.record(Double(large.step), stepBytes, column)
        context.record(Double(small.step), smallStepBytes, column)
        if small.page > 0 { context.record(Double(large.page) / Double(small.page), pageGrowth, column) }
        if small.step > 0 { context.record(Double(large.step) / Double(small.step), stepGrowth, column) }
    }

    /// Shows `count` items, then PgDn and ↓ from the top: the bytes of each; nil (with a note)
    /// when the tool does not take part or a step redrew nothing.
    private static func run(_ tool: Tool, count: Int, _ context: BenchContext) -> (page: Int, step: Int)? {
        let column = tool.kind.rawValue
        let pairs = items(count)
        var launch: Launch
        switch tool.kind {
        case .popupctl:
            launch = context.launch(tool.path, ["-t", Fixtures.marker] + pairs.flatMap { ["--item", $0.tag + "\t" + $0.description] },
                                    environment: YesNoScenario.reducedMotion)
        case .whiptail:
            launch = context.launch(tool.path, ["--menu", Fixtures.marker, String(listRows + 8), "56", String(listRows)]
                                    + pairs.flatMap { [$0.tag, $0.description] })
        case .dialog, .fzf:
            return nil
        }
        launch.rows = rows
        guard let run = context.start(launch) else { return nil }
        defer { run.finish() }
        guard let frame = run.firstFrame() else {
            context.failed("\(column): the menu of \(count) items never showed", run)
            return nil
        }
        if count == itemCount {
            context.record(frame.seconds, firstFrame, column)
            context.record(Double(frame.bytes), firstFrameBytes, column)
        }
        guard let page = run.respond(to: .pageDown), let step = run.respond(to: .down) else {
            context.note("\(column): PgDn or ↓ in a menu of \(count) items redrew nothing")
            return nil
        }
        if count == itemCount { context.record(page.seconds, pageTime, column) }
        return (page.bytes, step.bytes)
    }
}
