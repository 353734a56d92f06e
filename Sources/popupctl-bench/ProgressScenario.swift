import Glibc

/// Item 8: a progress box against `whiptail --gauge`, on the same feed (a file as stdin). Run to
/// the end of the feed: exec → exit, and every byte written to the terminal. Then a million lines
/// of output through `popupctl --progress -- cat FILE`, against `cat FILE > /dev/null`.
/// dialog's gauge is left out: it pauses on every update, so 100 000 of them would take minutes.
enum ProgressScenario {
    static let section = "8 progress"
    static let smallTime = Metric(section: section, name: "101 percentages: exec → exit", unit: .milliseconds)
    static let smallBytes = Metric(section: section, name: "101 percentages: to the terminal", unit: .bytes)
    static let largeTime = Metric(section: section, name: "100 000 percentages: exec → exit", unit: .milliseconds,
                                  target: .ratioToWhiptail(0.25))
    static let largeBytes = Metric(section: section, name: "100 000 percentages: to the terminal", unit: .bytes,
                                   target: .ratioToWhiptail(0.05))
    static let outputTime = Metric(section: section, name: "1 000 000 lines via -- cat: exec → exit", unit: .milliseconds)
    static let catTime = Metric(section: section, name: "cat FILE > /dev/null: exec → exit", unit: .milliseconds)
    static let throughput = Metric(section: section, name: "1 000 000 lines: throughput ÷ cat's", unit: .ratio,
                                   target: .atLeast(0.5))
    static let outputMemory = Metric(section: section, name: "1 000 000 lines: peak RSS", unit: .megabytes, target: .atMost(20))

    struct Feeds {
        let small: String
        let large: String
        let output: String
        let outputBytes: Int
    }

    /// Writes the three feeds.
    static func prepare(_ context: BenchContext) -> Feeds? {
        let small = context.fixtures.path("gauge-101.txt")
        let large = context.fixtures.path("gauge-100000.txt")
        let output = context.fixtures.path("output-1000000.txt")
        var outputText: [UInt8] = []
        outputText.reserveCapacity(40_000_000)
        for line in 0..<1_000_000 {
            outputText += Array("compiling src/module\(line % 977)/file\(line).c -O2 -Wall\n".utf8)
        }
        do {
            try context.fixtures.write(small, Array((0...100).map { "\($0)\n" }.joined().utf8))
            try context.fixtures.write(large, Array((0..<100_000).map { "\($0 / 1000)\n" }.joined().utf8))
            try context.fixtures.write(output, outputText)
        } catch {
            context.note("8 progress: \(error)")
            return nil
        }
        return Feeds(small: small, large: large, output: output, outputBytes: outputText.count)
    }

    static func measure(_ tool: Tool, feeds: Feeds, _ context: BenchContext) {
        guard tool.kind == .popupctl || tool.kind == .whiptail else { return }
        let column = tool.kind.rawValue
        for (feed, time, bytes) in [(feeds.small, smallTime, smallBytes), (feeds.large, largeTime, largeBytes)] {
            let arguments: [String]
            switch tool.kind {
            case .popupctl: arguments = ["--progress", "-t", "T", "-m", Fixtures.marker]
            case .whiptail, .dialog, .fzf: arguments = ["--gauge", Fixtures.marker, "7", "60", "0"]
            }
            let launch = context.launch(tool.path, arguments, environment: tool.kind == .popupctl ? YesNoScenario.reducedMotion : [:],
                                        stdin: feed)
            guard let run = context.start(launch) else { continue }
            guard let end = run.untilExit(timeout: 60) else {
                context.failed("\(column): the gauge did not end within 60 s", run)
                continue
            }
            context.record(end.seconds, time, column)
            context.record(Double(end.bytes), bytes, column)
        }
        guard tool.kind == .popupctl else { return }
        let arguments = ["--progress", "-t", "T", "-m", Fixtures.marker, "--", "cat", feeds.output]
        guard let run = context.start(context.launch(tool.path, arguments, environment: YesNoScenario.reducedMotion)) else { return }
        guard let end = run.untilExit(timeout: 60) else { return context.failed("popupctl -- cat did not end within 60 s", run) }
        context.record(end.seconds, outputTime, column)
        if let cat = Tool.onPath("cat"), let catSeconds = timeToDevNull(cat, feeds.output) {
            context.record(catSeconds, catTime, column)
            // Throughput is bytes over time, so its ratio is the times' ratio upside down.
            if end.seconds > 0 { context.record(catSeconds / end.seconds, throughput, column) }
        }
        // Memory as GNU time reports it: wait4's high-water mark is popupctl's own only when its
        // parent is a small process (see PtyProcess), and this bench is not one after writing the feeds.
        guard let time = Tool.onPath("time") else { return context.note("8 progress: GNU time is not installed; no peak RSS") }
        let report = context.fixtures.path("progress-rss.txt")
        let measured = context.launch(time, ["-f", "%M", "-o", report, tool.path] + arguments, environment: YesNoScenario.reducedMotion)
        guard let memoryRun = context.start(measured), memoryRun.untilExit(timeout: 60) != nil,
              let kilobytes = Double(context.readFile(report).filter(\.isNumber)) else { return }
        context.record(kilobytes * 1024, outputMemory, column)
    }

    /// `cat FILE > /dev/null`, exec to exit, in seconds.
    private static func timeToDevNull(_ cat: String, _ file: String) -> Double? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let words: [String] = [cat, file]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let started = Monotonic.now()
        guard posix_spawn(&pid, cat, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status == 0 ? Monotonic.now() - started : nil
    }
}
