/// Choosing a button: what it answers with, or why it is refused.
extension Update {
    /// Chooses a button: reports it when it stays open, else ends the dialog.
    static func choose(_ index: Int, _ state: inout DialogState, _ dialog: Dialog) -> [Command] {
        let buttons = dialog.effectiveButtons
        guard buttons.indices.contains(index), state.shownButtons.contains(index) else { return [.bell] }
        let button = buttons[index]
        if button.role != .cancel, let refusal = FieldValidation.firstRefusal(dialog: dialog, state: &state) {
            state.focus = .field(refusal)
            if !state.reducedMotion { state.shakeStart = state.clock }
            return [.bell]
        }
        var items: [Int] = button.role == .cancel ? [] : state.content?.model.answer.items ?? []
        if button.role != .cancel, let list = dialog.list, let listState = state.list {
            if dialog.conventions.list.cursorButton == index {
                let checked = list.selection == .single ? [] : pickedItems(list, listState, dialog.conventions.list)
                items = listState.cursorItem.map { [$0] + checked } ?? []
            } else {
                items = pickedItems(list, listState, dialog.conventions.list)
            }
            // Choosing nothing is no choice (an empty list, a filter with no match): the dialog
            // stays open. Where the conventions allow it, still not by Enter on a list showing nothing.
            if items.isEmpty, !button.staysOpen,
               dialog.conventions.list.refusesEmptyPick(list.selection) || (state.focus == .list && list.selection == .single && listState.cursorItem == nil
                   && !dialog.conventions.list.acceptsNoMatch) {
                if !state.reducedMotion { state.shakeStart = state.clock }
                return [.bell]
            }
        }
        if dialog.conventions.list.renameButton == index, state.renaming == nil, let commands = startRenaming(&state, dialog) {
            return commands
        }
        if dialog.conventions.list.renameButton != nil, dialog.conventions.list.cursorButton != index, button.role != .cancel {
            items = state.renamesCalledOff + items
        }
        if button.staysOpen { return [.report(index: index)] }
        return [.finish(.chosen(index: index, label: button.label, role: button.role,
                                values: button.role == .cancel ? state.fields.map(\.text) : state.answeredValues, items: items))]
    }
}
