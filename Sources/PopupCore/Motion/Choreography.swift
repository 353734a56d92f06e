/// The motion of each transition at a moment, as a pure function of time.
public enum Choreography {
    /// The entry frame `elapsed` seconds in, for a screen `rows` tall; nil once it is over.
    public static func entry(_ transition: Transition, elapsed: Double, rows: Int) -> MotionFrame? {
        let p = elapsed / Transition.duration
        guard p < 1, transition != .none else { return nil }
        let distance = Double(max(rows, 1))
        switch transition {
        case .bounceUp:
            return MotionFrame(dy: bounce(p, distance: distance))
        case .bounceDown:
            return MotionFrame(dy: -bounce(p, distance: distance))
        case .slideUp:
            return MotionFrame(dy: Int(((1 - Easing.outCubic(p)) * distance).rounded()))
        case .slideDown:
            return MotionFrame(dy: -Int(((1 - Easing.outCubic(p)) * distance).rounded()))
        case .zoomIn:
            return MotionFrame(scale: 0.15 + 0.85 * Easing.outCubic(p))
        case .fadeIn:
            return MotionFrame(opacity: Easing.outCubic(p))
        case .none:
            return nil
        }
    }

    /// Comes `distance` rows, overshoots by exactly one row, settles back: the bounce in cells.
    static func bounce(_ p: Double, distance: Double) -> Int {
        let overshootAt = 0.7
        if p < overshootAt {
            return Int((-1 + (distance + 1) * (1 - Easing.outCubic(p / overshootAt))).rounded())
        }
        return Int((-1 + Easing.outCubic((p - overshootAt) / (1 - overshootAt))).rounded())
    }

    /// The exit frame `elapsed` seconds in; nil once it is over.
    public static func exit(_ transition: ExitTransition, elapsed: Double, rows: Int) -> MotionFrame? {
        let p = elapsed / ExitTransition.duration
        guard p < 1, transition != .none else { return nil }
        switch transition {
        case .fadeOut: return MotionFrame(opacity: 1 - Easing.outCubic(p))
        case .slideDown: return MotionFrame(dy: Int((Easing.inCubic(p) * Double(max(rows, 1))).rounded()))
        case .zoomOut: return MotionFrame(scale: 1 - 0.85 * Easing.outCubic(p))
        case .none: return nil
        }
    }
}
