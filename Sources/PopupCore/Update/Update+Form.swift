/// The keys of a form whose fields are one Tab stop (`FieldConventions.fieldsAreOneStop`, dialog's
/// `--form`): Tab between the fields and the buttons, ↑/↓ between the fields, arrows among the buttons.
extension Update {
    /// Keys that move the focus in such a form; nil hands the key on.
    static func handleFormKey(_ key: Key, _ state: inout DialogState, _ dialog: Dialog,
                              _ layout: DialogLayout) -> [Command]? {
        guard dialog.conventions.fields.fieldsAreOneStop, !dialog.fields.isEmpty else { return nil }
        let editable = dialog.fields.indices.filter { !dialog.fields[$0].isReadOnly }
        let buttons = state.shownButtons
        let ctrl = key.modifiers == .ctrl
        switch state.focus {
        case .field(let index):
            switch key.code {
            case .tab:
                if let first = buttons.first { focusButton(first, &state, layout) }
            case .backTab:
                if let last = buttons.last { focusButton(last, &state, layout) }
            case .down:
                enterField(after: index, step: 1, editable, &state, dialog)
            case .character("n") where ctrl:
                enterField(after: index, step: 1, editable, &state, dialog)
            case .up:
                enterField(after: index, step: -1, editable, &state, dialog)
            case .character("p") where ctrl:
                enterField(after: index, step: -1, editable, &state, dialog)
            default:
                return nil
            }
        case .button(let button):
            let position = buttons.firstIndex(of: button) ?? 0
            switch key.code {
            case .tab:
                if position == buttons.count - 1, !editable.isEmpty {
                    enterField(state.currentField, &state, dialog)
                } else if !buttons.isEmpty {
                    focusButton(buttons[(position + 1) % buttons.count], &state, layout)
                }
            case .backTab:
                if position == 0, !editable.isEmpty {
                    enterField(state.currentField, &state, dialog)
                } else if !buttons.isEmpty {
                    focusButton(buttons[(position + buttons.count - 1) % buttons.count], &state, layout)
                }
            case .right, .down:
                if !buttons.isEmpty { focusButton(buttons[(position + 1) % buttons.count], &state, layout) }
            case .left, .up:
                if !buttons.isEmpty { focusButton(buttons[(position + buttons.count - 1) % buttons.count], &state, layout) }
            default:
                return nil
            }
        case .list, .content, .message:
            return nil
        }
        return []
    }

    /// Focuses the editable field `step` away from `index`, round the form.
    private static func enterField(after index: Int, step: Int, _ editable: [Int], _ state: inout DialogState, _ dialog: Dialog) {
        guard !editable.isEmpty else { return }
        let position = editable.firstIndex(of: index) ?? 0
        enterField(editable[(position + step + editable.count) % editable.count], &state, dialog)
    }

    /// Focuses field `index`; in a tool whose cursors start at the beginning, at its start.
    static func enterField(_ index: Int, _ state: inout DialogState, _ dialog: Dialog) {
        guard state.fields.indices.contains(index) else { return }
        if state.focus != .field(index), dialog.conventions.fields.cursorsStartAtBeginning {
            state.fields[index].cursor = 0
            state.fields[index].scroll = 0
        }
        state.focus = .field(index)
        state.currentField = index
    }
}
