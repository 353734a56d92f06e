/// What a list answers by itself, without being shown: `--select-1` takes the only match,
/// `--exit-0` leaves when nothing matches. Both are decided once every item is in and matched
/// (as fzf decides them); before that, only that they no longer can be (a second match, a first).
public enum ListShortcut: Equatable, Sendable {
    /// Not yet known: more items, or more matching, to come.
    case undecided
    /// The list is to be shown and asked.
    case ask
    /// The answer, with nothing shown.
    case answer(Outcome)

    /// The shortcut for `dialog`'s list in `state`.
    public static func decide(_ dialog: Dialog, _ state: ListState) -> ListShortcut {
        guard let spec = dialog.list, spec.selectsOnlyMatch || spec.exitsWithoutMatch else { return .ask }
        let shown = state.shownCount
        guard !state.reading && !state.isFiltering else {
            // A second match rules out --select-1, a first --exit-0: no need to wait for the rest.
            if spec.selectsOnlyMatch ? shown >= 2 : shown >= 1 { return .ask }
            return .undecided
        }
        let values = dialog.fields.map(\.initialText)
        let buttons = dialog.effectiveButtons
        if shown == 0 && spec.exitsWithoutMatch && dialog.conventions.list.acceptsNoMatch, buttons.indices.contains(dialog.submitButton) {
            // Where an accept of no match is an answer (fzf's status 1), leaving on no match is that answer.
            let button = buttons[dialog.submitButton]
            return .answer(.chosen(index: dialog.submitButton, label: button.label, role: button.role, values: values, items: []))
        }
        if shown == 0 && spec.exitsWithoutMatch {
            guard let cancel = buttons.firstIndex(where: { $0.role == .cancel }) else { return .answer(.dismissed(.escape)) }
            return .answer(.chosen(index: cancel, label: buttons[cancel].label, role: .cancel, values: values, items: []))
        }
        if shown == 1 && spec.selectsOnlyMatch, let item = state.cursorItem, buttons.indices.contains(dialog.submitButton),
           FieldValidation.firstRefusal(dialog: dialog, values: values) == nil {
            let button = buttons[dialog.submitButton]
            return .answer(.chosen(index: dialog.submitButton, label: button.label, role: button.role, values: values, items: [item]))
        }
        return .ask
    }

    /// The shortcut for `dialog`'s list with every item in and matched (nothing to show it on:
    /// fzf decides --select-1 and --exit-0 without a terminal when the query decides them).
    public static func decideWhole(_ dialog: Dialog) -> ListShortcut {
        guard let spec = dialog.list, spec.selectsOnlyMatch || spec.exitsWithoutMatch else { return .ask }
        var state = ListState(spec)
        state.matches.advance(in: spec, loaded: state.loaded, budget: .max)
        return decide(dialog, state)
    }
}
