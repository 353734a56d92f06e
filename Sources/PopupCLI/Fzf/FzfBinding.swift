/// One `--bind` pair: a key or an event, and the chain of actions it runs (`ctrl-r:toggle-sort`,
/// `start:reload(ls)+first`). Read and checked as fzf reads them; what popupctl carries out of
/// them is listed in `FzfActions`.
struct FzfBinding: Equatable {
    struct Action: Equatable {
        var name: String
        /// What stands in the brackets or after the colon (`reload(CMD)`, `execute:CMD`).
        var argument: String?
    }

    var key: String
    var actions: [Action]

    /// The pairs `text` binds (`KEY:ACTION[+ACTION…][,KEY:ACTION…]`).
    static func parse(_ text: String) throws(FzfError) -> [FzfBinding] {
        var bindings: [FzfBinding] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            // A key may itself be `,` or `:` (`,:jump`), so it is read up to the first colon after its first character.
            guard let colon = rest.dropFirst().firstIndex(of: ":") else { throw .badValue(option: "--bind", value: text) }
            let key = String(rest[..<colon]).lowercased()
            guard FzfKeys.isKnown(key) else { throw .badValue(option: "--bind", value: "unsupported key: \(key)") }
            rest = rest[rest.index(after: colon)...]
            var actions: [Action] = []
            actionLoop: while true {
                let name = String(rest.prefix { $0.isLetter || $0 == "-" }).lowercased()
                guard !name.isEmpty else { throw .badValue(option: "--bind", value: text) }
                rest = rest.dropFirst(name.count)
                var argument: String?
                if let opener = rest.first, let closer = Self.closers[opener] {
                    // As fzf reads it: the argument ends at the first closer that ends the text or
                    // comes before a `+` or a `,` (so `transform(echo "up+accept")` holds its brackets).
                    let inner = rest.dropFirst()
                    let end = inner.indices.first { index in
                        guard inner[index] == closer else { return false }
                        let next = inner.index(after: index)
                        return next == inner.endIndex || inner[next] == "+" || inner[next] == ","
                    }
                    guard let end else { throw .badValue(option: "--bind", value: text) }
                    argument = String(rest[rest.index(after: rest.startIndex)..<end])
                    rest = rest[rest.index(after: end)...]
                } else if rest.first == ":" {
                    // `action:ARG` takes the rest of the text.
                    argument = String(rest.dropFirst())
                    rest = ""
                }
                guard FzfActions.isKnown(name) else { throw .badValue(option: "--bind", value: "unknown action: \(name)") }
                actions.append(Action(name: name, argument: argument))
                switch rest.first {
                case "+"?: rest = rest.dropFirst()
                case ","?: rest = rest.dropFirst(); break actionLoop
                case nil: break actionLoop
                default: throw .badValue(option: "--bind", value: text)
                }
            }
            bindings.append(FzfBinding(key: key, actions: actions))
        }
        return bindings
    }

    /// The brackets an action's argument may stand in, as fzf takes them.
    private static let closers: [Character: Character] = [
        "(": ")", "[": "]", "{": "}", "<": ">", "~": "~", "!": "!", "@": "@", "#": "#", "$": "$", "%": "%",
        "^": "^", "&": "&", "*": "*", ";": ";", "/": "/", "|": "|",
    ]
}

/// fzf's key and event names.
enum FzfKeys {
    static let named: Set<String> = [
        "enter", "return", "ctrl-m", "space", "tab", "btab", "shift-tab", "bspace", "bs", "esc", "del", "delete", "up", "down",
        "left", "right", "home", "end", "insert", "pgup", "page-up", "pgdn", "page-down", "shift-up", "shift-down",
        "shift-left", "shift-right", "shift-delete", "alt-enter", "alt-space", "alt-bspace", "alt-up", "alt-down",
        "alt-left", "alt-right", "ctrl-space", "ctrl-delete", "ctrl-alt-space", "double-click", "left-click", "right-click",
        "scroll-up", "scroll-down", "preview-scroll-up", "preview-scroll-down",
        // Events.
        "start", "load", "change", "focus", "result", "one", "zero", "resize", "backward-eof", "jump", "jump-cancel",
        "click-header", "click-footer", "multi",
    ]

    static func isKnown(_ key: String) -> Bool {
        if named.contains(key) || key.count == 1 { return true }
        for prefix in ["ctrl-alt-", "ctrl-", "alt-", "shift-"] where key.hasPrefix(prefix) {
            let rest = key.dropFirst(prefix.count)
            return rest.count == 1 || named.contains(String(rest))
        }
        if key.hasPrefix("f"), let number = Int(key.dropFirst()), (1...12).contains(number) { return true }
        return false
    }
}
