/// Text fields: keys and pastes while one has the focus.
extension Update {
    static func handleFieldKey(_ key: Key, field: Int, _ state: inout DialogState,
                                       _ dialog: Dialog) -> [Command]? {
        switch key.code {
        case .enter:
            let next = state.fields.indices.first { $0 > field && !dialog.fields[$0].isReadOnly }
            if let next, !dialog.conventions.fields.enterSubmitsFromEveryField {
                enterField(next, &state, dialog)
                return []
            }
            return choose(dialog.submitButton, &state, dialog)
        case .escape, .tab, .backTab, .up, .down:
            return nil
        default:
            if dialog.fields[field].isReadOnly { return nil }
            let maxLength = dialog.fields[field].maxLength
            guard let edited = LineEditor.apply(key, to: state.fields[field], maxLength: maxLength) else { return nil }
            state.fields[field] = edited
            return edited.error == nil ? [] : [.bell]
        }
    }

    static func handlePaste(_ text: String, _ state: inout DialogState, _ dialog: Dialog,
                                    _ layout: DialogLayout) -> [Command] {
        if let part = state.focusedPart { return pasteIntoContent(text, part: part, &state, layout) }
        if state.renaming != nil { return pasteIntoRename(text, &state, dialog, layout) }
        if let commands = handleListPaste(text, &state, dialog) { return commands }
        guard let field = state.focusedField, !dialog.fields[field].isReadOnly else { return [] }
        // One line: pasted line breaks become spaces.
        let clean = Sanitizer.line(text)
        state.fields[field] = LineEditor.insert(clean, into: state.fields[field], maxLength: dialog.fields[field].maxLength)
        keepCursorInView(field: field, &state, dialog, layout)
        return state.fields[field].error == nil ? [] : [.bell]
    }

    static func keepCursorInView(field: Int, _ state: inout DialogState, _ dialog: Dialog, _ layout: DialogLayout) {
        guard state.fields.indices.contains(field), let placed = layout.fields.first(where: { $0.index == field }) else { return }
        let view = FieldView.visible(state: state.fields[field], field: dialog.fields[field], width: placed.area.width)
        state.fields[field].scroll = view.start
    }
}
