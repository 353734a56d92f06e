/// Renaming the list's cursor item in its row (`ListConventions.renameButton`, dialog's
/// `--inputmenu`): the rename button opens the item's text with the cursor at its start, Enter
/// ends the dialog with that button, the item and the text, Esc or Tab goes back to the list as
/// it was, and ↑/↓ ring the bell (the row stays open). An item whose renaming was called off
/// comes before the cursor's item in the items an OK answers with, as dialog's result keeps its tag.
extension Update {
    /// The rename button was chosen: the cursor item's text opens for editing; nil when there is
    /// no item to rename (the button then answers as any other).
    static func startRenaming(_ state: inout DialogState, _ dialog: Dialog) -> [Command]? {
        guard let list = dialog.list, let item = state.list?.cursorItem else { return nil }
        let text = list.items.descriptionBytes(item).map { String(decoding: $0, as: UTF8.self) } ?? ""
        var field = FieldState(text: text)
        field.cursor = 0
        state.renaming = field
        return []
    }

    /// Keys while an item is being renamed; nil when nothing is.
    static func handleRenameKey(_ key: Key, _ state: inout DialogState, _ dialog: Dialog,
                                _ layout: DialogLayout) -> [Command]? {
        guard var field = state.renaming else { return nil }
        switch key.code {
        case .escape, .tab, .backTab:
            state.renaming = nil
            if let item = state.list?.cursorItem, state.renamesCalledOff.count < maxCalledOff { state.renamesCalledOff.append(item) }
            return []
        case .up, .down:
            return [.bell]
        case .enter:
            guard let index = dialog.conventions.list.renameButton, dialog.effectiveButtons.indices.contains(index),
                  let item = state.list?.cursorItem else {
                state.renaming = nil
                return [.bell]
            }
            let button = dialog.effectiveButtons[index]
            state.renaming = nil
            return [.finish(.chosen(index: index, label: button.label, role: button.role, values: [field.text], items: [item]))]
        default:
            guard let edited = LineEditor.apply(key, to: field) else { return [.bell] }
            field = edited
            keepRenameCursorInView(&field, dialog, state, layout)
            state.renaming = field
            return field.error == nil ? [] : [.bell]
        }
    }

    /// The most renamings called off that are remembered.
    static let maxCalledOff = 1000

    static func pasteIntoRename(_ text: String, _ state: inout DialogState, _ dialog: Dialog, _ layout: DialogLayout) -> [Command] {
        guard var field = state.renaming else { return [] }
        field = LineEditor.insert(Sanitizer.line(text), into: field)
        keepRenameCursorInView(&field, dialog, state, layout)
        state.renaming = field
        return field.error == nil ? [] : [.bell]
    }

    private static func keepRenameCursorInView(_ field: inout FieldState, _ dialog: Dialog, _ state: DialogState, _ layout: DialogLayout) {
        guard let area = Layout.renameArea(layout, dialog: dialog, state: state) else { return }
        field.scroll = FieldView.visible(state: field, field: TextField(placeholder: ""), width: area.width).start
    }
}

extension Layout {
    /// Where the text of the item being renamed is edited: its description's place in its row.
    public static func renameArea(_ layout: DialogLayout, dialog: Dialog, state: DialogState) -> Rect? {
        guard state.renaming != nil, let area = layout.listArea, let list = dialog.list, let listState = state.list else { return nil }
        let row = listState.cursor - layout.listScroll
        guard row >= 0, row < layout.listItemsInView else { return nil }
        let tags = list.showsTags ? layout.listTagColumn + ListRow.columnGap : 0
        let x = area.x + ListRow.markerWidth(dialog.conventions.list) + ListRow.mark(list.selection, checked: false).count + tags
        let y = area.y + row * layout.listEntryRows + layout.listEntryRows / 2
        // An entry's description is edited inside its frame.
        guard layout.listEntryRows == 1 else { return Rect(x: x + 1, y: y, width: max(1, area.maxX - x - 3), height: 1) }
        return Rect(x: x, y: y, width: max(1, area.maxX - x), height: 1)
    }
}
