/// Item 8: a million numbered lines on stdin, popupctl `--items-from -` against fzf reading the
/// same file in the same terminal. Frames cannot end in silence here (both tools redraw their count
/// while they read), so each step ends at the output that drew what it waits for, read off a
/// screen the bench keeps: the first ten items, the full count, the count of the filtered list.
enum ListScenario {
    static let section = "8 1 000 000 lines on stdin"
    static let firstItems = Metric(section: section, name: "exec → items 1-10 shown", unit: .milliseconds, target: .ratioTo(.fzf, 1.0))
    static let allItems = Metric(section: section, name: "exec → every line in the list", unit: .milliseconds, target: .ratioTo(.fzf, 1.0))
    static let filterTime = Metric(section: section, name: "filter key → its count shown", unit: .milliseconds, target: .ratioTo(.fzf, 1.0))
    static let filterBytes = Metric(section: section, name: "filter key", unit: .bytes)
    static let peakMemory = Metric(section: section, name: "peak RSS", unit: .megabytes, target: .ratioTo(.fzf, 0.5))

    static let lineCount = 1_000_000
    /// The filter: one key, typed once every line is in.
    static let filterKey = Key.seven

    /// The lines as a file, with what the tools will count.
    struct Lines {
        let path: String
        let count: Int
        /// Lines the filter key keeps.
        let matches: Int
    }

    /// `line number N of the list` for N in 1...count, and how many of them contain `key`.
    static func lines(count: Int, key: Key = filterKey) -> (bytes: [UInt8], matches: Int) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 32)
        var matches = 0
        let needle = Array(key.rawValue.utf8)
        for number in 1...max(1, count) {
            let line = Array("line number \(number) of the list".utf8)
            if contains(line, needle) { matches += 1 }
            bytes += line
            bytes.append(0x0A)
        }
        return (bytes, matches)
    }

    /// Writes the lines once; nil (with a note) when that fails.
    static func prepare(_ context: BenchContext, count: Int = lineCount) -> Lines? {
        let (bytes, matches) = lines(count: count)
        let path = context.fixtures.path("lines-\(count).txt")
        do {
            try context.fixtures.write(path, bytes)
        } catch {
            context.note("\(section): \(error)")
            return nil
        }
        return Lines(path: path, count: count, matches: matches)
    }

    static func measure(_ tool: Tool, _ lines: Lines, _ context: BenchContext) {
        let column = tool.kind.rawValue
        var launch: Launch
        switch tool.kind {
        case .popupctl:
            launch = context.launch(tool.path, ["-t", Fixtures.marker, "--items-from", "-"],
                                    environment: YesNoScenario.reducedMotion, stdin: lines.path)
        case .fzf:
            launch = context.launch(tool.path, [], stdin: lines.path)
            // fzf draws on stderr: it must be the terminal (opened after stdout made it ours).
            launch.stderrPath = "/dev/tty"
        case .whiptail, .dialog:
            return
        }
        guard let run = context.start(launch, keepsScreen: true) else { return }
        defer { run.finish() }
        let started = run.process.started
        guard let first = run.wait(until: started + 30, shows: showsFirstItems) else {
            return context.failed("\(column): the first ten of a million lines never showed", run)
        }
        context.record(first - started, firstItems, column)
        guard let all = run.wait(until: started + 120, shows: { showsAll($0, tool.kind, lines) }) else {
            return context.failed("\(column): the count of a million lines never showed", run)
        }
        context.record(all - started, allItems, column)
        guard let filter = run.respond(to: filterKey, timeout: 60, until: { showsFiltered($0, lines) }) else {
            return context.failed("\(column): the filtered count never showed", run)
        }
        context.record(filter.seconds, filterTime, column)
        context.record(Double(filter.bytes), filterBytes, column)
        context.record(run.finish().map(Double.init), peakMemory, column)
    }

    static func showsFirstItems(_ screen: Screen) -> Bool {
        let text = screen.lines.joined(separator: "\n")
        return (1...10).allSatisfy { text.contains("line number \($0) of the list") }
    }

    /// popupctl: "1 000 000 items" once it is no longer reading; fzf: "1000000/1000000".
    static func showsAll(_ screen: Screen, _ kind: Tool.Kind, _ lines: Lines) -> Bool {
        let text = compact(screen)
        if kind == .fzf { return text.contains("\(lines.count)/\(lines.count)") }
        return text.contains("\(lines.count)items") && !text.contains("reading")
    }

    /// "matches/total" with nothing after it that says the search goes on (popupctl's "…").
    static func showsFiltered(_ screen: Screen, _ lines: Lines) -> Bool {
        let text = compact(screen)
        let count = "\(lines.matches)/\(lines.count)"
        return text.contains(count) && !text.contains(count + "…")
    }

    /// The screen's text without spaces, so that "468 559" and "468559" read alike.
    private static func compact(_ screen: Screen) -> String {
        String(screen.lines.joined(separator: "\n").unicodeScalars.filter { $0 != " " })
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
