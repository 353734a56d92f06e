/// Events bound to list actions, looked at on each tick: `start` once the first items are in and
/// matched (or the input ended empty), `load` once every item is, `result` for each complete
/// result of a new query or more items, and `one` or `zero` for such a result (once the items are
/// all in) that holds one match or none. `change` (the query changed) and `focus` (another item
/// under the cursor) are looked at after each key too, as fzf runs them before the next key.
extension Update {
    /// `afterKey`: a key or a paste may have changed the query, and its matches are found at once
    /// when `change` or `focus` is bound, so that the key after it finds them as fzf would.
    static func fireListEvents(_ state: inout DialogState, _ dialog: Dialog, _ layout: DialogLayout,
                               afterKey: Bool = false) -> [Command] {
        guard var list = state.list else { return [] }
        let bound = dialog.conventions.list.eventActions
        if afterKey, list.events.query != list.filter, bound[.change] != nil || bound[.focus] != nil, let spec = dialog.list {
            while list.isFiltering { list.matches.advance(in: spec, loaded: list.loaded) }
        }
        var fired: [ListEvent] = []
        // Started once there is something to act on: the first items matched, or the input ended empty.
        if !list.events.started && !list.isFiltering && (list.loaded > 0 || !list.reading) {
            list.events.started = true
            fired.append(.start)
        }
        if !list.isFiltering {
            if !list.reading && !list.events.loaded {
                list.events.loaded = true
                fired.append(.load)
            }
            let result = ListEventResult(query: list.filter, loaded: list.loaded)
            if list.events.result != result && !list.reading {
                list.events.result = result
                fired.append(.result)
                if list.shownCount == 1 { fired.append(.one) }
                if list.shownCount == 0 { fired.append(.zero) }
            }
            if list.events.query == nil { list.events.query = list.filter }
            if list.events.query != list.filter {
                list.events.query = list.filter
                fired.append(.change)
            }
            if list.events.started, list.events.focus != list.cursorItem {
                list.events.focus = list.cursorItem
                if list.cursorItem != nil { fired.append(.focus) }
            }
        }
        state.list = list
        var commands: [Command] = []
        for event in fired {
            guard let actions = dialog.conventions.list.eventActions[event],
                  let ran = runListActions(actions, &state, dialog, layout) else { continue }
            commands += ran
            if ran.contains(where: { if case .finish = $0 { return true } else { return false } }) { break }
        }
        return commands
    }
}

extension Update {
    /// `change` or `focus` is bound, and the input just handled did not end the dialog.
    static func firesAfterInput(_ dialog: Dialog, _ commands: [Command]) -> Bool {
        let bound = dialog.conventions.list.eventActions
        guard bound[.change] != nil || bound[.focus] != nil else { return false }
        return !commands.contains { if case .finish = $0 { return true } else { return false } }
    }
}
