import Glibc

/// Item 10: the same msgbox, menu and checklist command lines under whiptail's name: popupctl
/// linked as `whiptail` in the popupctl column, the real whiptail and dialog beside it.
enum CompatScenario {
    static let section = "10 as whiptail"

    struct Box {
        let name: String
        let arguments: [String]
        let firstFrame: Metric
        let move: Metric?
    }

    static let items = (1...10).flatMap { [String($0), "Item number \($0)"] }
    static let boxes: [Box] = [
        box("msgbox", ["--msgbox", Fixtures.marker, "10", "60"], moves: false),
        box("menu", ["--menu", Fixtures.marker, "20", "60", "10"] + items, moves: true),
        box("checklist", ["--checklist", Fixtures.marker, "20", "60", "10"]
            + (1...10).flatMap { [String($0), "Item number \($0)", "off"] }, moves: true),
    ]

    private static func box(_ name: String, _ arguments: [String], moves: Bool) -> Box {
        Box(name: name, arguments: arguments,
            firstFrame: Metric(section: section, name: "\(name): exec → first frame", unit: .milliseconds, target: .ratioToWhiptail(1.0)),
            move: moves ? Metric(section: section, name: "\(name): ↓ focus move", unit: .bytes, target: .ratioToWhiptail(1.0)) : nil)
    }

    static func measure(_ tool: Tool, _ context: BenchContext) {
        let column = tool.kind.rawValue
        guard let path = tool.kind == .popupctl ? link(tool.path, context) : tool.path else { return }
        for box in boxes {
            guard let run = context.start(context.launch(path, box.arguments)) else { continue }
            defer { run.finish() }
            guard let frame = run.firstFrame() else {
                context.failed("\(column): the \(box.name) never showed", run)
                continue
            }
            context.record(frame.seconds, box.firstFrame, column)
            guard let metric = box.move else { continue }
            if let move = run.respond(to: .down) {
                context.record(Double(move.bytes), metric, column)
            } else {
                context.note("\(column): ↓ in the \(box.name) redrew nothing")
            }
        }
    }

    /// `whiptail` in the fixtures directory, a link to popupctl (made once).
    private static func link(_ popupctl: String, _ context: BenchContext) -> String? {
        let path = context.fixtures.path("whiptail")
        var status = stat()
        if lstat(path, &status) == 0 { return path }
        guard symlink(popupctl, path) == 0 else {
            context.note("cannot link \(path) to \(popupctl): section 10 skipped")
            return nil
        }
        return path
    }
}
