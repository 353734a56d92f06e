/// Keys: what each does where the focus is, handed on from the most particular to the dialog's own.
extension Update {
    static func handleKey(_ key: Key, _ state: inout DialogState, _ dialog: Dialog,
                                  _ layout: DialogLayout) -> [Command] {
        // Ctrl-J is a line feed: Enter, except to a picker's list, where it moves down (fzf's), and
        // to an editor whose Enter submits, where it breaks the line (gum's write).
        let key = key == .ctrl("j") && !(state.focus == .list && dialog.conventions.list.pickerKeys)
            && !(state.focus.isContent && state.content?.editorEnterSubmits == true) ? Key(.enter) : key
        if let actions = dialog.conventions.list.keyActions[key] {
            state.lastKeyName = dialog.conventions.list.keyNames[key] ?? ""
            if let commands = runListActions(actions, &state, dialog, layout) { return commands }
        }
        if key.modifiers.contains(.ctrl), case .character(let letter) = key.code, let action = dialog.conventions.controlKeys[letter] {
            switch action {
            case .signal(let signal): return [.finish(.interrupted(signal: signal))]
            case .suspend: return [.suspend]
            case .redraw: return [.redraw]
            case .nothing: return []
            }
        }
        if layout.tooSmall && key.code != .escape {
            // Nothing is chosen or changed unseen until the screen is larger; Esc still leaves.
            return key.code == .enter || key.code == .character(" ") ? [.bell] : []
        }
        if let commands = handleRenameKey(key, &state, dialog, layout) { return commands }
        if state.focus == .list || keepsListKeys(key, state, dialog), let commands = handleListKey(key, &state, dialog, layout) {
            return commands
        }
        if state.focus == .message, let commands = handleMessageKey(key, &state, layout) {
            return commands
        }
        if let commands = handleFormKey(key, &state, dialog, layout) { return commands }
        if let commands = handleContentKey(key, &state, dialog, layout) { return commands }
        if let field = state.focusedField {
            if let commands = handleFieldKey(key, field: field, &state, dialog) {
                keepCursorInView(field: field, &state, dialog, layout)
                return commands
            }
        }
        if dialog.filterable, state.focusedField == nil, let commands = handleFilterKey(key, &state, dialog, layout) {
            return commands
        }
        switch key.code {
        case .escape:
            return dialog.dismissOnEscape ? [.finish(.dismissed(.escape))] : [.bell]
        case .tab:
            moveFocus(by: 1, &state, dialog, layout)
        case .backTab:
            moveFocus(by: -1, &state, dialog, layout)
        case .right:
            moveFocus(by: 1, &state, dialog, layout)
        case .left:
            moveFocus(by: -1, &state, dialog, layout)
        case .down, .up:
            let step = key.code == .down ? 1 : -1
            if layout.messageScrolls && layout.axis == .horizontal && state.focusedField == nil {
                scrollMessage(by: step, &state, layout)
            } else if state.focusedButton == nil || dialog.conventions.verticalArrowsMoveButtons {
                moveFocus(by: step, &state, dialog, layout)
            }
        case .pageDown:
            pageDown(&state, layout)
        case .pageUp:
            pageUp(&state, layout)
        case .home:
            if layout.messageScrolls {
                state.messageScroll = 0
            } else if let first = state.shownButtons.first {
                focusButton(first, &state, layout)
            }
        case .end:
            if layout.messageScrolls {
                state.messageScroll = layout.maxMessageScroll
            } else if let last = state.shownButtons.last {
                focusButton(last, &state, layout)
            }
        case .enter:
            if let button = state.focusedButton { return choose(button, &state, dialog) }
        case .character(" ") where key.modifiers.isEmpty:
            if let button = state.focusedButton { return choose(button, &state, dialog) }
        case .character(let character) where key.modifiers.subtracting(.shift).isEmpty && !dialog.buttonsImplied:
            let typed = String(character).lowercased()
            if let index = dialog.effectiveButtons.firstIndex(where: { $0.hotkey == typed }) {
                focusButton(index, &state, layout)
                return choose(index, &state, dialog)
            }
        default:
            break
        }
        return []
    }

    /// dialog's list takes its keys while a button has the focus: the arrows, paging, Space and
    /// letters; Enter, Tab, ← and → are the buttons'.
    static func keepsListKeys(_ key: Key, _ state: DialogState, _ dialog: Dialog) -> Bool {
        guard dialog.conventions.list.keepsKeysWhileButtonsFocused, state.list != nil, state.focusedButton != nil else { return false }
        switch key.code {
        case .up, .down, .pageUp, .pageDown, .home, .end: return true
        case .character(" "): return key.modifiers.isEmpty
        case .character: return key.modifiers.subtracting(.shift).isEmpty && !dialog.conventions.list.buttonsTakeLettersWhenFocused
        default: return false
        }
    }

    /// Keys while the message has the focus (whiptail's --scrolltext): the arrows and paging
    /// scroll it; Enter and Space do nothing; nil hands the key on (Tab, Esc, …).
    static func handleMessageKey(_ key: Key, _ state: inout DialogState, _ layout: DialogLayout) -> [Command]? {
        switch key.code {
        case .up: scrollMessage(by: -1, &state, layout)
        case .down: scrollMessage(by: 1, &state, layout)
        case .pageUp, .pageDown:
            let page = max(1, layout.messageViewport.height - 1)
            scrollMessage(by: key.code == .pageUp ? -page : page, &state, layout)
        case .home: state.messageScroll = 0
        case .end: state.messageScroll = layout.maxMessageScroll
        case .enter, .character, .left, .right: break
        default: return nil
        }
        return []
    }

    static func pageDown(_ state: inout DialogState, _ layout: DialogLayout) {
        if layout.messageScrolls {
            scrollMessage(by: max(1, layout.messageViewport.height - 1), &state, layout)
        } else if layout.buttonsScroll {
            moveButtonFocus(byPositions: layout.buttonRows.height, &state, layout)
        }
    }

    static func pageUp(_ state: inout DialogState, _ layout: DialogLayout) {
        if layout.messageScrolls {
            scrollMessage(by: -max(1, layout.messageViewport.height - 1), &state, layout)
        } else if layout.buttonsScroll {
            moveButtonFocus(byPositions: -layout.buttonRows.height, &state, layout)
        }
    }

    /// Moves the focus through the shown buttons without wrapping (a page at a time).
    static func moveButtonFocus(byPositions step: Int, _ state: inout DialogState, _ layout: DialogLayout) {
        let shown = state.shownButtons
        guard !shown.isEmpty else { return }
        let position = state.focusedButton.flatMap { shown.firstIndex(of: $0) } ?? 0
        focusButton(shown[min(shown.count - 1, max(0, position + step))], &state, layout)
    }

    static func scrollMessage(by rows: Int, _ state: inout DialogState, _ layout: DialogLayout) {
        state.messageScroll = min(max(0, layout.messageScroll + rows), layout.maxMessageScroll)
    }
}
