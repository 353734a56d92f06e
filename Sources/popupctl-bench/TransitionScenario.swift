/// Item 6: each entry transition of popupctl, animated (no reduced motion), in each style, in
/// truecolor and in 16 colours: the bytes from exec until the box stands still, the frames
/// (bursts of output) and the time.
enum TransitionScenario {
    static let section = "6 transitions"
    static let transitions = ["bounce-up", "bounce-down", "zoom-in", "fade-in", "slide-up", "slide-down"]
    static let styles = ["alert", "sheet", "floating"]
    static let depths: [(name: String, environment: [String: String], term: String)] = [
        ("truecolor", ["COLORTERM": "truecolor"], "xterm-256color"),
        ("16 colours", [:], "xterm"),
    ]
    /// The budget for one entry in truecolor.
    static let byteBudget = 32 * 1024

    static func metric(_ transition: String, _ style: String, _ depth: String, _ what: String) -> Metric {
        let unit: Metric.Unit = what == "ms" ? .milliseconds : what == "frames" ? .count : .bytes
        let target: Metric.Target = what == "bytes" && depth == "truecolor" ? .atMost(Double(byteBudget)) : .none
        return Metric(section: section, name: "\(transition) \(style) \(depth) \(what)", unit: unit, target: target)
    }

    static func measure(_ tool: Tool, _ context: BenchContext) {
        let column = tool.kind.rawValue
        // Frames come every 1/60 s: the silence that ends the entry must be longer than that.
        let quiet = max(context.options.quiet, 0.05)
        for transition in transitions {
            for style in styles {
                for depth in depths {
                    let arguments = YesNoScenario.arguments(.popupctl) + ["--style", style, "--transition", transition]
                    let launch = context.launch(tool.path, arguments, environment: depth.environment, term: depth.term)
                    guard let run = context.start(launch, quiet: quiet) else { return }
                    defer { run.finish() }
                    guard let entry = run.firstFrame() else {
                        context.failed("\(column): \(transition) \(style) never settled", run)
                        continue
                    }
                    context.record(Double(entry.bytes), metric(transition, style, depth.name, "bytes"), column)
                    context.record(Double(entry.bursts), metric(transition, style, depth.name, "frames"), column)
                    context.record(entry.seconds, metric(transition, style, depth.name, "ms"), column)
                }
            }
        }
    }

    /// The transitions as a table of their own: one row per transition and style.
    static func table(_ samples: Samples, column: String) -> [String] {
        var lines = ["6 popupctl entry transitions (exec → box still; frames = bursts of output)"]
        let header = Format.padRight("", 24) + depths.map { Format.padLeft($0.name + ": bytes", 20) + Format.padLeft("frames", 8) + Format.padLeft("ms", 8) }.joined()
        lines.append(header + Format.padLeft("≤ 32 KiB", 10))
        for transition in transitions {
            for style in styles {
                var line = Format.padRight("  \(transition) \(style)", 24)
                var met: Bool?
                for depth in depths {
                    for what in ["bytes", "frames", "ms"] {
                        let metric = metric(transition, style, depth.name, what)
                        let value = samples.median(metric, column: column)
                        line += Format.padLeft(value.map(metric.display) ?? "-", what == "bytes" ? 20 : 8)
                        if case .atMost(let limit) = metric.target, let value { met = value <= limit }
                    }
                }
                lines.append(line + Format.padLeft(met.map { $0 ? "yes" : "NO" } ?? "-", 10))
            }
        }
        return lines
    }
}
