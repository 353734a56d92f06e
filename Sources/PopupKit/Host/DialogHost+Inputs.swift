import PopupCore

/// Every input the terminal hands over, made events for the program, in one place for every phase.
extension DialogHost {
    /// Handles one input: keys are queued (`InputQueue`), everything else goes to the program at once.
    func handle(_ input: TerminalInput) throws -> Outcome? {
        switch input {
        case .bytes(let bytes):
            pacer.noteKeys()
            let now = terminal.now()
            keys.read(bytes, now: now, clock: now - clockStart, in: program.dialog)
            return nil
        case .timeout:
            return nil
        case .signal(let signal):
            return try handle(signal: signal)
        case .closed:
            return try terminalGone()
        case .data(let bytes):
            pacer.noteData()
            return try dispatch([watched.take(bytes, clock: terminal.now() - clockStart)])
        case .dataEnded:
            return try dispatch([watched.ended(clock: terminal.now() - clockStart)])
        case .progress(let updates):
            pacer.noteData()
            let clock = terminal.now() - clockStart
            return try dispatch(updates.map { .progress($0, at: clock) })
        case .previewOutput(let bytes, let generation):
            pacer.noteData()
            return try dispatch([.previewOutput(bytes, generation: generation)])
        case .previewEnded(let status, let generation):
            return try dispatch([.previewEnded(status: status, generation: generation)])
        }
    }

    /// Whatever else is readable: data pouring in must not keep a lone Esc or a stray paste start
    /// waiting for a quiet poll that never comes. Then the keys queued so far, for at most
    /// `InputQueue.batchTime`; the rest waits for the next turn, so that a Ctrl-C typed meanwhile is seen.
    func expiredOrQueued() throws -> Outcome? {
        keys.expire(now: terminal.now(), in: program.dialog)
        guard keys.isWaiting else { return nil }
        let events = keys.takeAll()
        let deadline = terminal.now() + InputQueue.batchTime
        for (index, event) in events.enumerated() {
            if index > 0, terminal.now() >= deadline {
                keys.putBack(events[index...])
                return nil
            }
            if let outcome = try dispatch([event]) { return outcome }
        }
        return nil
    }

    /// Hands events to the program and carries out what it asks; a signal asking to end, come
    /// meanwhile, ends it before the next event, whatever is still queued.
    func dispatch(_ events: [Event]) throws -> Outcome? {
        for event in events {
            if let signal = terminal.pendingTermination() { return .interrupted(signal: signal) }
            if case .terminalReply(let text) = event { screen.noteReply(text) }
            if let outcome = try perform(program.update(event)) { return outcome }
        }
        return nil
    }
}
