/// What starting the executable costs: `--version` from exec to exit, for each tool, and for
/// other popupctl builds (`--also`), e.g. one linked with the Swift runtime inside.
enum StartupScenario {
    static let section = "start-up"
    static let version = Metric(section: section, name: "--version exec → exit", unit: .milliseconds)

    static func measure(_ tool: Tool, _ context: BenchContext) {
        context.record(time(tool.path, context), version, tool.kind.rawValue)
    }

    static func measureAlternate(label: String, path: String, _ context: BenchContext) {
        let metric = Metric(section: section, name: "--version exec → exit [\(label)]", unit: .milliseconds,
                            peerRow: version.id)
        context.record(time(path, context), metric, Tool.Kind.popupctl.rawValue)
    }

    private static func time(_ path: String, _ context: BenchContext) -> Double? {
        guard let process = try? PtyProcess(context.launch(path, ["--version"])) else { return nil }
        let deadline = process.started + 5
        while true {
            switch process.next(until: deadline) {
            case .output:
                continue
            case .exited:
                return process.exitTime.map { $0 - process.started }
            case .timeout:
                process.terminate()
                context.note("\(path) --version did not exit within 5 s")
                return nil
            }
        }
    }
}
