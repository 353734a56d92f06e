import PopupCore

/// How long the shown dialog's host may wait for input before something is due without any:
/// held keys to decide, queued keys, a frame of motion or of data, the filter's next slice, a
/// progress box's second or pulse, the countdown's next second. Nil: nothing is; wait for input.
enum Wakeup {
    /// The wait from `now`, the dialog's clock then at `clock`.
    static func wait(now: Double, clock: Double, keys: InputQueue, pacer: FramePacer, state: DialogState,
                     timeout: Double?) -> Double? {
        var wait: Double?
        func atMost(_ seconds: Double) { wait = min(wait ?? seconds, max(0, seconds)) }
        if let deadline = keys.holdDeadline { atMost(deadline - now) }
        if keys.isWaiting { atMost(0) }
        if state.isAnimating { atMost(1.0 / 60) }
        if state.hasPendingWork { atMost(0) }
        if let data = pacer.dataWait(now: now) { atMost(data) }
        if let progress = state.progress, !progress.ended {
            // The elapsed time moves on each second; the pulse of a bar without a percentage, smoothly.
            atMost(clock.rounded(.down) + 1 - clock + 0.001)
            if progress.percent == nil && !state.reducedMotion { atMost(1.0 / 15) }
        }
        // A countdown a key stopped needs no wake-up: after its time it would ask for one at once, for ever.
        if let timeout, !state.countdownStopped {
            let left = timeout - clock
            atMost(left - (left.rounded(.up) - 1) + 0.001)
        }
        return wait
    }
}
