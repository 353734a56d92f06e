/// The clock: the entry and exit transitions, the shake, the filter's slices and the timeout.
extension Update {
    static func advanceEntry(_ elapsed: Double, _ state: inout DialogState, _ dialog: Dialog, _ layout: DialogLayout) {
        guard let start = state.entryStart else { return }
        if let frame = Entry.of(dialog).frame(elapsed: elapsed - start, rows: layout.screen.height) {
            state.motion = frame
        } else {
            state.entryStart = nil
            state.motion = .still
        }
    }

    /// A finish becomes the start of the exit transition, when there is one to play.
    static func beginExitIfAnimated(_ commands: [Command], _ state: inout DialogState, _ dialog: Dialog) -> [Command] {
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

    static func isInterrupt(_ outcome: Outcome) -> Bool {
        if case .interrupted = outcome { return true }
        return false
    }

    static func handleExitTick(_ elapsed: Double, _ state: inout DialogState, _ dialog: Dialog,
                                       _ layout: DialogLayout) -> [Command] {
        state.clock = elapsed
        guard let start = state.exitStart, let outcome = state.exitOutcome else { return [] }
        if let frame = Choreography.exit(dialog.exitTransition, elapsed: elapsed - start, rows: layout.screen.height) {
            state.motion = frame
            return []
        }
        return [.finish(outcome)]
    }

    static func handleTick(_ elapsed: Double, _ state: inout DialogState, _ dialog: Dialog) -> [Command] {
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
