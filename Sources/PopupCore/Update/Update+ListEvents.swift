/// Events bound to list actions, looked at on each tick: `start` once, `load` once every item is
/// in and matched, `result` for each complete result of a new query or more items, and `one` or
/// `zero` for such a result (once the items are all in) that holds one match or none.
extension Update {
    static func fireListEvents(_ state: inout DialogState, _ dialog: Dialog, _ layout: DialogLayout) -> [Command] {
        guard var list = state.list else { return [] }
        var fired: [ListEvent] = []
        if !list.events.started {
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
