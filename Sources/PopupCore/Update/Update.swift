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
        let commands = react(to: event, &state, dialog, layout) + followPreview(&state, dialog, layout)
        if let (focus, fields, filter, list, content) = countdown, isInput(event),
           state.focus != focus || state.fields != fields || state.filter != filter || state.list != list || state.content != content {
            state.countdownStopped = true
            state.secondsLeft = nil
        }
        return beginExitIfAnimated(commands, &state, dialog) + listWantedDirectory(&state)
    }

    /// What the dialog asks for as it opens, before any event: the directory its content wants.
    public static func start(_ state: inout DialogState) -> [Command] {
        listWantedDirectory(&state)
    }

    /// Asks for the entries of the directory the content wants (`ContentModel.wantedDirectory`)
    /// when it wants another than the one asked for last; they come back as `Event.listing`.
    private static func listWantedDirectory(_ state: inout DialogState) -> [Command] {
        guard let wanted = state.content?.model.wantedDirectory, wanted != state.askedDirectory else { return [] }
        state.askedDirectory = wanted
        return [.listDirectory(wanted)]
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
            return firesAfterInput(dialog, commands) ? commands + fireListEvents(&state, dialog, layout, afterKey: true) : commands
        case .paste(let text):
            let commands = handlePaste(text, &state, dialog, layout)
            return firesAfterInput(dialog, commands) ? commands + fireListEvents(&state, dialog, layout, afterKey: true) : commands
        case .mouse(let mouse): return handleMouse(mouse, &state, dialog, layout)
        case .tick(let elapsed):
            advanceEntry(elapsed, &state, dialog, layout)
            let commands = handleTick(elapsed, &state, dialog)
            return dialog.conventions.list.eventActions.isEmpty ? commands : commands + fireListEvents(&state, dialog, layout)
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

    /// The signal a key ends `dialog` as, whatever else is going on: Ctrl-C (SIGINT) and Ctrl-\
    /// (SIGQUIT) as a terminal's own keys would, or whatever the conventions' control keys say.
    /// Nil for any other event.
    public static func interruptSignal(_ event: Event, in dialog: Dialog) -> Int32? {
        guard case .key(let key) = event, key.modifiers.contains(.ctrl), case .character(let letter) = key.code,
              case .signal(let signal) = dialog.conventions.controlKeys[letter] else { return nil }
        return signal
    }
}
