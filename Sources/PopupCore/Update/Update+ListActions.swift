/// Keys bound to list actions (`ListConventions.keyActions`), run in order; an accept or an abort
/// ends the chain as it ends the dialog.
extension Update {
    /// The commands `actions` give; nil when there is no list to act on (the key keeps its meaning).
    static func runListActions(_ actions: [ListAction], _ state: inout DialogState, _ dialog: Dialog,
                               _ layout: DialogLayout) -> [Command]? {
        guard let spec = dialog.list, var list = state.list else { return nil }
        let rows = layout.listItemsInView
        let next = dialog.conventions.list.growsUpward ? -1 : 1
        let multi = spec.selection == .multiple
        var commands: [Command] = []
        for action in actions {
            switch action {
            case .accept, .choose:
                finishFilter(&list, spec, dialog)
                if action == .accept(nonEmpty: true) && list.cursorItem == nil && list.checked.isEmpty { continue }
                state.list = list
                if case .choose(let button) = action { return commands + choose(button, &state, dialog) }
                return commands + choose(dialog.submitButton, &state, dialog)
            case .cancel where !list.filter.isEmpty:
                setFilter("", &list, spec)
            case .abort, .cancel:
                state.list = list
                return commands + [.finish(.dismissed(.escape))]
            case .ignore: break
            case .up: step(&list, by: -next, spec, rows: rows)
            case .down: step(&list, by: next, spec, rows: rows)
            case .first: moveCursor(&list, to: 0, rows: rows)
            case .last: moveCursor(&list, to: list.shownCount - 1, rows: rows)
            case .pageUp, .pageDown:
                // A page towards the next items is up in a list that grows upward.
                let towardsStart = (action == .pageUp) == (next == 1)
                let moved = ListMotion.page(up: towardsStart, cursor: list.cursor, scroll: list.scroll, count: list.shownCount,
                                            rows: rows, dialog.conventions.list.paging)
                (list.cursor, list.scroll) = moved
            case .toggle:
                if multi, let item = list.cursorItem { toggle(item, &list, spec) }
            case .select:
                if multi, list.mayCheckMore, let item = list.cursorItem { list.checked.insert(item) }
            case .deselect:
                if let item = list.cursorItem { list.checked.remove(item) }
            case .toggleAll, .selectAll, .deselectAll:
                guard multi else { break }
                for position in 0..<list.shownCount {
                    let item = list.item(at: position)
                    switch action {
                    case .selectAll: if list.mayCheckMore { list.checked.insert(item) }
                    case .deselectAll: list.checked.remove(item)
                    default: toggle(item, &list, spec)
                    }
                }
            case .setQuery(let text):
                setFilter(Sanitizer.line(text), &list, spec)
            case .setPrompt(let text): list.prompt = Sanitizer.line(text)
            case .setHeader(let lines): list.header = lines.map(Sanitizer.line)
            case .toggleSort:
                list.sortFlipped.toggle()
                refilter(&list, spec, rows: rows)
            case .exclude(let checked):
                exclude(checked: checked, &list, spec, rows: rows)
            case .setSearch(let on):
                setSearch(on ?? (list.unsearchedQuery != nil), &list, spec)
            case .setLabel(let name, let text): list.labels[name] = Sanitizer.line(text)
            case .showPreview, .setPreviewCommand, .cyclePreviewWindow, .refreshPreview, .scrollPreview:
                runPreviewAction(action, &state, dialog, layout)
            case .setCheckLimit(let limit):
                guard multi else { break }
                list.checkLimit = limit
                if limit == 0 { list.checked = [] }
            case .become(let template):
                finishFilter(&list, spec, dialog)
                state.list = list
                guard let command = shellCommand(template, &state, dialog) else { break }
                return commands + [.become(command)]
            case .execute(let template, let silent):
                finishFilter(&list, spec, dialog)
                state.list = list
                guard let command = shellCommand(template, &state, dialog) else { break }
                commands.append(.execute(command, silent: silent))
            case .reload(let template, _):
                finishFilter(&list, spec, dialog)
                state.list = list
                guard let command = shellCommand(template, &state, dialog) else { break }
                commands.append(.reload(command))
            case .transform(let template), .transformQuery(let template):
                finishFilter(&list, spec, dialog)
                state.list = list
                let intoQuery = action != .transform(template)
                // fzf runs these even with no item under the cursor: its placeholders are then empty.
                guard let command = shellCommand(template, &state, dialog, anyway: true) else { break }
                commands.append(.transform(command, intoQuery: intoQuery))
            }
        }
        state.list = list
        return commands
    }

    /// The query's matches all found, when the conventions say an action takes what the query
    /// matches (fzf's), not the matches shown so far.
    private static func finishFilter(_ list: inout ListState, _ spec: ListSpec, _ dialog: Dialog) {
        guard dialog.conventions.list.acceptFinishesFilter else { return }
        while list.isFiltering { list.matches.advance(in: spec, loaded: list.loaded) }
    }
}
