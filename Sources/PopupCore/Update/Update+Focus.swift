/// Moving the focus between the dialog's stops, and onto a button in view.
extension Update {
    /// Moves through the message (when it is a stop), the list, the fields (those that are not
    /// read-only), the content's parts, then the buttons, wrapping around. dialog's list is never
    /// left (`keepsKeysWhileButtonsFocused`): the focus goes round the buttons, the list's stop
    /// being its submit button's.
    static func moveFocus(by step: Int, _ state: inout DialogState, _ dialog: Dialog, _ layout: DialogLayout) {
        var shown = dialog.buttonsImplied ? [] : state.shownButtons
        if state.list != nil, dialog.conventions.list.sharesStopWithSubmit { shown.removeAll { $0 == dialog.submitButton } }
        var stops: [Focus] = dialog.conventions.messageIsFocusStop ? [.message] : []
        if state.list != nil { stops.append(.list) }
        stops += state.fields.indices.filter { !(dialog.fields.indices.contains($0) && dialog.fields[$0].isReadOnly) }.map(Focus.field)
        if let model = state.content?.model { stops += (0..<model.parts).filter(model.isStop).map(Focus.content) }
        stops += shown.map(Focus.button)
        guard !stops.isEmpty else { return }
        let current = stops.firstIndex(of: state.focus) ?? {
            // The submit button of a list that shares its stop is the list's stop; a button the
            // filter hides, or a field passed by, counts from the first button.
            if case .button = state.focus {
                return stops.firstIndex(of: .list) ?? stops.firstIndex { if case .button = $0 { return true } else { return false } } ?? 0
            }
            return 0
        }()
        switch stops[((current + step) % stops.count + stops.count) % stops.count] {
        case .button(let index): focusButton(index, &state, layout)
        case .field(let index): enterField(index, &state, dialog)
        case let other: state.focus = other
        }
    }

    static func focusButton(_ index: Int, _ state: inout DialogState, _ layout: DialogLayout) {
        state.focus = .button(index)
        guard layout.axis == .vertical, let position = state.shownButtons.firstIndex(of: index) else { return }
        let rows = max(1, layout.buttonRows.height)
        if position < state.buttonScroll { state.buttonScroll = position }
        if position >= state.buttonScroll + rows { state.buttonScroll = position - rows + 1 }
    }
}
