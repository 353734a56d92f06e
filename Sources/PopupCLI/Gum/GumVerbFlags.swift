/// The flag tables of gum's verbs, written from each verb's `options.go` in gum v2.0.0.
struct GumVerbFlags {
    private(set) var flags: [GumFlag] = []
    private let prefix: String

    init(_ verb: GumVerb) {
        prefix = verb.environmentPrefix
        switch verb {
        case .confirm:
            bool("default", "true")
            bool("show-output")
            string("affirmative", "Yes")
            string("negative", "No")
            styles("prompt.", ["margin": "0 0 0 1", "foreground": "#7571F9", "bold": "true"])
            styles("selected.", ["background": "212", "foreground": "230", "padding": "0 3", "margin": "0 1"])
            styles("unselected.", ["background": "235", "foreground": "254", "padding": "0 3", "margin": "0 1"])
            bool("show-help", "true", negatable: true, env: true)
            duration()
            string("padding", "0 0", env: true)
        case .choose:
            int("limit", "1")
            bool("no-limit")
            bool("ordered", env: true)
            int("height", "10", env: true)
            string("cursor", "> ", env: true)
            bool("show-help", "true", negatable: true, env: true)
            duration()
            string("header", "Choose:", env: true)
            string("cursor-prefix", "• ", env: true)
            string("selected-prefix", "✓ ", env: true)
            string("unselected-prefix", "• ", env: true)
            list("selected", env: true)
            bool("select-if-one")
            string("input-delimiter", "\n", env: true)
            string("output-delimiter", "\n", env: true)
            string("label-delimiter", "", env: true)
            bool("strip-ansi", "true", negatable: true, env: true)
            string("padding", "0 0", env: true)
            styles("cursor.", ["foreground": "212"])
            styles("header.", ["foreground": "99"])
            styles("item.", [:])
            styles("selected.", ["foreground": "212"])
        case .input:
            string("placeholder", "Type something...", env: true)
            string("prompt", "> ", env: true)
            styles("prompt.", [:])
            styles("placeholder.", ["foreground": "240"])
            styles("cursor.", ["foreground": "212"])
            string("cursor.mode", "blink", env: true)
            string("value", "")
            int("char-limit", "400")
            int("width", "0", env: true)
            bool("password")
            bool("show-help", "true", negatable: true, env: true)
            string("header", "", env: true)
            styles("header.", ["foreground": "240"])
            duration()
            bool("strip-ansi", "true", negatable: true, env: true)
            string("padding", "0 0", env: true)
        case .write:
            int("width", "0", env: true)
            int("height", "5", env: true)
            string("header", "", env: true)
            string("placeholder", "Write something...", env: true)
            string("prompt", "┃ ", env: true)
            bool("show-cursor-line", env: true)
            bool("show-line-numbers", env: true)
            string("value", "", env: true)
            int("char-limit", "0")
            int("max-lines", "0")
            bool("show-help", "true", negatable: true, env: true)
            string("cursor.mode", "blink", env: true)
            duration()
            bool("strip-ansi", "true", negatable: true, env: true)
            for (part, defaults) in [("base.", [:]), ("cursor-line-number.", ["foreground": "7"]), ("cursor-line.", [:]),
                                     ("cursor.", ["foreground": "212"]), ("end-of-buffer.", ["foreground": "0"]),
                                     ("line-number.", ["foreground": "7"]), ("header.", ["foreground": "240"]),
                                     ("placeholder.", ["foreground": "240"]), ("prompt.", ["foreground": "7"])] {
                styles(part, defaults)
            }
            string("padding", "0 0", env: true)
        case .filter:
            string("indicator", "•", env: true)
            styles("indicator.", ["foreground": "212"])
            int("limit", "1")
            bool("no-limit")
            bool("select-if-one")
            list("selected", env: true)
            bool("show-help", "true", negatable: true, env: true)
            bool("strict", "true", negatable: true)
            string("selected-prefix", " ◉ ", env: true)
            styles("selected-indicator.", ["foreground": "212"], env: "SELECTED_PREFIX_")
            string("unselected-prefix", " ○ ", env: true)
            styles("unselected-prefix.", ["foreground": "240"], env: "UNSELECTED_PREFIX_")
            styles("header.", ["foreground": "99"])
            string("header", "", env: true)
            styles("text.", [:])
            styles("cursor-text.", [:])
            styles("match.", ["foreground": "212"])
            string("placeholder", "Filter...", env: true)
            string("prompt", "> ", env: true)
            styles("prompt.", ["foreground": "240"])
            styles("placeholder.", ["foreground": "240"])
            int("width", "0", env: true)
            int("height", "0", env: true)
            string("value", "", env: true)
            bool("reverse", env: true)
            bool("fuzzy", "true", negatable: true, env: true)
            bool("fuzzy-sort", "true", negatable: true, env: true)
            bool("sort", "true", negatable: true, variable: "GUM_FILTER_FUZZY_SORT")
            duration()
            string("input-delimiter", "\n", env: true)
            string("output-delimiter", "\n", env: true)
            bool("strip-ansi", "true", negatable: true, env: true)
            string("padding", "0 0", env: true)
        case .spin:
            bool("show-output", env: true)
            bool("show-error", env: true)
            bool("show-stdout", env: true)
            bool("show-stderr", env: true)
            string("spinner", "dot", env: true, short: "s")
            styles("spinner.", ["foreground": "212"])
            string("title", "Loading...", env: true)
            styles("title.", [:])
            string("align", "left", env: true, short: "a")
            duration()
            string("padding", "0 0", env: true)
        case .file:
            string("cursor", ">", env: true, short: "c")
            bool("all", env: true, short: "a")
            bool("permissions", "true", negatable: true, variable: "GUM_FILE_PERMISSION", short: "p")
            bool("size", "true", negatable: true, env: true, short: "s")
            bool("file", "true", env: true)
            bool("directory", env: true)
            bool("show-help", "true", negatable: true, env: true)
            duration()
            string("header", "", env: true)
            int("height", "10", env: true)
            for (part, defaults) in [("cursor.", ["foreground": "212"]), ("symlink.", ["foreground": "36"]),
                                     ("directory.", ["foreground": "99"]), ("file.", [:]), ("permissions.", ["foreground": "244"]),
                                     ("selected.", ["bold": "true", "foreground": "212"]),
                                     ("file-size.", ["width": "8", "align": "right", "foreground": "240"]),
                                     ("header.", ["foreground": "99"])] {
                styles(part, defaults)
            }
            string("padding", "0 0", env: true)
        case .pager:
            styles("", ["border": "rounded", "padding": "0 1", "border-foreground": "212"])
            bool("show-line-numbers", "true")
            styles("line-number.", ["foreground": "237"])
            bool("soft-wrap", "true", negatable: true)
            styles("match.", ["foreground": "212", "bold": "true"])
            styles("match-highlight.", ["foreground": "235", "background": "225", "bold": "true"], env: "MATCH_HIGH_")
            duration()
            styles("help.", ["foreground": "241"])
        case .table:
            string("separator", ",", short: "s")
            list("columns", short: "c")
            list("widths", short: "w")
            int("height", "0")
            bool("print", short: "p")
            string("file", "", short: "f")
            string("border", "rounded", short: "b")
            bool("show-help", "true", negatable: true, env: true)
            bool("hide-count", negatable: true, env: true)
            bool("lazy-quotes", env: true)
            int("fields-per-record", "0", env: true)
            for part in ["border.", "cell.", "header."] { styles(part, [:]) }
            styles("selected.", ["foreground": "212"])
            int("return-column", "0", short: "r")
            duration()
            string("padding", "0 0", env: true)
        case .join:
            string("align", "left")
            bool("horizontal")
            bool("vertical")
        case .format:
            string("theme", "pink", env: true)
            string("language", "", env: true, short: "l")
            bool("strip-ansi", "true", negatable: true, env: true)
            string("type", "markdown", env: true, short: "t")
        case .log:
            string("file", "", short: "o")
            bool("format", short: "f")
            string("formatter", "text")
            string("level", "none", short: "l")
            string("prefix", "")
            bool("structured", short: "s")
            string("time", "", short: "t")
            string("min-level", "", variable: "GUM_LOG_LEVEL")
            styles("level.", ["bold": "true"])
            styles("time.", [:])
            styles("prefix.", ["bold": "true", "faint": "true"])
            styles("message.", [:])
            styles("key.", ["faint": "true"])
            styles("value.", [:])
            styles("separator.", ["faint": "true"])
        case .style:
            bool("trim")
            bool("strip-ansi", "true", negatable: true, env: true)
            styles("", [:], env: "")
        }
    }

    /// What gum cannot do, the same for every verb that asks: answers for unattended runs and
    /// replays, the line prompt, a tmux popup (`--tmux SPEC`, as popupctl's own).
    static let popupctlFlags: [GumFlag] = [
        GumFlag(name: "answer", kind: .string, defaultValue: "", environment: nil, short: nil),
        GumFlag(name: "answer-value", kind: .list, defaultValue: "", environment: nil, short: nil),
        GumFlag(name: "answer-item", kind: .list, defaultValue: "", environment: nil, short: nil),
        GumFlag(name: "answer-file", kind: .string, defaultValue: "", environment: nil, short: nil),
        GumFlag(name: "plain", kind: .bool(negatable: false), defaultValue: "false", environment: nil, short: nil),
        GumFlag(name: "tmux", kind: .string, defaultValue: "", environment: nil, short: nil),
    ]

    private func variable(_ name: String, _ env: Bool) -> String? {
        env ? prefix + name.uppercased().replacing("-", with: "_").replacing(".", with: "_") : nil
    }

    private mutating func string(_ name: String, _ value: String, env: Bool = false, variable given: String? = nil,
                                 short: Character? = nil) {
        flags.append(GumFlag(name: name, kind: .string, defaultValue: value, environment: given ?? variable(name, env), short: short))
    }

    private mutating func int(_ name: String, _ value: String, env: Bool = false, short: Character? = nil) {
        flags.append(GumFlag(name: name, kind: .int, defaultValue: value, environment: variable(name, env), short: short))
    }

    private mutating func bool(_ name: String, _ value: String = "false", negatable: Bool = false, env: Bool = false,
                               variable given: String? = nil, short: Character? = nil) {
        flags.append(GumFlag(name: name, kind: .bool(negatable: negatable), defaultValue: value,
                             environment: given ?? variable(name, env), short: short))
    }

    private mutating func list(_ name: String, env: Bool = false, short: Character? = nil) {
        flags.append(GumFlag(name: name, kind: .list, defaultValue: "", environment: variable(name, env), short: short))
    }

    private mutating func duration() {
        flags.append(GumFlag(name: "timeout", kind: .duration, defaultValue: "0s", environment: variable("timeout", true), short: nil))
    }

    /// A part's style sub-flags; `env` names the part in its variables when gum names it otherwise
    /// than its flags (`--selected-indicator.*` read from GUM_FILTER_SELECTED_PREFIX_*).
    private mutating func styles(_ part: String, _ defaults: [String: String], env: String? = nil) {
        let name = env ?? part.uppercased().replacing("-", with: "_").replacing(".", with: "_")
        flags += GumStyleGroup(prefix: part, environmentPrefix: prefix + name, defaults: defaults).flags
    }
}
