/// The only place state changes: one event in, the new state and what to do out.
public enum Update {
    /// SIGINT's number: Ctrl-C typed as a key ends the dialog as `.interrupted(signal: 2)`.
    public static let sigint: Int32 = 2
    /// SIGQUIT's number: Ctrl-\ typed as a key ends the dialog as `.interrupted(signal: 3)`.
    public static let sigquit: Int32 = 3
    /// Rows a press must be dragged down to dismiss.
    public static let dragDistance = 3

    /// Applies one event to `state` and returns what the caller must do; `layout` is the one on screen,
    /// for mouse hits and scrolling.
    public static func apply(_ event: Event, to state: inout DialogState, dialog: Dialog,
                             layout: DialogLayout) -> [Command] {
        let countdown = state.secondsLeft == nil || state.countdownStopped ? nil
            : (state.focus, state.fields, state.filter, state.list, state.content)
        let commands = react(to: event, &state, dialog, layout) + followPreview(&state, dialog)
        if let (focus, fields, filter, list, content) = countdown, isInput(event),
           state.focus != focus || state.fields != fields || state.filter != filter || state.list != list || state.content != content {
            state.countdownStopped = true
            state.secondsLeft = nil
        }
        return beginExitIfAnimated(commands, &state, dialog)
    }

    /// Something the person did: a key, a paste or the mouse.
    private static func isInput(_ event: Event) -> Bool {
        switch event {
        case .key, .paste, .mouse: return true
        case .tick, .resize, .terminalReply, .listGrew, .data, .dataEnded, .progress, .listing, .previewOutput, .previewEnded:
            return false
        }
    }

    private static func react(to event: Event, _ state: inout DialogState, _ dialog: Dialog,
                              _ layout: DialogLayout) -> [Command] {
        // The size counts while leaving too: the exit's last frames are drawn at it.
        if case .resize(let size) = event { return resize(to: size, &state) }
        if state.exitStart != nil {
            // Leaving: only the clock matters now (it is short).
            if case .tick(let elapsed) = event { return handleExitTick(elapsed, &state, dialog, layout) }
            return []
        }
        if isInput(event), state.entryStart != nil {
            // Any input completes the entry at once, then acts as usual.
            state.entryStart = nil
            state.motion = .still
        }
        if layout.tooSmall, case .mouse = event { return [] }
        if layout.tooSmall, case .paste = event { return [] }
        switch event {
        case .key(let key) where dropsKeys(key, state, dialog):
            return []
        case .key(let key):
            let commands = handleKey(key, &state, dialog, layout)
            if state.content != nil {
                let focus = state.focusedPart
                state.content?.update { $0.settle(focus: focus) }
            }
            return commands
        case .paste(let text): return handlePaste(text, &state, dialog, layout)
        case .mouse(let mouse): return handleMouse(mouse, &state, dialog, layout)
        case .tick(let elapsed):
            advanceEntry(elapsed, &state, dialog, layout)
            return handleTick(elapsed, &state, dialog)
        case .listGrew(let count, let finished):
            listGrew(to: count, finished: finished, &state, dialog, layout)
            return []
        case .resize, .terminalReply: return []
        case .data(let bytes, let clock):
            state.progress?.consume(bytes, at: clock)
            if state.content?.model.readsData == true { state.content?.update { $0.consume(bytes) } }
            return []
        case .dataEnded(let clock), .progress(.end, let clock):
            guard state.progress != nil else { return [] }
            state.progress?.end(at: clock)
            return dialog.progress?.waitsAtEnd == true ? [] : [.finish(.completed)]
        case .progress(let update, let clock):
            state.progress?.apply(update, at: clock)
            return []
        case .listing(let directory, let entries):
            state.content?.update { $0.receive(entries ?? [], of: directory) }
            return []
        case .previewOutput(let bytes, let generation):
            return previewOutput(bytes, generation: generation, &state)
        case .previewEnded(let status, let generation):
            previewEnded(status: status, generation: generation, &state)
            return []
        }
    }

    /// A key typed before the progress box's input ended, when it takes none before
    /// (`ProgressSpec.keysWaitForEnd`); Ctrl-C, Ctrl-\\, Ctrl-Z and Ctrl-L act at once.
    private static func dropsKeys(_ key: Key, _ state: DialogState, _ dialog: Dialog) -> Bool {
        guard dialog.progress?.keysWaitForEnd == true, state.progress?.ended == false else { return false }
        if key.modifiers.contains(.ctrl), case .character(let letter) = key.code, "c\\zl".contains(letter) { return false }
        return true
    }

    /// The state learns the screen's size; the shell, when it changed, that it must draw afresh.
    private static func resize(to size: Size, _ state: inout DialogState) -> [Command] {
        let size = size.clampedToScreen
        guard size != state.screen else { return [] }
        state.screen = size
        return [.resize]
    }

    // MARK: keys

    /// The signal a key ends `dialog` as, whatever else is going on: Ctrl-C (SIGINT) and Ctrl-\
    /// (SIGQUIT) as a terminal's own keys would, or whatever the conventions' control keys say.
    /// Nil for any other event.
    public static func interruptSignal(_ event: Event, in dialog: Dialog) -> Int32? {
        guard case .key(let key) = event, key.modifiers.contains(.ctrl), case .character(let letter) = key.code,
              case .signal(let signal) = dialog.conventions.controlKeys[letter] else { return nil }
        return signal
    }

    private static func handleKey(_ key: Key, _ state: inout DialogState, _ dialog: Dialog,
                                  _ layout: DialogLayout) -> [Command] {
        // Ctrl-J is a line feed: Enter, except to a picker's list, where it moves down (fzf's).
        let key = key == .ctrl("j") && !(state.focus == .list && dialog.conventions.list.pickerKeys) ? Key(.enter) : key
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
        case .character(let character) where key.modifiers.subtracting(.shift).isEmpty:
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
    private static func keepsListKeys(_ key: Key, _ state: DialogState, _ dialog: Dialog) -> Bool {
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
    private static func handleMessageKey(_ key: Key, _ state: inout DialogState, _ layout: DialogLayout) -> [Command]? {
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

    private static func pageDown(_ state: inout DialogState, _ layout: DialogLayout) {
        if layout.messageScrolls {
            scrollMessage(by: max(1, layout.messageViewport.height - 1), &state, layout)
        } else if layout.buttonsScroll {
            moveButtonFocus(byPositions: layout.buttonRows.height, &state, layout)
        }
    }

    private static func pageUp(_ state: inout DialogState, _ layout: DialogLayout) {
        if layout.messageScrolls {
            scrollMessage(by: -max(1, layout.messageViewport.height - 1), &state, layout)
        } else if layout.buttonsScroll {
            moveButtonFocus(byPositions: -layout.buttonRows.height, &state, layout)
        }
    }

    /// Moves the focus through the shown buttons without wrapping (a page at a time).
    private static func moveButtonFocus(byPositions step: Int, _ state: inout DialogState, _ layout: DialogLayout) {
        let shown = state.shownButtons
        guard !shown.isEmpty else { return }
        let position = state.focusedButton.flatMap { shown.firstIndex(of: $0) } ?? 0
        focusButton(shown[min(shown.count - 1, max(0, position + step))], &state, layout)
    }

    /// Typing narrows the list; Backspace widens it; Esc clears a query before it dismisses.
    private static func handleFilterKey(_ key: Key, _ state: inout DialogState, _ dialog: Dialog,
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

    static func scrollMessage(by rows: Int, _ state: inout DialogState, _ layout: DialogLayout) {
        state.messageScroll = min(max(0, layout.messageScroll + rows), layout.maxMessageScroll)
    }

    /// Moves through the message (when it is a stop), the list, the fields (those that are not
    /// read-only), the content's parts, then the buttons, wrapping around. dialog's list is never
    /// left (`keepsKeysWhileButtonsFocused`): the focus goes round the buttons, the list's stop
    /// being its submit button's.
    static func moveFocus(by step: Int, _ state: inout DialogState, _ dialog: Dialog, _ layout: DialogLayout) {
        var shown = state.shownButtons
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
               dialog.conventions.list.refusesEmptyPick || (state.focus == .list && list.selection == .single && listState.cursorItem == nil) {
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

    // MARK: text fields

    private static func handleFieldKey(_ key: Key, field: Int, _ state: inout DialogState,
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

    private static func handlePaste(_ text: String, _ state: inout DialogState, _ dialog: Dialog,
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

    private static func keepCursorInView(field: Int, _ state: inout DialogState, _ dialog: Dialog, _ layout: DialogLayout) {
        guard state.fields.indices.contains(field), let placed = layout.fields.first(where: { $0.index == field }) else { return }
        let view = FieldView.visible(state: state.fields[field], field: dialog.fields[field], width: placed.area.width)
        state.fields[field].scroll = view.start
    }

    // MARK: mouse

    private static func handleMouse(_ mouse: MouseEvent, _ state: inout DialogState, _ dialog: Dialog,
                                    _ layout: DialogLayout) -> [Command] {
        if let commands = handleListMouse(mouse, &state, dialog, layout) { return commands }
        let point = mouse.position
        let hit = layout.buttons.first { $0.hitArea.contains(point) }?.index
        switch mouse.kind {
        case .press(0):
            if let hit {
                state.pressedButton = hit
                focusButton(hit, &state, layout)
                return []
            }
            if let field = layout.fields.first(where: { $0.area.contains(point) }), !dialog.fields[field.index].isReadOnly {
                enterField(field.index, &state, dialog)
                return []
            }
            if let area = layout.contentArea, area.contains(point), let parts = state.content?.model.parts, parts > 0 {
                if state.focusedPart == nil { state.focus = .content(0) }
                return []
            }
            if !layout.box.contains(point) {
                return dialog.dismissOnTapOutside ? [.finish(.dismissed(.tapOutside))] : [.bell]
            }
            state.dragOrigin = point
        case .release:
            defer {
                state.pressedButton = nil
                state.dragOrigin = nil
            }
            if let pressed = state.pressedButton, pressed == hit { return choose(pressed, &state, dialog) }
        case .drag(0):
            if let origin = state.dragOrigin, dialog.dismissOnDrag, point.y - origin.y >= dragDistance {
                state.dragOrigin = nil
                return [.finish(.dismissed(.drag))]
            }
            if state.pressedButton != nil, hit != state.pressedButton { state.pressedButton = nil }
        case .wheelDown:
            if layout.messageScrolls { scrollMessage(by: 3, &state, layout) } else { moveFocus(by: 1, &state, dialog, layout) }
        case .wheelUp:
            if layout.messageScrolls { scrollMessage(by: -3, &state, layout) } else { moveFocus(by: -1, &state, dialog, layout) }
        default:
            break
        }
        return []
    }

    // MARK: clock

    private static func advanceEntry(_ elapsed: Double, _ state: inout DialogState, _ dialog: Dialog, _ layout: DialogLayout) {
        guard let start = state.entryStart else { return }
        if let frame = Choreography.entry(dialog.effectiveTransition, elapsed: elapsed - start, rows: layout.screen.height) {
            state.motion = frame
        } else {
            state.entryStart = nil
            state.motion = .still
        }
    }

    /// A finish becomes the start of the exit transition, when there is one to play.
    private static func beginExitIfAnimated(_ commands: [Command], _ state: inout DialogState, _ dialog: Dialog) -> [Command] {
        guard state.exitStart == nil, !state.reducedMotion, dialog.exitTransition != .none,
              dialog.exitTransition != .fadeOut || state.canFade else { return commands }
        var kept: [Command] = []
        for command in commands {
            if case .finish(let outcome) = command, !isInterrupt(outcome) {
                state.exitStart = state.clock
                state.exitOutcome = outcome
                state.entryStart = nil
                state.motion = Choreography.exit(dialog.exitTransition, elapsed: 0, rows: 200) ?? .still
            } else {
                kept.append(command)
            }
        }
        return kept
    }

    private static func isInterrupt(_ outcome: Outcome) -> Bool {
        if case .interrupted = outcome { return true }
        return false
    }

    private static func handleExitTick(_ elapsed: Double, _ state: inout DialogState, _ dialog: Dialog,
                                       _ layout: DialogLayout) -> [Command] {
        state.clock = elapsed
        guard let start = state.exitStart, let outcome = state.exitOutcome else { return [] }
        if let frame = Choreography.exit(dialog.exitTransition, elapsed: elapsed - start, rows: layout.screen.height) {
            state.motion = frame
            return []
        }
        return [.finish(outcome)]
    }

    private static func handleTick(_ elapsed: Double, _ state: inout DialogState, _ dialog: Dialog) -> [Command] {
        state.clock = elapsed
        advanceFilter(&state, dialog)
        if let start = state.shakeStart {
            if let offset = Shake.offset(at: elapsed - start) {
                state.shakeOffset = offset
            } else {
                state.shakeOffset = 0
                state.shakeStart = nil
            }
        }
        guard let timeout = dialog.timeout, !state.countdownStopped else { return [] }
        let left = timeout - elapsed
        state.secondsLeft = max(0, Int(left.rounded(.up)))
        guard left <= 0 else { return [] }
        let items = dialog.list.flatMap { list in state.list.map { pickedItems(list, $0, dialog.conventions.list) } }
            ?? state.content?.model.answer.items ?? []
        return [.finish(TimeoutOutcome.outcome(dialog, values: state.answeredValues, items: items))]
    }
}
