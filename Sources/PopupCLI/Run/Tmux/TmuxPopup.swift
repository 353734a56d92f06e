import PopupCore
import PopupKit
import PopupTTY

/// The popup over the person's own screen: inside tmux (3.2 and later), popupctl runs itself again
/// in `tmux display-popup`, sized to the box it would draw, and relays: the rest of stdin and a
/// progress box's input go in, what the popup writes and how it ended come back over a socket in
/// a directory only this user can enter. Everything else (the answer check, the record, the result
/// and the status) stays here, in the process the script started, as for a box of its own.
struct TmuxPopup {
    let client: TmuxClient
    let pane: String
    let spec: TmuxSpec

    /// How long a popup has to close after a signal asked us to end, before it is closed by force.
    static let closingGrace = 0.35
    /// How long tmux has to close a popup by force, and to open one (the guest to connect), before
    /// it is given up on: a server that does not answer must not hold us.
    static let closingTimeout = 0.1
    static let openingTimeout = 5.0

    /// The popup `plan` asks for (`--tmux`, else POPUPCTL_TMUX), when it can be had: inside a tmux
    /// pane (not inside a popup, nor a job that has no pane), with a terminal, a server that opens
    /// popups and a client that shows the pane. nil otherwise: the plan is shown as without tmux.
    static func find(_ plan: Plan, io: CommandIO) throws -> TmuxPopup? {
        guard let spec = try plan.tmux ?? TmuxSpec.fromEnvironment(io.environment), !plan.lines, plan.kind != .inform else {
            return nil
        }
        let environment = io.environment
        // tmux sets TMUX_PANE in panes only: in a popup (ours or fzf's) or a run-shell job it is unset.
        guard !(environment["TMUX"] ?? "").isEmpty, let pane = environment["TMUX_PANE"], !pane.isEmpty,
              io.openTerminal() != nil,
              let client = TmuxClient.query(pane: pane), client.version >= .popups else { return nil }
        return TmuxPopup(client: client, pane: pane, spec: spec)
    }

    /// Shows `plan`'s popup in tmux, relaying `feed` (streamed list items, a progress box's input)
    /// to it; nil when no popup could be opened, before anything of `feed` was read.
    func show(_ plan: Plan, feed: DataInput?, io: CommandIO) throws -> Shown? {
        // A list whose items are still to come from `feed`: the popup keeps a screenful for them.
        var list: ListSpec?
        if case .streamedItems = plan.input { list = plan.dialog.list }
        let placement = TmuxPlacement(spec, box: plan.popup.overlayFrame(on: client.size, itemsArriving: list != nil),
                                      screen: client.size, bordered: client.version < .borderless)
        guard let executable = CurrentProcess.executablePath, let directory = CurrentProcess.workingDirectory else { return nil }
        // A TMPDIR we cannot make a directory in gives way to /tmp, and /tmp to the pane.
        var fallback = io.environment
        fallback["TMPDIR"] = nil
        guard let room = (try? PrivateDirectory(prefix: "popupctl-tmux", environment: io.environment))
            ?? (try? PrivateDirectory(prefix: "popupctl-tmux", environment: fallback)) else { return nil }
        defer { room.remove() }
        let request = PopupRequest(command: plan.commandLine, environment: io.environment, directory: directory,
                                   stdinIsTerminal: io.stdinIsTerminal, stdoutIsTerminal: io.stdoutIsTerminal, screen: client.size)
        try room.write("request", request.bytes)
        if !io.stdinRead.isEmpty { try room.write("stdin", io.stdinRead) }
        let listener = try room.listen("channel")
        if feed != nil { try room.makePipe("feed") }
        let command = "exec /usr/bin/env \(PopupGuest.variable)=\(Self.quoted(room.path)) \(Self.quoted(executable))"
        let tmux = try ChildProcess(["tmux", "display-popup", "-E", "-c", client.name, "-t", pane] + placement.arguments + [command],
                                    helper: true)
        var relay = PopupRelay(tmux: tmux, listener: listener, io: io)
        defer { relay.close() }
        var passing: ByteRelay?
        let shown = try relay.run {
            // The guest is there (and opens the pipe next): from now on what comes is its to read.
            if let feed, let pipe = try? room.openPipeForWriting("feed") {
                passing = try? ByteRelay(from: feed, to: pipe, keeping: list != nil)
            }
        } closing: {
            _ = ChildProcess.run(["tmux", "display-popup", "-C", "-c", client.name], limit: 0, timeout: Self.closingTimeout,
                                 interruptible: false)
        }
        if let list, let passing {
            // The items answer with their own bytes: this side's list holds what the popup's was shown.
            let passed = passing.passedOn
            var splitter = ItemSplitter(nulSeparated: list.nulSeparated)
            splitter.feed(passed.bytes, into: list.items)
            if passed.ended { splitter.finish(into: list.items) }
        }
        return shown
    }

    /// `text` as one word for the shell tmux runs the popup's command with (sh, bash, zsh and fish
    /// read single quotes alike).
    static func quoted(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+,:@%".contains($0)) }
        guard !plain || text.isEmpty else { return text }
        return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
