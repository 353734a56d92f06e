import PopupCore

/// fzf's options as the picker's: the popupctl `Invocation` they are (the list, its query, its
/// matching and its order) and what fzf's conventions change in the dialog made of it.
enum FzfInvocation {
    static func make(_ options: FzfOptions) -> Invocation {
        var invocation = Invocation()
        invocation.multi = options.multi != nil
        invocation.read0 = options.read0
        invocation.query = Sanitizer.line(options.query)
        invocation.prompt = Sanitizer.line(options.prompt)
        invocation.exact = options.exact
        invocation.sorts = options.sorts
        invocation.tac = options.tac
        invocation.header = options.header
        invocation.headerLines = options.headerLines
        invocation.cycles = options.cycles
        invocation.delimiter = options.delimiter
        invocation.withNth = options.withNth
        invocation.nth = options.nth
        invocation.ansi = options.ansi
        invocation.selectOne = options.selectOne
        invocation.exitZero = options.exitZero
        invocation.previewCommand = options.preview
        invocation.previewPosition = options.previewBelow ? .below : .right
        invocation.mouse = options.mouse
        invocation.width = .percent(100)
        // Each --expect key is a button after OK and Cancel that accepts and names the key.
        invocation.buttons = [Button("OK"), Button("Cancel", role: .cancel)] + options.expect.map { Button($0) }
        return invocation
    }

    /// fzf's ways in the dialog: an item is its whole line (a tab is no tag), Esc leaves even with
    /// a query, an accept with no match ends the run (status 1), and in the default layout the
    /// list grows up from the query.
    /// The index of the first `--expect` key's button.
    static let expectButtons = 2

    static func adjust(_ dialog: inout Dialog, _ options: FzfOptions) {
        if dialog.list?.fields == nil { dialog.list?.fields = ItemFields(delimiter: options.delimiter) }
        dialog.conventions.list.refusesEmptyPick = false
        if let limit = options.multi, limit > 0 { dialog.list?.checkLimit = limit }
        dialog.list?.searchDisabled = options.searchDisabled
        // change-multi in a list not given -m is not carried out: the key keeps its meaning.
        let bindings = options.multi != nil ? options.bindings
            : options.bindings.filter { binding in !binding.actions.contains { $0.name == "change-multi" } }
        dialog.list?.preview?.hidden = options.previewHidden
        dialog.list?.preview?.headerLines = options.previewHeaderLines
        // fzf -m with nothing marked prints the item under the cursor; unattended, the same.
        dialog.conventions.list.pickCursorWhenNoneChecked = true
        dialog.conventions.list.unattendedTakesCursor = true
        dialog.conventions.list.acceptsNoMatch = true
        dialog.conventions.list.acceptFinishesFilter = true
        dialog.conventions.list.escapeClearsQuery = false
        dialog.conventions.list.growsUpward = options.layout == .default
        dialog.conventions.list.keyActions = FzfKeyMap.keyActions(bindings)
        dialog.conventions.list.eventActions = FzfKeyMap.eventActions(bindings)
        dialog.conventions.list.actionReader = FzfKeyMap.actionReader
        dialog.conventions.list.exportsFzfVariables = true
        for binding in bindings {
            if let key = FzfKeyMap.key(binding.key) { dialog.conventions.list.keyNames[key] = binding.key }
        }
        for (offset, name) in options.expect.enumerated() {
            if let key = FzfKeyMap.key(name) { dialog.conventions.list.keyActions[key] = [.choose(button: expectButtons + offset)] }
        }
        dialog.style = options.height == nil ? .sheet : .alert
    }
}
