import Glibc

/// What every scenario needs: the options, the shared inputs, the tools, and where results go.
final class BenchContext {
    let options: BenchOptions
    let fixtures: Fixtures
    let tools: [Tool]
    var samples = Samples()
    private(set) var notes: [String] = []
    /// A link named fzf to popupctl, while it is measured (`ListScenario.measureAsFzf`).
    var popupctlAsFzf: String?
    /// The measured popupctl is a static executable (its targets differ from the default build's).
    var popupctlIsStatic = false
    /// Where each tool's yes/no dialog shows its message and buttons once still, by column
    /// (`YesNoScenario.measureReadable`).
    var stillPlaces: [String: [Int?]] = [:]

    init(options: BenchOptions, fixtures: Fixtures, tools: [Tool]) {
        self.options = options
        self.fixtures = fixtures
        self.tools = tools
    }

    var popupctl: Tool? { tools.first { $0.kind == .popupctl } }

    /// `fzf --version`'s first line, for the notes; nil without fzf.
    var fzfVersion: String? {
        guard let fzf = tools.first(where: { $0.kind == .fzf }) else { return nil }
        return Capture.output(fzf.path, ["--version"], self)?.split(separator: "\n").first.map { "fzf " + $0 }
    }

    /// The tools in a different order each run, so that none always goes first.
    func toolsInTurn(run: Int) -> [Tool] {
        guard !tools.isEmpty else { return [] }
        let shift = run % tools.count
        return Array(tools[shift...] + tools[..<shift])
    }

    /// A launch in the fixed-size terminal with the base environment plus `environment`.
    func launch(_ path: String, _ arguments: [String], environment: [String: String] = [:],
                stdin: String? = nil, term: String = "xterm-256color") -> Launch {
        var launch = Launch(executable: path, arguments: arguments,
                            environment: Launch.baseEnvironment(term: term).merging(environment) { $1 },
                            stdinPath: stdin, columns: options.columns, rows: options.rows)
        launch.stderrPath = fixtures.path("stderr.txt")
        return launch
    }

    /// Starts a run; on failure, notes why and returns nil.
    func start(_ launch: Launch, quiet: Double? = nil, keepsScreen: Bool = false) -> ToolRun? {
        do {
            return try ToolRun(launch, marker: Fixtures.marker, quiet: quiet ?? options.quiet, keepsScreen: keepsScreen)
        } catch {
            note("\(launch.executable): \(error)")
            return nil
        }
    }

    /// Notes that a step showed nothing, with the first line the program wrote to stderr.
    func failed(_ what: String, _ run: ToolRun) {
        run.finish()
        let stderr = readFile(fixtures.path("stderr.txt")).split(separator: "\n").first.map { " (stderr: \($0))" } ?? ""
        note(what + stderr)
    }

    func record(_ value: Double?, _ metric: Metric, _ column: String) {
        guard let value else { return }
        samples.add(value, metric, column: column)
    }

    /// A line under the table; each said once.
    func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }

    func readFile(_ path: String) -> String { Machine.read(path) }
}
