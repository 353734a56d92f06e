/// Typing over a dialog whose buttons are filtered (`Dialog.filterable` without a list).
extension Update {
    /// Typing narrows the list; Backspace widens it; Esc clears a query before it dismisses.
    static func handleFilterKey(_ key: Key, _ state: inout DialogState, _ dialog: Dialog,
                                        _ layout: DialogLayout) -> [Command]? {
        var query = state.filter
        switch key.code {
        case .character(let character) where key.modifiers.subtracting(.shift).isEmpty && character != " " || (character == " " && !query.isEmpty):
            let narrows = ButtonFilter.appendingNarrows(query, character)
            query.append(character)
            if state.shownButtons.isEmpty && narrows {
                // A query that keeps no more than the one before finds nothing again.
                state.filter = query
                return []
            }
        case .backspace where !query.isEmpty:
            query.removeLast()
        case .character("u") where key.modifiers == .ctrl && !query.isEmpty:
            query = ""
        case .escape where !query.isEmpty:
            query = ""
        case .enter where state.shownButtons.isEmpty:
            return [.bell]
        default:
            return nil
        }
        state.filter = query
        state.shownButtons = ButtonFilter.matches(dialog.effectiveButtons, query: query)
        state.buttonScroll = 0
        if let focused = state.focusedButton, state.shownButtons.contains(focused) {
            focusButton(focused, &state, layout)
        } else if let first = state.shownButtons.first {
            state.focus = .button(first)
        }
        return []
    }
}
