import PopupCore

/// Every option of fzf 0.74 popupctl reads under the name fzf: how each takes its value and what
/// it sets. Options of fzf's look that popupctl's cells draw their own way (borders, margins,
/// colours, labels) are read and checked for a value, and drawn in popupctl's look.
enum FzfOptionTable {
    typealias Takes = FzfArguments.Takes

    /// Options whose meaning is carried out by `apply`.
    private static let read: [String: Takes] = [
        "--extended": .nothing, "--no-extended": .nothing, "--exact": .nothing, "--no-exact": .nothing,
        "--ignore-case": .nothing, "--no-ignore-case": .nothing, "--smart-case": .nothing, "--sort": .attached,
        "--no-sort": .nothing, "--tac": .nothing, "--no-tac": .nothing, "--multi": .attached, "--no-multi": .nothing,
        "--query": .value, "--prompt": .value, "--pointer": .value, "--marker": .value, "--header": .value,
        "--header-lines": .value, "--layout": .value, "--reverse": .nothing, "--no-reverse": .nothing, "--height": .value,
        "--cycle": .nothing, "--no-cycle": .nothing, "--select-1": .nothing, "--no-select-1": .nothing, "--exit-0": .nothing,
        "--no-exit-0": .nothing, "--filter": .value, "--read0": .nothing, "--no-read0": .nothing, "--print0": .nothing,
        "--no-print0": .nothing, "--expect": .value, "--no-expect": .nothing, "--print-query": .nothing,
        "--no-print-query": .nothing, "--nth": .value, "--with-nth": .value, "--accept-nth": .value, "--delimiter": .value,
        "--ansi": .nothing, "--no-ansi": .nothing, "--no-color": .nothing, "--preview": .value, "--no-preview": .nothing, "--with-shell": .value,
        "--preview-window": .value, "--bind": .value, "--walker": .value, "--walker-root": .value, "--walker-skip": .value,
        "--tmux": .attached, "--no-tmux": .nothing, "--no-mouse": .nothing, "--version": .nothing, "--help": .nothing,
        "--bash": .nothing, "--zsh": .nothing, "--fish": .nothing, "--literal": .nothing, "--no-literal": .nothing,
        "--scheme": .value, "--tiebreak": .value, "--sync": .nothing, "--no-sync": .nothing, "--no-256": .nothing,
    ]

    /// Options of the look and of behaviour popupctl has its own way for: read, their value checked, drawn its way.
    private static let lookOnly: [String: Takes] = [
        "--min-height": .value, "--border": .attached, "--no-border": .nothing, "--border-label": .value,
        "--border-label-pos": .value, "--margin": .value, "--padding": .value, "--info": .value, "--no-info": .nothing,
        "--inline-info": .nothing, "--no-inline-info": .nothing, "--info-command": .value, "--separator": .value,
        "--no-separator": .nothing, "--scrollbar": .attached, "--no-scrollbar": .nothing, "--header-first": .nothing,
        "--no-header-first": .nothing, "--header-label": .value, "--header-border": .attached, "--list-border": .attached,
        "--list-label": .value, "--input-border": .attached, "--input-label": .value, "--preview-label": .value,
        "--preview-label-pos": .value, "--preview-border": .attached, "--preview-wrap-sign": .value, "--color": .value,
        "--no-bold": .nothing, "--black": .nothing, "--no-black": .nothing, "--wrap": .nothing, "--no-wrap": .nothing,
        "--wrap-sign": .value, "--highlight-line": .nothing, "--no-highlight-line": .nothing, "--ellipsis": .value,
        "--tabstop": .value, "--no-unicode": .nothing, "--unicode": .nothing, "--style": .value, "--ghost": .value,
        "--gap": .attached, "--no-gap": .nothing, "--gap-line": .attached, "--hscroll-off": .value, "--no-hscroll": .nothing,
        "--hscroll": .nothing, "--scroll-off": .value, "--keep-right": .nothing, "--no-keep-right": .nothing,
        "--filepath-word": .nothing, "--no-filepath-word": .nothing, "--jump-labels": .value, "--track": .nothing,
        "--no-track": .nothing, "--marker-multi-line": .value, "--no-multi-line": .nothing, "--multi-line": .nothing,
        "--layout-reverse": .nothing, "--tail": .value, "--no-tail": .nothing, "--freeze-left": .value,
        "--freeze-right": .value, "--disabled": .nothing, "--no-disabled": .nothing, "--phony": .nothing,
        "--no-phony": .nothing, "--with-shell": .value, "--listen": .attached, "--no-listen": .nothing,
        "--listen-unsafe": .attached, "--history": .value, "--no-history": .nothing, "--history-size": .value,
        "--no-clear": .nothing, "--clear": .nothing, "--raw": .nothing, "--no-raw": .nothing, "--id-nth": .value,
        "--footer": .value, "--footer-border": .attached, "--footer-label": .value, "--no-input": .nothing,
        "--header-lines-border": .attached, "--input-label-pos": .value, "--list-label-pos": .value,
        "--header-label-pos": .value, "--footer-label-pos": .value, "--no-mouse-bind": .nothing,
    ]

    static func takes(_ name: String) -> Takes? { read[name] ?? lookOnly[name] }

    /// What `name` (with `value`) sets in `options`.
    static func apply(_ name: String, _ value: String?, _ options: inout FzfOptions) throws(FzfError) {
        let text = value ?? ""
        func fields() throws(FzfError) -> FieldSelection {
            guard let selection = FieldSelection(text) else { throw .badValue(option: name, value: text) }
            return selection
        }
        func number() throws(FzfError) -> Int {
            guard let number = Int(text), number >= 0 else { throw .badValue(option: name, value: text) }
            return number
        }
        switch name {
        case "--exact": options.exact = true
        case "--no-exact": options.exact = false
        case "--sort": options.sorts = true
        case "--no-sort": options.sorts = false
        case "--tac": options.tac = true
        case "--no-tac": options.tac = false
        case "--multi": options.multi = value == nil ? 0 : try number()
        case "--no-multi": options.multi = nil
        case "--query": options.query = text
        case "--prompt": options.prompt = text
        case "--pointer": options.pointer = text
        case "--marker": options.marker = text
        case "--header": options.header = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        case "--header-lines": options.headerLines = try number()
        case "--layout":
            guard let layout = FzfOptions.Layout(rawValue: text) else { throw .badValue(option: name, value: text) }
            options.layout = layout
        case "--reverse": options.layout = .reverse
        case "--no-reverse": options.layout = .default
        case "--height":
            // `~N` (adapt to the items) and `-N` (all but N rows) are read as at most N rows.
            let rows = text.hasPrefix("~") ? String(text.dropFirst()) : text
            options.heightAdapts = text.hasPrefix("~")
            if rows.hasPrefix("-"), let spare = Int(rows.dropFirst()), spare >= 0 {
                options.height = .percent(100)
            } else {
                guard let rule = HeightRule(parsing: rows) else { throw .badValue(option: name, value: text) }
                options.height = rule
            }
        case "--cycle": options.cycles = true
        case "--no-cycle": options.cycles = false
        case "--select-1": options.selectOne = true
        case "--no-select-1": options.selectOne = false
        case "--exit-0": options.exitZero = true
        case "--no-exit-0": options.exitZero = false
        case "--filter": options.filter = text
        case "--read0": options.read0 = true
        case "--no-read0": options.read0 = false
        case "--print0": options.print0 = true
        case "--no-print0": options.print0 = false
        case "--expect": options.expect += text.split(separator: ",").map { String($0).lowercased() }
        case "--no-expect": options.expect = []
        case "--print-query": options.printQuery = true
        case "--no-print-query": options.printQuery = false
        case "--nth": options.nth = try fields()
        case "--with-nth": options.withNth = try fields()
        case "--accept-nth": options.acceptNth = try fields()
        case "--delimiter": options.delimiter = text
        case "--ansi": options.ansi = true
        case "--no-ansi": options.ansi = false
        case "--no-color", "--no-256": options.noColor = true
        case "--preview": options.preview = text
        case "--with-shell": options.withShell = text
        case "--no-preview": options.preview = nil
        case "--preview-window":
            let words = text.split { $0 == ":" || $0 == "," }
            if words.contains(where: { ["down", "bottom", "up", "top"].contains($0) }) { options.previewBelow = true }
            if words.contains("right") || words.contains("left") { options.previewBelow = false }
            let window = PreviewWindow(parsing: text)
            if let hidden = window.hidden { options.previewHidden = hidden }
            if let lines = window.headerLines { options.previewHeaderLines = lines }
        case "--disabled", "--phony": options.searchDisabled = true
        case "--no-disabled", "--no-phony": options.searchDisabled = false
        case "--bind": options.bindings += try FzfBinding.parse(text)
        case "--walker": options.walker = try FzfWalker.Kinds(parsing: text)
        case "--walker-root": options.walkerRoots = [text]
        case "--walker-skip": options.walkerSkip = text.split(separator: ",").map(String.init)
        case "--tmux": options.tmux = value ?? ""
        case "--no-tmux": options.tmux = nil
        case "--no-mouse": options.mouse = false
        case "--version": options.action = .version
        case "--help": options.action = .help
        case "--bash", "--zsh", "--fish": options.action = .shellScript(String(name.dropFirst(2)))
        case "--info":
            let kinds: [String: PickerLook.Info] = ["default": .line, "right": .line, "inline": .inline, "inline-right": .inlineRight,
                                                    "hidden": .hidden]
            guard let kind = kinds[String(text.prefix { $0 != ":" })] else { throw .badValue(option: name, value: text) }
            options.info = kind
        case "--no-info": options.info = .hidden
        case "--inline-info": options.info = .inline
        case "--no-inline-info": options.info = .line
        case "--border":
            let shapes: [String: BorderShape] = ["rounded": .rounded, "sharp": .square, "bold": .heavy, "double": .double,
                                                 "block": .heavy, "thinblock": .square, "horizontal": .rounded, "vertical": .rounded,
                                                 "top": .rounded, "bottom": .rounded, "left": .rounded, "right": .rounded, "line": .rounded]
            if text == "none" { options.border = nil; break }
            guard let shape = value == nil ? .rounded : shapes[text] else { throw .badValue(option: name, value: text) }
            options.border = shape
        case "--no-border": options.border = nil
        case "--border-label": options.borderLabel = text
        case "--scrollbar": options.scrollbar = value.map { String($0.prefix(1)) } ?? "│"
        case "--no-scrollbar": options.scrollbar = ""
        case "--scroll-off": options.scrollOff = try number()
        case "--header-first": options.headerFirst = true
        case "--no-header-first": options.headerFirst = false
        case "--color":
            guard FzfColor.isValid(text) else { throw .badValue(option: name, value: text) }
            options.colors.append(text)
        case "--scheme":
            let scheme = try FzfRanking.scheme(text)
            options.scheme = scheme
            options.tiebreaks = FzfRanking.tiebreaks(of: scheme)
        case "--tiebreak": options.tiebreaks = try FzfRanking.tiebreaks(text)
        default:
            // Case, extended search, --literal and --sync: popupctl's matching is fzf's default (smart case,
            // extended search) and the list waits for nothing; the look's options are drawn popupctl's way.
            break
        }
    }
}
