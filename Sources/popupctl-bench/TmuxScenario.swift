import Glibc

/// Item 11: the tmux popup. In a person's tmux (a server of the bench's own, whose client is the
/// bench's pseudo-terminal) a script has printed its output and waits for Enter; then it runs the
/// yes/no question, in the pane as without tmux, or with `--tmux` in a popup over the pane. Each
/// time runs from the key to the moment the client shows the dialog's first frame, so both count
/// what tmux adds; the popup's also counts the server's answer, the popup opened, popupctl started
/// again in it and the socket back.
enum TmuxScenario {
    static let section = "11 tmux popup"
    static let inPane = Metric(section: section, name: "Enter → first frame, in the pane", unit: .milliseconds)
    static let inPopup = Metric(section: section, name: "Enter → first frame, in a popup (--tmux)", unit: .milliseconds)
    /// Enter, not Esc: tmux holds a lone ESC for its escape-time (500 ms by default) before passing it on.
    static let popupExit = Metric(section: section, name: "Enter → popup closed, exit", unit: .milliseconds)
    /// What the script prints when it waits for the key.
    static let ready = "press Enter to ask"

    static func measure(_ tool: Tool, _ context: BenchContext, run index: Int) {
        guard tool.kind == .popupctl else { return }
        guard let tmux = Tool.onPath("tmux") else { return context.note("tmux is not installed: section 11 is skipped") }
        for (metric, options) in [(inPane, [String]()), (inPopup, ["--tmux", "''"])] {
            let socket = "popupctl-bench-\(getpid())-\(index)-\(metric == inPane ? "pane" : "popup")"
            defer { _ = Subprocess.run(tmux, ["-L", socket, "kill-server"]) }
            guard let run = start(tmux, socket: socket, popupctl: tool.path, options: options, context) else { continue }
            defer { run.finish() }
            guard run.wait(until: Monotonic.now() + 10, shows: { $0.shows(ready) }) != nil else {
                return context.failed("tmux: the script never got to popupctl", run)
            }
            guard let frame = run.respond(to: .enter, timeout: 5, until: { $0.shows(Fixtures.marker) }) else {
                return context.failed("tmux: the yes/no dialog never showed \(options.isEmpty ? "in the pane" : "in a popup")", run)
            }
            context.record(frame.seconds, metric, tool.kind.rawValue)
            if metric == inPopup {
                // The script says so when popupctl has exited, the popup closed.
                context.record(run.respond(to: .enter, timeout: 5, until: { $0.shows("exited 0") })?.seconds, popupExit,
                               tool.kind.rawValue)
            }
        }
    }

    /// The person's tmux, its script waiting for Enter.
    private static func start(_ tmux: String, socket: String, popupctl: String, options: [String], _ context: BenchContext) -> ToolRun? {
        let conf = context.fixtures.path("tmux.conf")
        let script = context.fixtures.path("tmux-person.sh")
        let question = YesNoScenario.arguments(.popupctl).map { "'\($0)'" }.joined(separator: " ")
        let text = """
        i=1; while [ $i -le 30 ]; do echo "earlier output line $i"; i=$((i+1)); done
        printf '%s\\n' '\(ready)'; read -r line
        '\(popupctl)' \(options.joined(separator: " ")) \(question); echo "exited $?"
        exec sleep 60
        """
        do {
            try context.fixtures.write(conf, Array("set -g status off\n".utf8))
            try context.fixtures.write(script, Array(text.utf8))
        } catch {
            context.note("tmux: \(error)")
            return nil
        }
        return context.start(context.launch(tmux, ["-L", socket, "-f", conf, "new-session", "sh " + script],
                                            environment: YesNoScenario.reducedMotion), keepsScreen: true)
    }
}
