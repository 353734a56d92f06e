/// Events bound to list actions, looked at on each tick: `start` once the first items are in and
/// matched (or the input ended empty), `load` once every item is, `result` for each complete
/// result of a new query or more items, and `one` or `zero` for such a result (once the items are
/// all in) that holds one match or none.
extension Update {
    static func fireListEvents(_ state: inout DialogState, _ dialog: Dialog, _ layout: DialogLayout) -> [Command] {
        guard var list = state.list else { return [] }
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
