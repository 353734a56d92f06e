import PopupCore
import PopupKit
import PopupTTY

/// popupctl linked as `fzf`: fzf 0.74's command line (FZF_DEFAULT_OPTS_FILE, FZF_DEFAULT_OPTS,
/// then the arguments), its sources of items (stdin, else FZF_DEFAULT_COMMAND, else the walker)
/// and its result contract (`FzfContract`), shown by the same runner as every dialect.
struct FzfDialect: Dialect {
    var names: [String] { ["fzf"] }

    /// fzf's version as scripts compare it, and popupctl's after it.
    static let version = "0.74.5 (popupctl \(HelpText.version))"

    func wording(environment: [String: String]) -> ErrorWording {
        ErrorWording(describe: { error in
            let text: String
            switch error {
            case let error as FzfError: text = error.description
            case let error as CLIError: text = error.description
            case PopupError.noTerminal: text = "failed to open /dev/tty: no terminal, and no POPUPCTL_ANSWER"
            default: text = "\(error)"
            }
            return ("fzf: " + Sanitizer.line(text) + "\n", FzfError.status)
        })
    }

    func read(_ arguments: [String], io: CommandIO) throws -> DialectReading {
        let options = try Self.options(arguments, environment: io.environment, io: io)
        switch options.action {
        case .version: return .printed(Printed(Array((Self.version + "\n").utf8), to: .stdout))
        case .help: return .printed(Printed(Array(FzfHelp.text.utf8), to: .stdout))
        case .shellScript(let shell):
            throw FzfError.refused("--\(shell)", why: "take the shell integration from fzf itself (eval \"$(command fzf --\(shell))\")")
        case .show: break
        }
        let environment = io.environment
        let given = GivenAnswer(answer: nil, values: nil, items: nil, file: nil, environment: environment)
        let lines = Surface.wantsLines(asked: false, environment: environment)
        var invocation = FzfInvocation.make(options)
        // Items from stdin when it is not a terminal; else FZF_DEFAULT_COMMAND's; else the walker's.
        var streamed: DataInput?
        if !io.stdinIsTerminal {
            invocation.itemsSource = .stdin
            if options.filter == nil, Surface.expectsBox(given: given, lines: lines, environment: environment) {
                streamed = try io.streamingStdin()
            }
        } else if let command = environment["FZF_DEFAULT_COMMAND"], !command.isEmpty {
            guard let run = ChildProcess.run(["sh", "-c", command], limit: DialogResolver.maxItemBytes, timeout: 3600) else {
                throw FzfError.unreadable("the output of FZF_DEFAULT_COMMAND")
            }
            invocation.itemsSource = .text(String(decoding: run.output, as: UTF8.self))
        } else {
            invocation.items = options.walkerRoots.isEmpty ? FzfWalker.paths(root: ".", kinds: options.walker, skip: options.walkerSkip)
                : options.walkerRoots.flatMap { FzfWalker.paths(root: $0, kinds: options.walker, skip: options.walkerSkip) }
            // An empty walk is still a list, with nothing in it.
            if invocation.items.isEmpty { invocation.itemsSource = .text("") }
        }
        var dialog = try DialogResolver.resolve(invocation, io: io, streamItems: streamed != nil)
        FzfInvocation.adjust(&dialog, options)
        dialog.conventions.list.shell = Self.shell(options.withShell, environment: environment)
        let temporary = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        dialog.conventions.list.commandFiles = temporary + "/popupctl-fzf.\(CurrentProcess.id)"
        let ranking = FzfRanking.resolve(options, stdinIsTerminal: io.stdinIsTerminal)
        dialog.list?.ranking.scheme = ranking.scheme
        dialog.list?.ranking.tiebreaks = ranking.tiebreaks
        FzfLook.adjust(&dialog, options)
        let contract = FzfContract(printsQuery: options.printQuery, expectsKeys: !options.expect.isEmpty, nulSeparated: options.print0,
                                   acceptNth: options.acceptNth, delimiter: options.delimiter)
        if let query = options.filter { return .printed(Self.filter(query, dialog: dialog, contract: contract)) }
        var presentation = Presentation.from(environment: environment)
        if options.noColor { presentation.colorDepth = .none }
        presentation.inline = options.height != nil
        presentation.inlineRows = FzfLook.height(options)
        presentation.mouse = options.mouse
        let popup = Popup(dialog, theme: FzfLook.theme(options, depth: presentation.colorDepth), presentation: presentation)
        let tmux = try options.tmux.map { spec throws -> TmuxSpec in
            guard let parsed = TmuxSpec(parsing: spec.isEmpty ? "center" : spec) else { throw FzfError.badValue(option: "--tmux", value: spec) }
            return parsed
        }
        let plan = Plan(popup: popup, kind: .ask, input: streamed.map(Plan.Input.streamedItems) ?? .none, given: given, lines: lines,
                        log: .stderr, sink: .stdout, contract: contract, commandLine: ["fzf"] + arguments, tmux: tmux,
                        inputLimit: PopupCommand.maxInputBytes)
        return .show(PlanChain(plan))
    }

    /// The shell bound commands run in, as fzf picks it: `--with-shell`'s words, else `$SHELL -c`
    /// (`sh -c` without one).
    static func shell(_ withShell: String?, environment: [String: String]) -> [String] {
        if let words = withShell.flatMap(FzfShellWords.split), !words.isEmpty { return words }
        return [environment["SHELL"].flatMap { $0.isEmpty ? nil : $0 } ?? "sh", "-c"]
    }

    /// Every word fzf reads, in its order: the options file, FZF_DEFAULT_OPTS, the arguments.
    static func options(_ arguments: [String], environment: [String: String], io: CommandIO) throws -> FzfOptions {
        var words: [String] = []
        if let path = environment["FZF_DEFAULT_OPTS_FILE"], !path.isEmpty {
            let bytes: [UInt8]
            do { bytes = try io.readFile(path, limit: 1 << 20) } catch { throw FzfError.unreadable(path) }
            guard let split = FzfShellWords.split(String(decoding: bytes, as: UTF8.self)) else {
                throw FzfError.unclosedQuote(source: "FZF_DEFAULT_OPTS_FILE")
            }
            words += split
        }
        if let text = environment["FZF_DEFAULT_OPTS"] {
            guard let split = FzfShellWords.split(text) else { throw FzfError.unclosedQuote(source: "FZF_DEFAULT_OPTS") }
            words += split
        }
        var options = FzfOptions()
        try FzfArguments.read(words + arguments, into: &options)
        return options
    }

    /// `-f QUERY`: no terminal; the items QUERY keeps, best first, as accepting them would print
    /// them; 0 when any matched, 1 when none.
    static func filter(_ query: String, dialog: Dialog, contract: FzfContract) -> Printed {
        guard let list = dialog.list else { return Printed([], to: .stdout, status: 1) }
        let end: UInt8 = contract.nulSeparated ? 0 : 0x0A
        let found = list.matches(list.query(query))
        var out: [UInt8] = contract.printsQuery ? Array(Sanitizer.line(query).utf8) + [end] : []
        for item in found { out += contract.line(item, list) + [end] }
        return Printed(out, to: .stdout, status: found.isEmpty ? 1 : 0)
    }
}
