/// Item 8: a million and ten million numbered lines through a pipe from a producer process
/// (`cat FILE | tool`, as people run it), popupctl `--items-from -` with the settings a person gets
/// (motion on) against fzf reading the same pipe in the same terminal, in one run; a row beside
/// with POPUPCTL_REDUCE_MOTION=1, and rows for popupctl under the name fzf once that link runs as
/// fzf. Frames cannot end in silence here (both tools redraw their count while they read), so each
/// step ends at the output that drew what it waits for, read off a screen the bench keeps: the
/// first ten lines, the full count, and the count a fuzzy query keeps once it is typed. Peak
/// memory, and that memory per line.
enum ListScenario {
    /// The line counts measured, each a section of its own.
    static let sizes = [1_000_000, 10_000_000]
    /// A fuzzy query, typed at once as a terminal sends a quick typist's keys: its letters in
    /// order, so `n` (from "line" or "number"), two 7s of the number, then the `l` of "list".
    static let query = "n77l"
    /// The label of the rows measured on popupctl under the name fzf.
    static let asFzf = "popupctl as fzf"

    /// The rows of one size's section.
    struct Metrics {
        let section: String
        let firstLines: Metric
        let firstLinesReduced: Metric
        let allLines: Metric
        let queryTime: Metric
        let queryBytes: Metric
        let peakMemory: Metric
        let bytesPerLine: Metric

        init(count: Int, query: String) {
            section = "8 \(Format.grouped(count)) lines through a pipe"
            firstLines = Metric(section: section, name: "exec → lines 1-10 shown", unit: .milliseconds, target: .ratioTo(.fzf, 0.5))
            firstLinesReduced = Metric(section: section, name: "exec → lines 1-10 shown, reduced motion", unit: .milliseconds,
                                       target: .ratioTo(.fzf, 0.5), peerRow: firstLines.id)
            allLines = Metric(section: section, name: "exec → every line read", unit: .milliseconds, target: .ratioTo(.fzf, 1.0))
            queryTime = Metric(section: section, name: "fuzzy '\(query)' typed → settled", unit: .milliseconds,
                               target: .ratioTo(.fzf, count >= 10_000_000 ? 1.0 : 0.8))
            queryBytes = Metric(section: section, name: "fuzzy '\(query)'", unit: .bytes)
            peakMemory = Metric(section: section, name: "peak RSS", unit: .megabytes, target: .ratioTo(.fzf, 0.5))
            bytesPerLine = Metric(section: section, name: "peak RSS per line", unit: .bytes)
        }

        private init(_ other: Metrics, label: String) {
            func labelled(_ metric: Metric) -> Metric {
                Metric(section: metric.section, name: metric.name + " [\(label)]", unit: metric.unit, target: metric.target,
                       peerRow: metric.id)
            }
            section = other.section
            firstLines = labelled(other.firstLines)
            firstLinesReduced = labelled(other.firstLinesReduced)
            allLines = labelled(other.allLines)
            queryTime = labelled(other.queryTime)
            queryBytes = labelled(other.queryBytes)
            peakMemory = labelled(other.peakMemory)
            bytesPerLine = labelled(other.bytesPerLine)
        }

        /// The same rows for another program in the popupctl column, compared with the peers' values
        /// in these rows.
        func labelled(_ label: String) -> Metrics { Metrics(self, label: label) }
    }

    /// The lines as a file, with what the tools will count.
    struct Lines {
        let path: String
        let count: Int
        /// The query typed, and how many lines it keeps.
        var query = ListScenario.query
        let matches: Int
        var metrics: Metrics { Metrics(count: count, query: query) }
    }

    /// `line number N of the list` for N in 1...count, and how many of them `query` keeps.
    static func lines(count: Int, query: String = query) -> (bytes: [UInt8], matches: Int) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 34)
        var matches = 0
        let needle = Array(query.utf8)
        for number in 1...max(1, count) {
            let start = bytes.count
            bytes += "line number \(number) of the list".utf8
            if fuzzyMatches(bytes[start...], needle) { matches += 1 }
            bytes.append(0x0A)
        }
        return (bytes, matches)
    }

    /// fzf's fuzzy rule for a lower-case query: its letters occur in the line in order, ignoring case.
    static func fuzzyMatches(_ line: ArraySlice<UInt8>, _ query: [UInt8]) -> Bool {
        var wanted = query.startIndex
        for byte in line where wanted < query.endIndex {
            let lower = byte &- 0x41 < 26 ? byte | 0x20 : byte
            if lower == query[wanted] { wanted += 1 }
        }
        return wanted == query.endIndex
    }

    /// Writes each size's lines once; a size that cannot be written is skipped with a note.
    static func prepare(_ context: BenchContext, sizes: [Int], query: String = query) -> [Lines] {
        sizes.compactMap { count in
            let (bytes, matches) = lines(count: count, query: query)
            let path = context.fixtures.path("lines-\(count).txt")
            do {
                try context.fixtures.write(path, bytes)
            } catch {
                context.note("\(Metrics(count: count, query: query).section): \(error)")
                return nil
            }
            return Lines(path: path, count: count, query: query, matches: matches)
        }
    }

    /// The producer every run reads from: `cat FILE`, writing into the pipe that is the tool's stdin.
    static func producer(_ lines: Lines) -> [String] { ["/bin/cat", lines.path] }

    static func measure(_ tool: Tool, _ lines: Lines, _ context: BenchContext) {
        let metrics = lines.metrics
        switch tool.kind {
        case .popupctl:
            let arguments = ["-t", Fixtures.marker, "--items-from", "-"]
            var launch = context.launch(tool.path, arguments)
            launch.stdinProducer = producer(lines)
            measure(launch, as: .popupctl, column: tool.kind.rawValue, lines, metrics, context)
            var reduced = context.launch(tool.path, arguments, environment: YesNoScenario.reducedMotion)
            reduced.stdinProducer = producer(lines)
            measureFirstLines(reduced, column: tool.kind.rawValue, lines, metrics.firstLinesReduced, context)
            if let link = context.popupctlAsFzf { measureAsFzf(link, lines, metrics, context) }
        case .fzf:
            measure(fzfLaunch(tool.path, lines, context), as: .fzf, column: tool.kind.rawValue, lines, metrics, context)
        case .whiptail, .dialog:
            return
        }
    }

    /// fzf's launch: no arguments, the lines through the pipe, drawing on stderr.
    static func fzfLaunch(_ path: String, _ lines: Lines, _ context: BenchContext) -> Launch {
        var launch = context.launch(path, [])
        launch.stdinProducer = producer(lines)
        // fzf draws on stderr: it must be the terminal (opened after stdout made it ours).
        launch.stderrPath = "/dev/tty"
        return launch
    }

    /// popupctl under the name fzf, run as fzf is (the same pipe, no arguments, default settings);
    /// left out for good (with a note) when it does not draw the lines. Its count is read as it
    /// draws it: fzf's `N/N`, or popupctl's `N items` while the fzf dialect keeps popupctl's look.
    static func measureAsFzf(_ link: String, _ lines: Lines, _ metrics: Metrics, _ context: BenchContext) {
        let launch = fzfLaunch(link, lines, context)
        guard let run = context.start(launch, keepsScreen: true) else { return }
        let shown = run.wait(until: run.process.started + 10, shows: showsFirstLines) != nil
        let style = run.screen.map(countStyle) ?? .fzf
        run.finish()
        guard shown else {
            context.popupctlAsFzf = nil
            return context.note("\(asFzf): a link named fzf did not draw the lines: its rows are left out")
        }
        measure(launch, as: style, column: Tool.Kind.popupctl.rawValue, lines, metrics.labelled(asFzf), context)
    }

    /// Whose count `screen` shows: popupctl's (`1 000 items`, `reading`) or else fzf's (`1000/1000`).
    static func countStyle(_ screen: Screen) -> Tool.Kind {
        let text = counts(screen)
        let popupctls = text.split(whereSeparator: { !$0.isNumber && $0 != " " && !$0.isLetter }).contains { part in
            let words = part.split(separator: " ")
            return zip(words, words.dropFirst()).contains { $0.allSatisfy(\.isNumber) && $1.hasPrefix("item") }
        }
        return popupctls ? .popupctl : .fzf
    }

    /// Exec → the first ten lines, and nothing more.
    static func measureFirstLines(_ launch: Launch, column: String, _ lines: Lines, _ metric: Metric, _ context: BenchContext) {
        guard let run = context.start(launch, keepsScreen: true) else { return }
        defer { run.finish() }
        guard let first = run.wait(until: run.process.started + 30, shows: showsFirstLines) else {
            return context.failed("\(column): the first ten of \(lines.count) lines never showed", run)
        }
        context.record(first - run.process.started, metric, column)
    }

    /// Every row of the section, for one run of a program that counts its lines as `style` does.
    static func measure(_ launch: Launch, as style: Tool.Kind, column: String, _ lines: Lines, _ metrics: Metrics,
                        _ context: BenchContext) {
        // Ten million lines take seconds to read on a loaded machine: the waits grow with the count.
        let scale = Double(max(1, lines.count / 1_000_000))
        guard let run = context.start(launch, keepsScreen: true) else { return }
        defer { run.finish() }
        let started = run.process.started
        guard let first = run.wait(until: started + 30, shows: showsFirstLines) else {
            return context.failed("\(column): the first ten of \(lines.count) lines never showed", run)
        }
        context.record(first - started, metrics.firstLines, column)
        guard let all = run.wait(until: started + 60 * scale, shows: { showsAll($0, style, lines) }) else {
            return context.failed("\(column): the count of \(lines.count) lines never showed", run)
        }
        context.record(all - started, metrics.allLines, column)
        guard let filtered = run.respond(typing: lines.query, timeout: 30 * scale, until: { showsFiltered($0, lines) }) else {
            return context.failed("\(column): the count '\(lines.query)' keeps of \(lines.count) lines never showed", run)
        }
        context.record(filtered.seconds, metrics.queryTime, column)
        context.record(Double(filtered.bytes), metrics.queryBytes, column)
        if let peak = run.finish() {
            context.record(Double(peak), metrics.peakMemory, column)
            context.record(Double(peak) / Double(lines.count), metrics.bytesPerLine, column)
        }
    }

    static func showsFirstLines(_ screen: Screen) -> Bool {
        let text = screen.lines.joined(separator: "\n")
        return (1...10).allSatisfy { text.contains("line number \($0) of the list") }
    }

    /// popupctl: "1 000 000 items" once it is no longer reading; fzf: "1000000/1000000".
    static func showsAll(_ screen: Screen, _ kind: Tool.Kind, _ lines: Lines) -> Bool {
        let text = counts(screen)
        if kind == .fzf { return contains(text, count: "\(lines.count)/\(lines.count)") }
        return contains(text, count: "\(lines.count) items") && !text.contains("reading")
    }

    /// "matches/total" with nothing after it that says the search goes on (popupctl's "…").
    static func showsFiltered(_ screen: Screen, _ lines: Lines) -> Bool {
        let text = counts(screen)
        let count = "\(lines.matches)/\(lines.count)"
        return contains(text, count: count) && !text.contains(count + " …") && !text.contains(count + "…")
    }

    /// The screen's text with the spaces that group digits taken out ("468 559" reads as
    /// "468559"); other spaces stay, so a count is not run together with the text before it.
    static func counts(_ screen: Screen) -> String {
        screen.lines.map { line in
            let characters = Array(line)
            var out = ""
            for (index, character) in characters.enumerated() {
                if character == " ", index > 0, index + 1 < characters.count, characters[index - 1].isNumber,
                   characters[index + 1].isNumber, index + 3 < characters.count,
                   characters[(index + 1)...(index + 3)].allSatisfy(\.isNumber) {
                    continue
                }
                out.append(character)
            }
            return out
        }.joined(separator: "\n")
    }

    /// `count` occurs in `text` as a whole number: no digit just before it ("14/100" is not "4/100").
    static func contains(_ text: String, count: String) -> Bool {
        let haystack = Array(text)
        let needle = Array(count)
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            if start == 0 || !haystack[start - 1].isNumber { return true }
        }
        return false
    }
}
