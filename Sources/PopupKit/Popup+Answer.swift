import PopupCore

/// Answering a popup without showing it: unattended runs, replays, and tests (iOS's
/// `tapButtonWithIndex`). A replay answers with everything the recording holds, so it gives
/// exactly what the person gave: the fields' values, a content's values and items, a renamed
/// item's new text, and items in the order the dialog answered with them.
extension Popup {
    /// Answers without showing anything. `answer` is a button label or index; `values` fill the
    /// text fields in order, then the content's (a date, an editor's lines) or a renamed item's
    /// text. `items` pick list items by tag (all items have arrived: the store is complete); a tag
    /// that is not UTF-8 is written `{"bytes":"HEX"}` (see `ItemTags`). No items: none named.
    public func answer(_ answer: String, values: [String] = [], items: [String] = []) throws -> Outcome {
        try self.answer(answer, values: values, tags: items.isEmpty ? nil : ItemTags(items))
    }

    /// The same, the items named by their exact bytes (nil: none named; empty: named, none).
    public func answer(_ answer: String, values: [String] = [], tags: ItemTags?) throws -> Outcome {
        guard let index = dialog.buttonIndex(matching: answer) else {
            throw PopupError.unknownAnswer(answer, choices: dialog.effectiveButtons.map(\.label))
        }
        return try self.answer(index: index, values: values, tags: tags)
    }

    /// Answers with the button at `index` (exact even when two buttons share a label).
    public func answer(index: Int, values: [String] = [], items: [String] = []) throws -> Outcome {
        try answer(index: index, values: values, tags: items.isEmpty ? nil : ItemTags(items))
    }

    /// The same, the items named by their exact bytes (nil: none named; empty: named, none).
    public func answer(index: Int, values: [String] = [], tags: ItemTags?) throws -> Outcome {
        guard dialog.effectiveButtons.indices.contains(index) else {
            throw PopupError.unknownAnswer(String(index), choices: dialog.effectiveButtons.map(\.label))
        }
        let button = dialog.effectiveButtons[index]
        // A list's rename button answers with the item's new text after the fields' values.
        let renames = dialog.list != nil && dialog.conventions.list.renameButton == index
        guard values.count <= dialog.fields.count + (renames ? 1 : 0) || dialog.content != nil else {
            throw PopupError.tooManyValues(given: values.count, fields: dialog.fields.count)
        }
        var filled = dialog.fields.map(\.initialText)
        for (offset, value) in values.prefix(dialog.fields.count).enumerated() {
            filled[offset] = dialog.fields[offset].fitted(Sanitizer.line(value))
        }
        // As in the dialog: a cancel-role answer skips validation, any other must pass it.
        if button.role != .cancel, let refused = FieldValidation.firstRefusal(dialog: dialog, values: filled) {
            let field = dialog.fields[refused.index]
            // A masked field's value is never repeated, here or in the logs this line reaches.
            throw PopupError.refusedValue(field.isSecure ? nil : filled[refused.index], field: field.placeholder.isEmpty ? dialog.name : field.placeholder,
                                          reason: refused.refusal.detail)
        }
        if let content = dialog.content {
            // The values after the fields', and the items, are the content's (an editor's lines, a date …).
            guard button.role != .cancel else { return .chosen(index: index, label: button.label, role: button.role, values: filled) }
            var answer: ContentAnswer
            do {
                let tagTexts = tags.map { tags in (0..<tags.count).map { String(decoding: tags[$0], as: UTF8.self) } } ?? []
                answer = try content.model.answer(values: Array(values.dropFirst(dialog.fields.count)), items: tagTexts)
                // Named, and none: a build list emptied.
                if tags?.count == 0 { answer.items = [] }
            } catch let error as ContentError {
                throw PopupError.refusedContent(error.description)
            }
            return .chosen(index: index, label: button.label, role: button.role, values: filled + answer.values, items: answer.items)
        }
        let picked = try answeredItems(tags ?? ItemTags(), button: index)
        if let list = dialog.list, picked.isEmpty, button.role != .cancel, !button.staysOpen, dialog.conventions.list.refusesEmptyPick(list.selection) {
            throw PopupError.nothingPicked(answer: button.label)
        }
        if renames, button.role != .cancel, values.count > dialog.fields.count {
            return .chosen(index: index, label: button.label, role: button.role,
                           values: filled + [Sanitizer.line(values[dialog.fields.count])], items: picked)
        }
        return .chosen(index: index, label: button.label, role: button.role, values: filled, items: picked)
    }

    /// The items an unattended answer names, by tag; with none named, what the list would pick
    /// as it opens (the checked items, or the first item). Never a guess at a name. One pass over
    /// the items and a sort, however many tags: a line of millions picks them all. A button that
    /// names the cursor's item before the checked ones (help), and a list that renames (whose
    /// answer keeps the items whose renaming was called off first), keep the order given.
    private func answeredItems(_ tags: ItemTags, button: Int) throws -> [Int] {
        guard let list = dialog.list else {
            if tags.count > 0 { throw PopupError.unknownItem(tags.text(0)) }
            return []
        }
        let conventions = dialog.conventions.list
        let keepsOrder = conventions.cursorButton == button || conventions.renameButton != nil
        var picked = tags.firstIndices(in: list.items)
        if let missing = picked.firstIndex(of: -1) { throw PopupError.unknownItem(tags.text(missing)) }
        if !keepsOrder, list.selection != .multiple && picked.count > 1 { throw PopupError.tooManyItems(given: picked.count) }
        if dialog.effectiveButtons[button].role == .cancel { return [] }
        if picked.isEmpty {
            // No guess: a list that picks one takes the item preselected, unless the conventions
            // take the cursor's (whiptail's, dialog's); a checklist, the items checked from the start.
            if list.selection == .single && !conventions.unattendedTakesCursor {
                return list.initialTag.flatMap { list.items.index(ofTag: $0) }.map { [$0] } ?? []
            }
            var state = ListState(list)
            // The query given (--query) matched over every item: what the box would show.
            state.matches.advance(in: list, loaded: state.loaded, budget: .max)
            return Update.pickedItems(list, state, conventions)
        }
        guard list.selection == .multiple, !keepsOrder else { return picked }
        // In list order, each once.
        picked.sort()
        var kept = 0
        for index in picked.indices where kept == 0 || picked[index] != picked[kept - 1] {
            picked[kept] = picked[index]
            kept += 1
        }
        picked.removeLast(picked.count - kept)
        return picked
    }
}
