/// How a dialog arrives. Content never waits for motion unless a script asked for it: by default
/// the first frame shows the box, its text, buttons and list where they stay, and only the
/// dressing around it (backdrop, shadow) fades in; a transition named with `--transition` moves
/// the box as it was asked to.
public enum Entry: Sendable, Equatable {
    /// The named transition plays (`Dialog.transition` set).
    case named(Transition)
    /// The box is in place from the first frame; the backdrop and shadow fade in around it.
    case dressing

    /// The entry `dialog` gets.
    public static func of(_ dialog: Dialog) -> Entry {
        dialog.transition.map(Entry.named) ?? .dressing
    }

    /// Whether it has anything to play: motion not reduced, and a fade only where colours can fade.
    public func animates(reducedMotion: Bool, canFade: Bool) -> Bool {
        guard !reducedMotion else { return false }
        switch self {
        case .named(let transition): return transition != .none && (transition != .fadeIn || canFade)
        case .dressing: return canFade
        }
    }

    /// The frame `elapsed` seconds in, for a screen `rows` tall; nil once it is over.
    public func frame(elapsed: Double, rows: Int) -> MotionFrame? {
        switch self {
        case .named(let transition):
            return Choreography.entry(transition, elapsed: elapsed, rows: rows)
        case .dressing:
            let p = elapsed / Transition.duration
            return p < 1 ? MotionFrame(dressing: Easing.outCubic(p)) : nil
        }
    }
}
