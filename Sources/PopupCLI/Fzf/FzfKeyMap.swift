import PopupCore

/// fzf's `--bind` pairs as the list's key actions: the keys popupctl's decoder reports, and the
/// actions the list carries out itself. A pair with an event, a key the terminal cannot tell, or
/// an action not carried out yet keeps the key's own meaning (the closing note lists them).
enum FzfKeyMap {
    /// The events the list fires, by fzf's names.
    static let events: [String: ListEvent] = [
        "start": .start, "load": .load, "result": .result, "one": .one, "zero": .zero, "change": .change, "focus": .focus,
    ]

    /// The actions bound to events the list fires.
    static func eventActions(_ bindings: [FzfBinding]) -> [ListEvent: [ListAction]] {
        var map: [ListEvent: [ListAction]] = [:]
        for binding in bindings {
            guard let event = events[binding.key] else { continue }
            let actions = binding.actions.map(listActions)
            map[event] = actions.contains(where: { $0 == nil }) ? nil : actions.flatMap { $0 ?? [] }
        }
        return map
    }

    static func keyActions(_ bindings: [FzfBinding]) -> [Key: [ListAction]] {
        var map: [Key: [ListAction]] = [:]
        for binding in bindings {
            guard let key = key(binding.key) else { continue }
            var actions: [ListAction] = []
            for action in binding.actions {
                guard let listActions = listActions(action) else {
                    actions = []
                    break
                }
                actions += listActions
            }
            if actions.isEmpty { map[key] = nil } else { map[key] = actions }
        }
        return map
    }

    /// The list actions an fzf action is, when the list carries it out.
    static func listActions(_ action: FzfBinding.Action) -> [ListAction]? {
        switch action.name {
        case "accept": return [.accept(nonEmpty: false)]
        case "accept-non-empty": return [.accept(nonEmpty: true)]
        case "abort": return [.abort]
        case "cancel": return [.cancel]
        case "ignore": return [.ignore]
        case "up": return [.up]
        case "down": return [.down]
        case "first", "top": return [.first]
        case "last": return [.last]
        case "page-up": return [.pageUp]
        case "page-down": return [.pageDown]
        case "toggle": return [.toggle]
        case "toggle-down": return [.toggle, .down]
        case "toggle-up": return [.toggle, .up]
        case "select": return [.select]
        case "deselect": return [.deselect]
        case "toggle-all": return [.toggleAll]
        case "select-all": return [.selectAll]
        case "deselect-all", "clear-selection": return [.deselectAll]
        case "clear-query": return [.setQuery("")]
        case "change-query": return [.setQuery(action.argument ?? "")]
        case "change-prompt": return [.setPrompt(action.argument ?? "")]
        case "change-header":
            let text = action.argument ?? ""
            return [.setHeader(text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))]
        case "toggle-sort": return [.toggleSort]
        case "toggle-search": return [.setSearch(nil)]
        case "enable-search": return [.setSearch(true)]
        case "disable-search": return [.setSearch(false)]
        case "exclude": return [.exclude(checked: false)]
        case "exclude-multi": return [.exclude(checked: true)]
        case "change-multi":
            guard let text = action.argument, !text.isEmpty else { return [.setCheckLimit(nil)] }
            guard let limit = Int(text), limit >= 0 else { return nil }
            return [.setCheckLimit(limit)]
        case "change-border-label": return [.setLabel(name: "border", text: action.argument ?? "")]
        case "change-list-label": return [.setLabel(name: "list", text: action.argument ?? "")]
        case "toggle-preview": return [.showPreview(nil)]
        case "show-preview": return [.showPreview(true)]
        case "hide-preview": return [.showPreview(false)]
        case "change-preview": return [.setPreviewCommand(action.argument ?? "")]
        case "change-preview-window":
            return [.cyclePreviewWindow((action.argument ?? "").split(separator: "|", omittingEmptySubsequences: false)
                .map { PreviewWindow(parsing: String($0)) })]
        case "refresh-preview": return [.refreshPreview]
        case "preview-up": return [.scrollPreview(.up)]
        case "preview-down": return [.scrollPreview(.down)]
        case "preview-page-up": return [.scrollPreview(.pageUp)]
        case "preview-page-down": return [.scrollPreview(.pageDown)]
        case "preview-top": return [.scrollPreview(.top)]
        case "preview-bottom": return [.scrollPreview(.bottom)]
        case "become": return [.become(action.argument ?? "")]
        case "execute": return [.execute(action.argument ?? "", silent: false)]
        case "execute-silent": return [.execute(action.argument ?? "", silent: true)]
        case "reload": return [.reload(action.argument ?? "", sync: false)]
        case "reload-sync": return [.reload(action.argument ?? "", sync: true)]
        case "transform": return [.transform(action.argument ?? "")]
        case "transform-query": return [.transformQuery(action.argument ?? "")]
        default: return nil
        }
    }

    /// What a `transform` command prints, read as fzf reads it: actions as `--bind` writes them
    /// after a key; nil when one is not an action, or not one the list carries out.
    static let actionReader = ListActionReader(name: "fzf") { text in
        guard let binding = try? FzfBinding.parse("a:" + text).first else { return nil }
        var actions: [ListAction] = []
        for action in binding.actions {
            guard let mapped = listActions(action) else { return nil }
            actions += mapped
        }
        return actions
    }

    /// The key an fzf key name is, as the decoder reports it; nil for events and keys it does not tell.
    static func key(_ name: String) -> Key? {
        let named: [String: Key] = [
            "enter": Key(.enter), "return": Key(.enter), "ctrl-m": Key(.enter), "tab": Key(.tab), "ctrl-i": Key(.tab),
            "btab": Key(.backTab), "shift-tab": Key(.backTab), "esc": Key(.escape), "bspace": Key(.backspace),
            "bs": Key(.backspace), "del": Key(.delete), "delete": Key(.delete), "insert": Key(.insert), "up": Key(.up),
            "down": Key(.down), "left": Key(.left), "right": Key(.right), "home": Key(.home), "end": Key(.end),
            "pgup": Key(.pageUp), "page-up": Key(.pageUp), "pgdn": Key(.pageDown), "page-down": Key(.pageDown),
            "space": Key(.character(" ")), "shift-up": Key(.up, .shift), "shift-down": Key(.down, .shift),
            "shift-left": Key(.left, .shift), "shift-right": Key(.right, .shift), "shift-delete": Key(.delete, .shift),
            "alt-up": Key(.up, .alt), "alt-down": Key(.down, .alt), "alt-left": Key(.left, .alt), "alt-right": Key(.right, .alt),
            "alt-enter": Key(.enter, .alt), "alt-bspace": Key(.backspace, .alt), "alt-space": Key(.character(" "), .alt),
        ]
        if let key = named[name] { return key }
        if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number) { return Key(.function(number)) }
        if name.hasPrefix("ctrl-"), name.count == 6, let letter = name.last, letter.isLetter { return Key.ctrl(letter) }
        if name.hasPrefix("alt-"), name.count == 5, let letter = name.last { return Key(.character(letter), .alt) }
        if name.count == 1, let character = name.first { return Key.char(character) }
        return nil
    }
}
